/** A body over the cap: the caller answers 413 without reading the rest. */
export class BodyTooLarge extends Error {
  override name = 'BodyTooLarge';
}

/**
 * Reads a request's body as text, at most `maxBytes` of it. A declared Content-Length over the
 * cap is refused before any byte is read; a body that streams past the cap (chunked, or lying
 * about its length) is cancelled as soon as it does, so memory never holds more than the cap.
 */
export async function readCappedBody(request: Request, maxBytes: number): Promise<string> {
  const declared = Number(request.headers.get('content-length') ?? Number.NaN);
  if (declared > maxBytes) throw new BodyTooLarge(`declared ${declared} bytes`);
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    if (received > maxBytes) {
      await reader.cancel();
      throw new BodyTooLarge(`more than ${maxBytes} bytes`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}
