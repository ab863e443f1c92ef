/**
 * `--before REF`: each page on our site against the same page on the commit's, measured in the
 * same run. A figure whose median lies within the other side's range of runs is told apart from
 * noise by nothing, and reads "within spread"; one outside it is a change.
 */
import type { LighthouseSample } from './lighthouse-run.ts';
import { beforeOf, median, type PageRuns } from './report.ts';

type SampledMetric = 'taskTime' | 'tbt' | 'lcp' | 'paintedAt';
type OnceMetric = 'htmlBytes' | 'requestsPerSecond';

const SAMPLED: { metric: SampledMetric; title: string }[] = [
  { metric: 'taskTime', title: 'Task ms' },
  { metric: 'tbt', title: 'TBT ms' },
  { metric: 'lcp', title: 'LCP ms' },
  { metric: 'paintedAt', title: 'Painted ms' },
];
/** Measured once per page. A document differs by a few bytes between any two builds (its
 * scripts' names hash their content), so 1 % either way is the same page; throughput has no range
 * of runs to judge it by, so it is shown, not judged. */
const ONCE: { metric: OnceMetric; title: string; tolerance: number | null }[] = [
  { metric: 'htmlBytes', title: 'HTML B', tolerance: 0.01 },
  { metric: 'requestsPerSecond', title: 'Req/s', tolerance: null },
];

interface Spread {
  median: number;
  min: number;
  max: number;
}

/** One figure of one page: ours, the commit's, ours ÷ theirs, and whether runs tell them apart. */
interface Compared {
  title: string;
  ours: Spread;
  before: Spread;
  ratio: number;
  /** False when each median lies outside the other side's range: a change, not noise; null when
   * nothing to judge by. */
  withinSpread: boolean | null;
}

export interface PageComparison {
  route: string;
  figures: Compared[];
}

/** A figure's median and range over the runs that measured it (a run that could not, NaN, is
 * left out rather than making the range NaN). */
function spread(values: number[]): Spread {
  const measured = values.filter(Number.isFinite);
  return { median: median(measured), min: Math.min(...measured), max: Math.max(...measured) };
}

const inside = (value: number, { min, max }: Spread) => value >= min && value <= max;

/** `tolerance`: for a figure measured once, how far apart the two may be and still be one;
 * null: not judged. Without it, the runs' ranges judge. A figure a run could not measure (NaN,
 * Lighthouse's TBT when the trace had no main-thread tasks to read) is not judged either. */
function compared(
  title: string,
  ours: Spread,
  before: Spread,
  tolerance?: number | null,
): Compared {
  const ratio = ours.median / before.median;
  // Judged on the ranges whatever the ratio: 0 ms of TBT before and 200 after is a change.
  const judged =
    tolerance !== null && Number.isFinite(ours.median) && Number.isFinite(before.median);
  return {
    title,
    ours,
    before,
    ratio,
    withinSpread: !judged
      ? null
      : tolerance === undefined
        ? inside(ours.median, before) || inside(before.median, ours)
        : Math.abs(ours.median - before.median) <= tolerance * before.median,
  };
}

const sampled = (samples: LighthouseSample[], metric: SampledMetric) =>
  spread(samples.map((sample) => sample[metric]));

/** Every route measured on both sites, figure by figure. */
export function compareWithBefore(
  pages: Map<string, PageRuns>,
  routes: string[],
): PageComparison[] {
  return routes.flatMap((route) => {
    const ours = pages.get(route);
    const before = pages.get(beforeOf(route));
    if (!ours || !before) return [];
    const figures = [
      compared(
        'Perf',
        spread(ours.samples.map((sample) => sample.scores.performance)),
        spread(before.samples.map((sample) => sample.scores.performance)),
      ),
      ...SAMPLED.map(({ metric, title }) =>
        compared(title, sampled(ours.samples, metric), sampled(before.samples, metric)),
      ),
      ...ONCE.map(({ metric, title, tolerance }) =>
        compared(title, spread([ours[metric]]), spread([before[metric]]), tolerance),
      ),
    ];
    return [{ route, figures }];
  });
}

const round = (value: number) => String(Math.round(value));

function cell({ ours, before, ratio, withinSpread }: Compared): string {
  const range = (side: Spread) =>
    !Number.isFinite(side.median)
      ? '–'
      : side.min === side.max
        ? round(side.median)
        : `${round(side.median)} (${round(side.min)}–${round(side.max)})`;
  const verdict = withinSpread === false ? (ours.median > before.median ? ' ▲' : ' ▼') : '';
  const times = Number.isFinite(ratio) ? `×${ratio.toFixed(2)}` : '×–';
  return `${range(ours)} vs ${range(before)} ${times}${verdict}`;
}

/** One line per page and figure: ours vs the commit's, the ratio, ▲/▼ where runs tell them apart. */
export function formatComparison(pages: PageComparison[]): string {
  return pages
    .flatMap(({ route, figures }) => [
      route,
      ...figures.map((figure) => `  ${figure.title.padEnd(10)} ${cell(figure)}`),
    ])
    .join('\n');
}
