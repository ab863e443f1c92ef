/**
 * One Lighthouse run on one page, in a fresh headless Chromium (the system one), with
 * Lighthouse's default settings: a mid-range phone on a slow 4G connection, applied to the real
 * load (`devtools` throttling), or estimated from a fast load (`simulate`: docs/benchmark.md).
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

import { CHROMIUM_ARGS } from '../support/chromium.ts';

/** `simulate` estimates the phone from a fast real load; `devtools` slows the load itself. */
export type Throttling = 'simulate' | 'devtools';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

/** What one Lighthouse run measured: scores out of 100, times in ms, sizes in bytes. */
export interface LighthouseSample {
  scores: Record<Category, number>;
  lcp: number;
  /**
   * When the largest element was painted in the real, unthrottled load. Whatever had arrived by
   * then (scripts above all) is charged to the simulated LCP: see docs/benchmark.md on the LCP ratio.
   */
  paintedAt: number;
  tbt: number;
  /** The main thread's busy time over the whole load, every task summed (Lighthouse's own). */
  taskTime: number;
  cls: number;
  /** The largest element, as Lighthouse names it (its selector), to say what the LCP is of. */
  lcpElement: string;
  jsBytes: number;
  totalBytes: number;
  /** The audits of the four categories that did not pass, to say why a score is short. */
  failedAudits: string[];
}

interface Diagnostics {
  totalTaskTime?: number;
}

interface ObservedMetrics {
  observedLargestContentfulPaint?: number;
}

/** Lighthouse 13 names the largest element in its LCP breakdown: a list holding one node item. */
interface LcpBreakdownDetails {
  items?: { type?: string; selector?: string }[];
}

interface ResourceSummaryItem {
  resourceType: string;
  transferSize: number;
}

/**
 * Measures `url` once. Lighthouse sometimes fails to record a trace on this machine (NO_NAVSTART,
 * NO_FCP under load); such a run measured nothing, so it is run again, up to `attempts` times.
 */
export async function measure(
  url: string,
  chromePath: string,
  throttling: Throttling = 'devtools',
  attempts = 3,
): Promise<LighthouseSample> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measureOnce(url, chromePath, throttling);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.warn(`bench: ${String(error)}; measuring again`);
    }
  }
}

async function measureOnce(
  url: string,
  chromePath: string,
  throttling: Throttling,
): Promise<LighthouseSample> {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      throttlingMethod: throttling,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    const audit = (id: string) => lhr.audits[id];
    const numeric = (id: string) => audit(id)?.numericValue ?? Number.NaN;
    const summary = (audit('resource-summary')?.details as { items?: ResourceSummaryItem[] })
      ?.items;
    const bytesOf = (type: string) =>
      summary?.find((item) => item.resourceType === type)?.transferSize ?? Number.NaN;
    const observed = (audit('metrics')?.details as { items?: ObservedMetrics[] })?.items?.[0];
    const diagnostics = (audit('diagnostics')?.details as { items?: Diagnostics[] })?.items?.[0];
    const scores = Object.fromEntries(
      CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
    ) as Record<Category, number>;
    const failedAudits = CATEGORIES.flatMap((id) =>
      (lhr.categories[id]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0)
        .map((ref) => audit(ref.id))
        .filter((result) => result && result.score !== null && result.score < 1)
        .map((result) => `${id}/${result!.id}`),
    );
    return {
      scores,
      lcp: numeric('largest-contentful-paint'),
      paintedAt: observed?.observedLargestContentfulPaint ?? Number.NaN,
      tbt: numeric('total-blocking-time'),
      taskTime: diagnostics?.totalTaskTime ?? Number.NaN,
      cls: numeric('cumulative-layout-shift'),
      lcpElement:
        (audit('lcp-breakdown-insight')?.details as LcpBreakdownDetails)?.items?.find(
          (item) => item.type === 'node',
        )?.selector ?? 'unknown',
      jsBytes: bytesOf('script'),
      totalBytes: bytesOf('total'),
      failedAudits,
    };
  } finally {
    chrome.kill();
  }
}
