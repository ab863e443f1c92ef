import type { ListedSupport, SupportState } from './types';

/** What the team calls each state, and what a button that sets it says. */
export const SUPPORT_STATES = {
  open: { label: 'Open', action: 'Open again', done: 'is open again' },
  answered: { label: 'Answered', action: 'Mark answered', done: 'was marked answered' },
  closed: { label: 'Closed', action: 'Mark closed', done: 'was marked closed' },
} as const satisfies Record<SupportState, { label: string; action: string; done: string }>;

/** Where a message stands, and who put it there: "Answered by Ada Lovelace". */
export function stateWords({
  state,
  answeredBy,
  closedBy,
}: Pick<ListedSupport, 'state' | 'answeredBy' | 'closedBy'>): string {
  const by = state === 'answered' ? answeredBy : state === 'closed' ? closedBy : null;
  return by ? `${SUPPORT_STATES[state].label} by ${by}` : SUPPORT_STATES[state].label;
}

/** The day of a moment in the team's time zone (`2026-12-09`): a reply is due by its end. */
export const teamDay = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(iso));
