/**
 * Page views and the waitlist's steps, told to the self-hosted analytics server's script (Umami's
 * or Plausible's). Loaded only on pages that carry that script (report-lazily.ts). Both trackers
 * are told the address to count (reported-address.ts), never left to read it.
 */
import { CONFIRMED_MARK } from './config';
import { ANALYTICS_SCRIPT, type Address, type WaitlistStep } from './page-report';
import { reportedAddress } from './reported-address';

type Payload = Record<string, unknown>;

declare global {
  interface Window {
    umami?: { track(build: (defaults: Payload) => Payload): void };
    plausible?: (name: string, options: { u: string; props?: Record<string, string> }) => void;
  }
}

/** Reports kept while the script loads: a page view and the three steps at most, with room. */
const MOST_PENDING = 8;

const pending: (() => boolean)[] = [];
const reportedSteps = new Set<WaitlistStep>();

function deliver(url: string, step: WaitlistStep | undefined, data?: Record<string, string>) {
  return (): boolean => {
    if (window.umami) {
      window.umami.track((defaults) => ({ ...defaults, url, ...(step && { name: step, data }) }));
      return true;
    }
    if (window.plausible) {
      window.plausible(step ?? 'pageview', { u: url, ...(data && { props: data }) });
      return true;
    }
    return false;
  };
}

function flush(): void {
  while (pending[0]?.()) pending.shift();
}

function report(at: Address, step?: WaitlistStep, data?: Record<string, string>): void {
  const send = deliver(reportedAddress(at), step, data);
  if (pending.length === 0 && send()) return;
  if (pending.length >= MOST_PENDING) return;
  pending.push(send);
  // Until the script has run: the reports wait for it, in order.
  document.querySelector(ANALYTICS_SCRIPT)?.addEventListener('load', flush, { once: true });
}

/**
 * Counts a view of the page at `at`. Arriving from a confirmation (the status page's address ends
 * in the mark) also counts the funnel's last step, then drops the mark, so a reload or a
 * bookmark does not count it again.
 */
export function reportView(at: Address): void {
  report(at);
  if (at.hash !== CONFIRMED_MARK) return;
  reportStep('waitlist-confirmed', at);
  if (window.location.hash === CONFIRMED_MARK) {
    const { pathname, search } = window.location;
    window.history.replaceState(window.history.state, '', `${pathname}${search}`);
  }
}

/** Counts one of the waitlist's steps, once per page load (a retried send is the same step). */
export function reportStep(step: WaitlistStep, at: Address, data?: Record<string, string>): void {
  if (reportedSteps.has(step)) return;
  reportedSteps.add(step);
  report(at, step, data);
}
