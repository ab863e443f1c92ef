import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { FIELD_LIMITS } from '@brp/core/field-limits';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { createClientLimiter, OUTBOX_SENDS } from '../rate-limits/limits';

import { createOutboxHandler, type OutboxOptions } from './outbox-handler';

const URL = 'http://localhost/api/v1.0/email/send';
const RECEIVED = new Date('2026-11-23T10:00:00.000Z');
const valid = {
  lib_version: '4.4.1',
  user_id: 'local-outbox',
  service_id: 'local-outbox',
  template_id: 'support',
  template_params: { user_name: 'Ada', user_message: 'Hello' },
};

let dir: string;
let file: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'outbox-'));
  file = join(dir, 'emails.ndjson');
});
afterEach(() => {
  vi.useRealTimers();
  return rm(dir, { recursive: true, force: true });
});

function outbox(options: Partial<OutboxOptions> = {}) {
  return createOutboxHandler({
    enabled: true,
    file,
    sender: {
      publicKey: 'local-outbox',
      serviceId: 'local-outbox',
      templateIds: ['waitlist', 'support'],
    },
    maxBodyBytes: 32 * 1024,
    limit: createClientLimiter({ ...OUTBOX_SENDS, points: 1000 }).spend,
    now: () => RECEIVED,
    ...options,
  });
}

function post(body: unknown, headers: Record<string, string> = {}): Request {
  return new Request(URL, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

async function lines(): Promise<unknown[]> {
  const text = await readFile(file, 'utf8');
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as unknown);
}

describe('the local outbox', () => {
  it('answers 404 when it is off, and writes nothing', async () => {
    const response = await outbox({ enabled: false })(post(valid));
    expect(response.status).toBe(404);
    await expect(readFile(file)).rejects.toThrow();
  });

  it('keeps only the known fields, each cut to its limit, with the server’s time', async () => {
    const response = await outbox()(
      post({
        ...valid,
        receivedAt: '1999-01-01',
        extra: 'x'.repeat(1000),
        template_params: {
          ...valid.template_params,
          user_name: 'N'.repeat(FIELD_LIMITS.name + 100),
          injected_field: 'dropped',
        },
      }),
    );
    expect([response.status, await response.text()]).toEqual([200, 'OK']);
    expect(await lines()).toEqual([
      {
        receivedAt: RECEIVED.toISOString(),
        ...valid,
        template_params: { user_name: 'N'.repeat(FIELD_LIMITS.name), user_message: 'Hello' },
      },
    ]);
  });

  it.each([
    ['another template', { ...valid, template_id: 'newsletter' }],
    ['only unknown parameters', { ...valid, template_params: { free_text: 'spam' } }],
    ['a nested parameter', { ...valid, template_params: { user_name: { nested: true } } }],
    ['an overlong library version', { ...valid, lib_version: 'v'.repeat(100) }],
  ])('refuses %s with 400', async (_, body) => {
    expect((await outbox()(post(body))).status).toBe(400);
  });

  it('answers 413 to a declared length over the cap without reading the body', async () => {
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(1024));
      },
    });
    const request = new Request(URL, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(64 * 1024) },
      body,
      duplex: 'half',
    } as RequestInit);
    expect((await outbox()(request)).status).toBe(413);
    expect(pulled).toBeLessThanOrEqual(1);
  });

  it('answers 413 to a streamed body as soon as it passes the cap, and stops reading', async () => {
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new TextEncoder().encode(' '.repeat(1024)));
      },
    });
    const request = new Request(URL, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit);
    expect((await outbox({ maxBodyBytes: 8 * 1024 })(request)).status).toBe(413);
    // The cap is 8 chunks; the stream would go on for ever.
    expect(pulled).toBeLessThan(12);
  });

  it('answers 429 to a client over its rate until its minute ends, and still serves another', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    const handler = outbox({ limit: createClientLimiter({ ...OUTBOX_SENDS, points: 2 }).spend });
    const from = (address: string) => post(valid, { 'x-forwarded-for': address });
    expect((await handler(from('203.0.113.1'))).status).toBe(200);
    expect((await handler(from('203.0.113.1'))).status).toBe(200);
    vi.advanceTimersByTime(20_000);
    const refused = await handler(from('203.0.113.1'));
    expect([refused.status, refused.headers.get('retry-after')]).toEqual([429, '40']);
    expect((await handler(from('203.0.113.2'))).status).toBe(200);
    expect(await lines()).toHaveLength(3);
  });

  it('appends 500 records from parallel requests as 500 intact lines', async () => {
    const handler = outbox();
    // Long records: a torn or interleaved write would break a line's JSON.
    const message = (n: number) => `${n}:`.padEnd(4000, String(n % 10));
    const responses = await Promise.all(
      Array.from({ length: 500 }, (_, n) =>
        handler(post({ ...valid, template_params: { user_message: message(n) } })),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(500).fill(200));
    const records = (await lines()) as { template_params: { user_message: string } }[];
    expect(records).toHaveLength(500);
    expect(new Set(records.map((record) => record.template_params.user_message))).toEqual(
      new Set(Array.from({ length: 500 }, (_, n) => message(n))),
    );
  });
});
