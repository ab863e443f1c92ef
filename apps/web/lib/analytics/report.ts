/**
 * Page views and the waitlist's steps, reported to the self-hosted analytics server when the
 * operator configured one (the layout then renders its script, marked `data-site-analytics`);
 * without that script, and in draft mode, nothing is reported and nothing is sent. Umami and
 * Plausible are both told the address to count (reported-address.ts), never left to read it.
 */
import { reportedAddress } from './reported-address';

/** The waitlist funnel's steps, after the page view: began the form, signed up, confirmed. */
export type WaitlistStep = 'waitlist-start' | 'waitlist-submit' | 'waitlist-confirmed';

type Payload = Record<string, unknown>;

declare global {
  interface Window {
    umami?: { track(build: (defaults: Payload) => Payload): void };
    plausible?: (name: string, options: { u: string; props?: Record<string, string> }) => void;
  }
}

const SCRIPT = 'script[data-site-analytics]';
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

function report(step?: WaitlistStep, data?: Record<string, string>): void {
  const script = document.querySelector(SCRIPT);
  if (!script) return;
  // The address now: by the time the script runs, the visitor may have moved on.
  const send = deliver(reportedAddress(window.location), step, data);
  if (pending.length === 0 && send()) return;
  if (pending.length >= MOST_PENDING) return;
  pending.push(send);
  script.addEventListener('load', flush, { once: true });
}

/** Counts a view of the page at the current address. */
export function reportPageView(): void {
  report();
}

/** Counts one of the waitlist's steps, once per page load (a retried send is the same step). */
export function reportStep(step: WaitlistStep, data?: Record<string, string>): void {
  if (reportedSteps.has(step)) return;
  reportedSteps.add(step);
  report(step, data);
}
