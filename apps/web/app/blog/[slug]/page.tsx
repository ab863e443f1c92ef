import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

import { Article } from '@/components/blog/article';
import { getPost, getPostSlugs } from '@/lib/content';

export async function generateStaticParams() {
  return (await getPostSlugs()).map((slug) => ({ slug }));
}

export async function generateMetadata({ params }: PageProps<'/blog/[slug]'>): Promise<Metadata> {
  const post = await getPost((await params).slug);
  return post ? { title: post.title, description: post.excerpt } : {};
}

export default async function ArticlePage({ params }: PageProps<'/blog/[slug]'>) {
  const post = await getPost((await params).slug);
  if (!post) notFound();
  return <Article post={post} />;
}
