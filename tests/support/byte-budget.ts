/**
 * The byte-budget tests' shared shape: each route's compressed weight against its ceiling, with the
 * landing page (the most content) allowed more than the rest.
 */
export const KB = 1024;

export interface RouteBudget {
  landing: number;
  other: number;
}

export interface BudgetLine {
  route: string;
  kb: number;
  budgetKb: number;
  within: boolean;
}

export function budgetLine(route: string, bytes: number, budget: RouteBudget): BudgetLine {
  const ceiling = route === '/' ? budget.landing : budget.other;
  return { route, kb: +(bytes / KB).toFixed(1), budgetKb: ceiling / KB, within: bytes <= ceiling };
}

/** Prints every route's weight, so a run's log shows the headroom, not only a failure. */
export function printBudget(lines: BudgetLine[]): void {
  console.log(
    lines
      .map(({ route, kb, budgetKb }) => `${route.padEnd(36)} ${kb} KB of ${budgetKb} KB`)
      .join('\n'),
  );
}
