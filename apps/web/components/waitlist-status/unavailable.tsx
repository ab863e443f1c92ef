import { NoticePage } from '@/components/ui/notice-page/notice-page';

/** What a waitlist page says while its database cannot answer: nothing is lost, come back. */
export function WaitlistUnavailable() {
  return (
    <NoticePage
      title="The waitlist is unavailable"
      lead="We could not read the waitlist just now. Your link still works: try it again in a few minutes."
    />
  );
}
