/**
 * A server's clock set to another moment, for a test that needs a day the calendar has not reached
 * (a holiday, a weekend), loaded before the server with `--import` (server-clock.ts). From the
 * moment TEST_CLOCK_START names, time runs on as it does: timers, timeouts and the database's own
 * clock are untouched; `Date` (new Date(), Date.now(), Date()) reads the shifted time.
 */
const start = process.env.TEST_CLOCK_START;
if (start) {
  const offset = Date.parse(start) - Date.now();
  if (Number.isNaN(offset)) throw new Error(`TEST_CLOCK_START is not a moment: ${start}`);
  const RealDate = Date;
  const now = () => RealDate.now() + offset;
  /** A function, not a subclass: code that wraps `Date` (Next's server does) copies its own
   * properties, and a subclass's `UTC` and `parse` are inherited, not its own. */
  function ShiftedDate(...values: unknown[]) {
    if (!new.target) return new RealDate(now()).toString();
    return Reflect.construct(RealDate, values.length ? values : [now()], new.target) as Date;
  }
  for (const key of Reflect.ownKeys(RealDate)) {
    if (key === 'prototype' || key === 'length' || key === 'name') continue;
    Object.defineProperty(ShiftedDate, key, Object.getOwnPropertyDescriptor(RealDate, key)!);
  }
  ShiftedDate.prototype = RealDate.prototype;
  Object.defineProperty(ShiftedDate, 'now', { value: now, writable: true, configurable: true });
  globalThis.Date = ShiftedDate as unknown as DateConstructor;
}
