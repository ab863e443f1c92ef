import { notFound } from 'next/navigation';

import { ogCard, photoCard } from '@/components/seo/og-card';
import { OG_SIZE } from '@/lib/link-preview-card';
import { getPost, getPostSlugs, getSiteSettings } from '@/lib/content';
import { cardImageUrl } from '@/lib/content/image';

export const size = OG_SIZE;
export const contentType = 'image/png';
export const alt = 'The article’s title on the blog’s link-preview card';

export async function generateStaticParams() {
  return (await getPostSlugs()).map((slug) => ({ slug }));
}

/** Each article's link-preview image: the editor's own (the post's "Search and sharing") or its
 * title on the site's card. No article, no image: 404, rather than a card rendered (and cached)
 * for every slug anyone makes up. */
export default async function ArticleImage({ params }: { params: Promise<{ slug: string }> }) {
  const [settings, post] = await Promise.all([
    getSiteSettings({ published: true }),
    getPost((await params).slug, { published: true }),
  ]);
  if (!post) notFound();
  const photo = post.seo?.socialImage && cardImageUrl(post.seo.socialImage, OG_SIZE);
  const card = photo && (await photoCard(photo));
  if (card) return card;
  return ogCard({ brand: settings.brandName, eyebrow: 'Blog', title: post.title });
}
