/**
 * The support side of the fake team API (fake-team-api.ts): the site's order, paging and counts,
 * computed from the messages in memory.
 */
import type {
  SupportCounts,
  SupportMessage,
  SupportPage,
  SupportQuery,
  SupportState,
} from './types';

/** Support messages a page lists: fewer than the site's 50, so a test turns a page with a few. */
const SUPPORT_PAGE = 5;

/** A support message as the fake keeps it: whole, with the age the site's calendar would give. */
export type FakeSupportMessage = SupportMessage & { ageBusinessDays: number };

/** A support message with plausible defaults: open, received two days ago, due tomorrow. */
export function supportMessage(
  fields: Partial<FakeSupportMessage> & Pick<FakeSupportMessage, 'reference' | 'email'>,
): FakeSupportMessage {
  const day = 86_400_000;
  return {
    name: 'Ada Sender',
    phone: null,
    message: 'My points did not arrive.',
    receivedAt: new Date(Date.now() - 2 * day).toISOString(),
    dueAt: new Date(Date.now() + day).toISOString(),
    state: 'open',
    answeredAt: null,
    answeredBy: null,
    closedAt: null,
    closedBy: null,
    ageBusinessDays: 2,
    ...fields,
  };
}

const isLate = ({ state, dueAt }: Pick<FakeSupportMessage, 'state' | 'dueAt'>) =>
  state === 'open' && Date.parse(dueAt) < Date.now();

/** The site's order: late ones first, then the other open ones by due date, then the newest. */
export function supportPage(
  messages: FakeSupportMessage[],
  { state: wanted = 'all', search = '', offset = 0 }: SupportQuery,
): SupportPage {
  const rank = (message: FakeSupportMessage) =>
    isLate(message) ? 0 : message.state === 'open' ? 1 : 2;
  const found = messages
    .filter(({ state }) => wanted === 'all' || state === wanted)
    .filter(
      ({ reference, email }) =>
        !search ||
        reference === search.toUpperCase() ||
        email.toLowerCase().includes(search.toLowerCase()),
    )
    .sort(
      (a, b) =>
        rank(a) - rank(b) ||
        (rank(a) < 2 ? a.dueAt.localeCompare(b.dueAt) : b.receivedAt.localeCompare(a.receivedAt)),
    );
  const page = found.slice(offset, offset + SUPPORT_PAGE);
  return {
    messages: page.map(({ phone: _phone, message: _message, ...listed }) => ({
      ...listed,
      late: isLate(listed),
    })),
    next: page.length === SUPPORT_PAGE ? offset + SUPPORT_PAGE : null,
    counts: supportCounts(messages),
    timeZone: 'America/New_York',
  };
}

/** A listing's query as the site's GET route reads it (a search comes in a POST body). */
export function supportQueryOf(query: URLSearchParams): SupportQuery {
  return {
    state: (query.get('state') ?? 'all') as SupportQuery['state'],
    offset: Number(query.get('offset') ?? 0),
  };
}

/** The counts, this week taken as every week: the tests answer nothing in another. */
export function supportCounts(messages: FakeSupportMessage[]): SupportCounts {
  const answered = messages.filter(({ answeredAt }) => answeredAt);
  return {
    open: messages.filter(({ state }) => state === 'open').length,
    late: messages.filter(isLate).length,
    answeredInTime: answered.filter(({ answeredAt, dueAt }) => answeredAt! <= dueAt).length,
    answeredLate: answered.filter(({ answeredAt, dueAt }) => answeredAt! > dueAt).length,
  };
}

/** What `member`'s mark changes, as the site's markSupportMessage does. */
export function markedAs(state: SupportState, member: string): Partial<FakeSupportMessage> {
  const now = new Date().toISOString();
  return state === 'answered'
    ? { state, answeredAt: now, answeredBy: member, closedAt: null, closedBy: null }
    : state === 'closed'
      ? { state, closedAt: now, closedBy: member }
      : { state, closedAt: null, closedBy: null };
}
