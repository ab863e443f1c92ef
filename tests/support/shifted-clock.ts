/**
 * A server's clock set to another moment, for a test that needs a day the calendar has not reached
 * (a holiday, a weekend), loaded before the server with `--import` (shiftedClock below). From the
 * moment TEST_CLOCK_START names, time runs on as it does: timers, timeouts and the database's own
 * clock are untouched; `Date` (new Date(), Date.now()) reads the shifted time.
 */
const start = process.env.TEST_CLOCK_START;
if (start) {
  const offset = Date.parse(start) - Date.now();
  if (Number.isNaN(offset)) throw new Error(`TEST_CLOCK_START is not a moment: ${start}`);
  const RealDate = Date;
  class ShiftedDate extends RealDate {
    constructor(...values: ConstructorParameters<DateConstructor> | []) {
      if (values.length === 0) super(RealDate.now() + offset);
      else super(...(values as ConstructorParameters<DateConstructor>));
    }

    static override now() {
      return RealDate.now() + offset;
    }
  }
  globalThis.Date = ShiftedDate as DateConstructor;
}
