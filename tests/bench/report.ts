/**
 * Turns the runs into the benchmark's table: medians per page, each one's ratio to the floor's,
 * and the targets of the site's performance budget checked against them.
 */
import { CATEGORIES, type Category, type LighthouseSample } from './lighthouse-run.ts';

/** One page's measurements: Lighthouse's runs, its document's size and its server's throughput. */
export interface PageRuns {
  samples: LighthouseSample[];
  /** The document as a browser receives it (Brotli where the server offers it), weighed once. */
  htmlBytes: number;
  /** Requests per second its server answered under load, measured once after the runs. */
  requestsPerSecond: number;
}

type RunMetric = 'lcp' | 'paintedAt' | 'taskTime' | 'tbt' | 'cls' | 'jsBytes' | 'totalBytes';
type Metric = RunMetric | 'htmlBytes' | 'requestsPerSecond';
const RUN_METRICS: RunMetric[] = [
  'lcp',
  'paintedAt',
  'taskTime',
  'tbt',
  'cls',
  'jsBytes',
  'totalBytes',
];
const METRICS: Metric[] = [...RUN_METRICS, 'htmlBytes', 'requestsPerSecond'];

interface Summary {
  scores: Record<Category, number>;
  lcp: number;
  paintedAt: number;
  taskTime: number;
  tbt: number;
  cls: number;
  /** The document as a browser receives it: what must fit the first round trips. */
  htmlBytes: number;
  requestsPerSecond: number;
  jsBytes: number;
  totalBytes: number;
}

export interface Row {
  route: string;
  median: Summary;
  /** Each figure divided by the floor's (1 = as good as a bare Next.js page). */
  ratio: Summary;
  /** Audits that failed in any run, with how many runs they failed in. */
  failedAudits: Record<string, number>;
  missedTargets: string[];
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function summarise({ samples, htmlBytes, requestsPerSecond }: PageRuns): Summary {
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => [id, median(samples.map((sample) => sample.scores[id]))]),
  ) as Record<Category, number>;
  const metrics = Object.fromEntries(
    RUN_METRICS.map((metric) => [metric, median(samples.map((sample) => sample[metric]))]),
  ) as Record<RunMetric, number>;
  return { scores, ...metrics, htmlBytes, requestsPerSecond };
}

// A ratio to zero (a floor with no layout shift at all) means nothing: it is left out (NaN).
const ratioOf = (ours: number, floor: number) => (floor === 0 ? Number.NaN : ours / floor);

function ratios(ours: Summary, floor: Summary): Summary {
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => [id, ratioOf(ours.scores[id], floor.scores[id])]),
  ) as Record<Category, number>;
  const metrics = Object.fromEntries(
    METRICS.map((metric) => [metric, ratioOf(ours[metric], floor[metric])]),
  ) as Record<Metric, number>;
  return { scores, ...metrics };
}

const KB = 1024;

/** A page's own ceilings, as ratios to the floor's figures (task time, TBT, LCP) and in bytes. */
interface PageTargets {
  taskTimeRatio: number;
  tbtRatio: number;
  lcpRatio: number;
  htmlBytes: number;
}

/**
 * The targets (issues #29 and #42), with the phone applied to the load: perfect non-performance
 * scores, performance within 3 points of the floor, no layout shift, at least half the floor's
 * requests per second, and per page a ceiling on main-thread task time, TBT and LCP as ratios to
 * the floor's, and on the document as sent (Brotli). The home page carries the most content and
 * /jobs the least (the top bar and footer, a heading and a line), so their ceilings differ.
 */
export const TARGETS = {
  perfectCategories: ['accessibility', 'best-practices', 'seo'] as Category[],
  performancePointsBelowFloor: 3,
  /** Lighthouse reports CLS to three decimals; anything that rounds above 0 is a shift. */
  cls: 0.0005,
  requestsPerSecondRatio: 0.5,
  home: { taskTimeRatio: 2.5, tbtRatio: 1.5, lcpRatio: 1.5, htmlBytes: 20 * KB },
  jobs: { taskTimeRatio: 1.5, tbtRatio: 1.25, lcpRatio: 1.35, htmlBytes: 14 * KB },
  other: { taskTimeRatio: 2, tbtRatio: 1.25, lcpRatio: 1.35, htmlBytes: 14 * KB },
};

/** The suffix of a page measured on the `--before` commit's site (bench.ts). */
const BEFORE = ' (before)';

/** The label of `route` measured on the `--before` commit's site. */
export const beforeOf = (route: string) => `${route}${BEFORE}`;

/** The route a label names, on either site: the targets are the page's. */
const routeOf = (label: string) =>
  label.endsWith(BEFORE) ? label.slice(0, -BEFORE.length) : label;

const targetsFor = (label: string): PageTargets => {
  const route = routeOf(label);
  return route === '/' ? TARGETS.home : route === '/jobs' ? TARGETS.jobs : TARGETS.other;
};

function missedTargets(route: string, ours: Summary, floor: Summary): string[] {
  const missed: string[] = [];
  const page = targetsFor(route);
  for (const id of TARGETS.perfectCategories) {
    if (ours.scores[id] < 100) missed.push(`${id} ${ours.scores[id]} < 100`);
  }
  const lowest = floor.scores.performance - TARGETS.performancePointsBelowFloor;
  if (ours.scores.performance < lowest) {
    missed.push(`performance ${ours.scores.performance} < floor − 3 (${lowest})`);
  }
  if (ours.taskTime > floor.taskTime * page.taskTimeRatio) {
    missed.push(`task time ${Math.round(ours.taskTime)} ms > ${page.taskTimeRatio}× floor`);
  }
  if (ours.tbt > floor.tbt * page.tbtRatio) {
    missed.push(`TBT ${Math.round(ours.tbt)} ms > ${page.tbtRatio}× floor`);
  }
  if (ours.lcp > floor.lcp * page.lcpRatio) {
    missed.push(`LCP ${Math.round(ours.lcp)} ms > ${page.lcpRatio}× floor`);
  }
  if (ours.cls >= TARGETS.cls) missed.push(`CLS ${ours.cls.toFixed(3)} > 0`);
  if (ours.htmlBytes > page.htmlBytes) {
    missed.push(`HTML ${kilobytes(ours.htmlBytes)} KB > ${page.htmlBytes / KB} KB as sent`);
  }
  const fewest = floor.requestsPerSecond * TARGETS.requestsPerSecondRatio;
  if (ours.requestsPerSecond < fewest) {
    missed.push(
      `${Math.round(ours.requestsPerSecond)} requests/s < ${TARGETS.requestsPerSecondRatio}× floor`,
    );
  }
  return missed;
}

function countFailures(samples: LighthouseSample[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const id of samples.flatMap((sample) => sample.failedAudits))
    counts[id] = (counts[id] ?? 0) + 1;
  return counts;
}

export const FLOOR = 'floor (bare Next.js)';
/** The bare page with /blog's first photo (floor-photo.ts). */
export const PHOTO_FLOOR = "floor with /blog's photo";
const FLOORS = [FLOOR, PHOTO_FLOOR];
/** Pages whose largest paint is a photo, judged against the floor that carries it. */
const FLOOR_OF: Record<string, string> = { '/blog': PHOTO_FLOOR };

/** One row per page; the floors' first, judged against nothing (the photo's ratios are to the
 * bare floor's, for reading only). */
export function buildRows(pages: Map<string, PageRuns>): Row[] {
  const floors = new Map(
    FLOORS.filter((name) => pages.has(name)).map((name) => [name, summarise(pages.get(name)!)]),
  );
  const bare = floors.get(FLOOR);
  if (!bare) throw new Error('The floor was not measured');
  return [...pages].map(([route, page]) => {
    const ours = summarise(page);
    const floor = floors.get(FLOOR_OF[routeOf(route)] ?? FLOOR) ?? bare;
    return {
      route,
      median: ours,
      ratio: ratios(ours, floor),
      failedAudits: countFailures(page.samples),
      missedTargets: floors.has(route) ? [] : missedTargets(route, ours, floor),
    };
  });
}

const COLUMNS: { title: string; cell: (row: Row) => string }[] = [
  { title: 'Perf', cell: (row) => scoreCell(row, 'performance') },
  { title: 'A11y', cell: (row) => scoreCell(row, 'accessibility') },
  { title: 'BP', cell: (row) => scoreCell(row, 'best-practices') },
  { title: 'SEO', cell: (row) => scoreCell(row, 'seo') },
  { title: 'LCP ms', cell: (row) => metricCell(row, 'lcp', (v) => String(Math.round(v))) },
  {
    title: 'Painted ms',
    cell: (row) => metricCell(row, 'paintedAt', (v) => String(Math.round(v))),
  },
  { title: 'Task ms', cell: (row) => metricCell(row, 'taskTime', (v) => String(Math.round(v))) },
  { title: 'TBT ms', cell: (row) => metricCell(row, 'tbt', (v) => String(Math.round(v))) },
  { title: 'CLS', cell: (row) => metricCell(row, 'cls', (v) => v.toFixed(3)) },
  { title: 'HTML KB', cell: (row) => metricCell(row, 'htmlBytes', kilobytes) },
  {
    title: 'Req/s',
    cell: (row) => metricCell(row, 'requestsPerSecond', (v) => String(Math.round(v))),
  },
  { title: 'JS KB', cell: (row) => metricCell(row, 'jsBytes', kilobytes) },
  { title: 'Total KB', cell: (row) => metricCell(row, 'totalBytes', kilobytes) },
];

function kilobytes(bytes: number): string {
  return (bytes / KB).toFixed(1);
}

function times(ratio: number): string {
  return Number.isFinite(ratio) ? `×${ratio.toFixed(2)}` : '×–';
}

function scoreCell(row: Row, id: Category): string {
  return `${row.median.scores[id]} ${times(row.ratio.scores[id])}`;
}

function metricCell(row: Row, metric: Metric, format: (value: number) => string): string {
  return `${format(row.median[metric])} ${times(row.ratio[metric])}`;
}

/** A plain-text table: medians with their ratio to the floor, and a verdict per page. */
export function formatTable(rows: Row[]): string {
  const header = ['Route', ...COLUMNS.map((column) => column.title), 'Targets'];
  const body = rows.map((row) => [
    row.route,
    ...COLUMNS.map((column) => column.cell(row)),
    FLOORS.includes(row.route) ? '(floor)' : row.missedTargets.length ? 'MISSED' : 'met',
  ]);
  const widths = header.map((title, index) =>
    Math.max(title.length, ...body.map((cells) => cells[index]!.length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, index) => cell.padEnd(widths[index]!))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...body.map(line)].join(
    '\n',
  );
}
