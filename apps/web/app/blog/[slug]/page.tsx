import type { Metadata, ResolvingMetadata } from 'next';
import { notFound } from 'next/navigation';

import { Article } from '@/components/blog/article';
import { JsonLd } from '@/components/seo/json-ld';
import { getPost, getPostSlugs, getSiteSettings } from '@/lib/content';
import { withOpenGraphUrl } from '@/lib/page-metadata';
import { BLOG_FEED } from '@/lib/rss';
import { blogPostingJsonLd } from '@/lib/structured-data';

export async function generateStaticParams() {
  return (await getPostSlugs()).map((slug) => ({ slug }));
}

export async function generateMetadata(
  { params }: PageProps<'/blog/[slug]'>,
  parent: ResolvingMetadata,
): Promise<Metadata> {
  const { slug } = await params;
  const post = await getPost(slug, { published: true });
  if (!post) return {};
  // The editor's "Search and sharing" fields win; the article's own title and excerpt otherwise.
  const { metaTitle, metaDescription, noindex } = post.seo ?? {};
  return withOpenGraphUrl(
    {
      title: metaTitle ? { absolute: metaTitle } : post.title,
      description: metaDescription ?? post.excerpt,
      alternates: { canonical: `/blog/${slug}`, types: BLOG_FEED },
      openGraph: { type: 'article', publishedTime: post.publishedAt },
      ...(noindex && { robots: { index: false, follow: true } }),
    },
    parent,
  );
}

export default async function ArticlePage({ params }: PageProps<'/blog/[slug]'>) {
  const { slug } = await params;
  // The article may be a draft (in an editor's preview); its JSON-LD is the published post's.
  const [post, publishedPost, settings] = await Promise.all([
    getPost(slug),
    getPost(slug, { published: true }),
    getSiteSettings({ published: true }),
  ]);
  if (!post) notFound();
  return (
    <>
      <Article post={post} />
      {publishedPost && <JsonLd data={blogPostingJsonLd(publishedPost, settings)} />}
    </>
  );
}
