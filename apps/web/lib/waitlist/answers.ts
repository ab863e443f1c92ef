/** The waitlist routes' answers: JSON, never stored by a cache in front or the browser. */
const NOT_STORED = { 'cache-control': 'no-store' };

export function json(status: number, body: unknown, headers: HeadersInit = {}): Response {
  return Response.json(body, { status, headers: { ...NOT_STORED, ...headers } });
}

/** A refusal that says what is wrong: `fields` maps a field to the message to show under it. */
export function refusal(
  status: number,
  message: string,
  fields: Record<string, string> = {},
  headers: HeadersInit = {},
): Response {
  return json(status, { error: message, fields }, headers);
}
