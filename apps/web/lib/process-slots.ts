/**
 * What one server process keeps once, whichever copy of a module asks: the one place the site
 * passes state through globalThis (styled-components' own hook is the other, its library's).
 *
 * Why copies: a production build runs this code as several copies of a module. It has two
 * Turbopack runtimes, `server/chunks` (route handlers, the instrumentation) and
 * `server/chunks/ssr` (pages), each compiling a module once per layer: lib/waitlist/geoip.ts is
 * three modules of one build (counted in November 2026; next-build-internals.desktop.spec.ts pins
 * the two runtimes). Next loads the cache handler (cache-handler.ts) by path, apart from them
 * all, and server/main.ts is bundled apart too. A module variable is one per copy: two embedded
 * databases on one folder, a Redis connection per bundle, a publish one bundle heard and another
 * did not. A slot here is one per process, and each holder imports this module, so every such
 * arrow shows.
 *
 * Loaded by Node with type stripping from cache-handler.ts: it imports nothing.
 */

/** The slots, by name; each holder says what it keeps in its own. */
type SlotName =
  /** lib/waitlist/database-holder.ts: the embedded database, opened once. */
  | 'waitlist-database'
  /** lib/waitlist/geoip.ts: the GeoIP readers, each file read and watched once. */
  | 'geoip-readers'
  /** lib/content/publishes.ts: how many publishes this server heard of. */
  | 'publishes'
  /** styles/rule-sheets/store.ts: styled-components' rule texts, from one render to the next. */
  | 'rule-texts'
  /** lib/shared-cache/slot.ts: the shared cache the instrumentation started, for the handler. */
  | 'shared-cache'
  /** lib/shared-cache/redis-client.ts: one Redis connection per URL. */
  | 'redis-clients'
  /** server/surrogate-keys.ts: the recorder of each page's tags, for the handler to feed. */
  | 'page-tags';

const SLOTS = Symbol.for('@brp/web/process-slots');

const slots: Map<SlotName, unknown> = ((globalThis as Record<symbol, Map<SlotName, unknown>>)[
  SLOTS
] ??= new Map());

/** The process's one value of `name`, made by the first copy that asks. */
export function processSlot<T>(name: SlotName, make: () => T): T {
  if (!slots.has(name)) slots.set(name, make());
  return slots.get(name) as T;
}

/** Puts `value` in `name`, for the copies that read it with {@link readProcessSlot}. */
export function setProcessSlot<T>(name: SlotName, value: T): void {
  slots.set(name, value);
}

/** What `name` holds, if a copy put something there. */
export function readProcessSlot<T>(name: SlotName): T | undefined {
  return slots.get(name) as T | undefined;
}
