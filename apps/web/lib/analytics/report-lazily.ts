/**
 * The few bytes every page carries for analytics: where the layout rendered the analytics
 * server's script (only where an operator configured one, never in draft mode), the reporting
 * code (report.ts) is loaded and told what to report; elsewhere nothing is loaded or sent.
 */
import { ANALYTICS_SCRIPT, type Address, type WaitlistStep } from './page-report';
import type * as Report from './report';

function withReport(use: (report: typeof Report, at: Address) => void): void {
  if (!document.querySelector(ANALYTICS_SCRIPT)) return;
  const { origin, pathname, search, hash } = window.location;
  const at = { origin, pathname, search, hash };
  void import('./report').then((report) => use(report, at));
}

/** Counts a view of the page at the current address. */
export function reportView(): void {
  withReport((report, at) => report.reportView(at));
}

/** Counts one of the waitlist's steps, once per page load. */
export function reportStep(step: WaitlistStep, data?: Record<string, string>): void {
  withReport((report, at) => report.reportStep(step, at, data));
}
