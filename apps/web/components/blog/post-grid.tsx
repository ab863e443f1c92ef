import { CardGrid } from '@/components/ui/card-grid/card-grid';
import type { PostSummary } from '@/lib/content';

import { PostCard } from './post-card';

/** Every post as a card, newest first; the first card's image is the page's largest paint. */
export function PostGrid({ posts }: { posts: PostSummary[] }) {
  return (
    <CardGrid $md={2} $lg={3}>
      {posts.map((post, position) => (
        <li key={post._id}>
          <PostCard post={post} priority={position === 0} />
        </li>
      ))}
    </CardGrid>
  );
}
