import { PILOT_LAUNCH } from '@brp/core/constants';

export default function HomePage() {
  return (
    <main>
      <h1>One wallet, every loyalty</h1>
      <p>Pilot launch {PILOT_LAUNCH}. Join the waitlist.</p>
    </main>
  );
}
