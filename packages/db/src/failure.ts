/**
 * What a database failure may say in a log line. Drizzle's own error is "Failed query: … params:
 * …", the signup's e-mail, name and phone among the params, and a driver's message can quote a
 * value too (`invalid input syntax for type uuid: "…"`). Only codes leave: Postgres' SQLSTATE or
 * the connection's errno, and the classes of the errors on the way, enough to tell an outage
 * (ECONNREFUSED, 57P01) from a bug (42703) without a person in the logs.
 */
export function describeFailure(error: unknown): string {
  const classes: string[] = [];
  const codes: string[] = [];
  const seen = new Set<unknown>();
  for (let current = error; current && !seen.has(current);) {
    seen.add(current);
    if (typeof current !== 'object') break;
    const { name, code, cause, errors } = current as {
      name?: unknown;
      code?: unknown;
      cause?: unknown;
      errors?: unknown;
    };
    if (typeof name === 'string') classes.push(name);
    if (typeof code === 'string' || typeof code === 'number') codes.push(String(code));
    // A connection to every address of a host refused: Node's AggregateError holds each.
    current = cause ?? (Array.isArray(errors) ? errors[0] : undefined);
  }
  const what = classes.length ? classes.join(' ← ') : typeof error;
  return codes.length ? `${[...new Set(codes)].join(', ')} (${what})` : what;
}
