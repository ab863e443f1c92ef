import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';

import { ContentImage } from '@/components/content-image/content-image';
import { PortableText } from '@/components/portable-text/portable-text';
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
  return (
    <main>
      <Link href="/blog">Back to Blog</Link>
      <article>
        <ContentImage image={post.mainImage} sizes="100vw" priority />
        <time dateTime={post.publishedAt}>{post.publishedAt}</time>
        <h1>{post.title}</h1>
        <PortableText value={post.body} />
        {post.references ? (
          <aside aria-label="References">
            <PortableText value={post.references} />
          </aside>
        ) : null}
      </article>
    </main>
  );
}
