import { notFound } from 'next/navigation';

import { OG_SIZE, ogCard } from '@/components/seo/og-card';
import { getPost, getPostSlugs, getSiteSettings } from '@/lib/content';

export const size = OG_SIZE;
export const contentType = 'image/png';
export const alt = 'The article’s title on the blog’s link-preview card';

export async function generateStaticParams() {
  return (await getPostSlugs()).map((slug) => ({ slug }));
}

/** Each article's link-preview image: its title on the site's card. No article, no image: 404,
 * rather than a card rendered (and cached) for every slug anyone makes up. */
export default async function ArticleImage({ params }: { params: Promise<{ slug: string }> }) {
  const [settings, post] = await Promise.all([
    getSiteSettings({ published: true }),
    getPost((await params).slug, { published: true }),
  ]);
  if (!post) notFound();
  return ogCard({ brand: settings.brandName, eyebrow: 'Blog', title: post.title });
}
