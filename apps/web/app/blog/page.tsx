import type { Metadata } from 'next';
import Link from 'next/link';

import { ContentImage } from '@/components/content-image/content-image';
import { getPosts } from '@/lib/content';

export const metadata: Metadata = { title: 'Blog' };

export default async function BlogPage() {
  const posts = await getPosts();
  return (
    <main>
      <h1>Blog</h1>
      {posts.map((post) => (
        <article key={post._id}>
          <ContentImage image={post.mainImage} sizes="(min-width: 800px) 400px, 100vw" />
          <h2>
            <Link href={`/blog/${post.slug}`}>{post.title}</Link>
          </h2>
          <time dateTime={post.publishedAt}>{post.publishedAt}</time>
          <p>{post.excerpt}</p>
        </article>
      ))}
    </main>
  );
}
