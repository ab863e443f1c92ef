import { BodyTooLarge, readCappedBody } from '../http/read-capped-body';

import { refusal } from './answers';

/**
 * A request's JSON body, at most `maxBytes` of it, or the 4xx that says why not: 415 for another
 * type, 413 for a larger body, 400 for one that does not parse.
 */
export async function readJson(
  request: Request,
  maxBytes: number,
): Promise<{ body: unknown } | { refused: Response }> {
  const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/json') {
    return { refused: refusal(415, 'Send the body as JSON (Content-Type: application/json)') };
  }
  let text: string;
  try {
    text = await readCappedBody(request, maxBytes);
  } catch (error) {
    return error instanceof BodyTooLarge
      ? { refused: refusal(413, `The body is larger than ${maxBytes} bytes`) }
      : // The client went away mid-body: nobody reads this answer.
        { refused: refusal(400, 'The body could not be read') };
  }
  try {
    return { body: JSON.parse(text) as unknown };
  } catch {
    return { refused: refusal(400, 'The body is not valid JSON') };
  }
}
