/**
 * The fake studio API's listeners (`/data/listen`): each open one hears the changes of every
 * transaction it asked about, as Sanity's listener tells them. The studio's document panes apply
 * each event's Mendoza effects and mutations to their copy and match the transaction to the one
 * they sent, so an edit is seen as saved and a publish as done; its lists query again.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

import type { LakeDocument } from '@brp/testing/content-lake';

import type { DocumentChange } from './studio-api-writes.ts';

interface Listener {
  response: ServerResponse;
  /** The ids a `*[_id in $ids]` listener asked about; undefined: it hears everything. */
  ids: Set<string> | undefined;
}

const withoutRevision = ({ _rev: _ignored, ...doc }: LakeDocument) => doc;

function idsAskedAbout(url: URL): Set<string> | undefined {
  const ids = url.searchParams.get('$ids');
  return ids ? new Set(JSON.parse(ids) as string[]) : undefined;
}

export function listenerHub(identity: string) {
  const listeners = new Set<Listener>();

  function open(request: IncomingMessage, response: ServerResponse, url: URL) {
    // No `connection` header: HTTP/2 has none, and HTTP/1.1 keeps the connection by default.
    response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    response.write(`event: welcome\ndata: ${JSON.stringify({ listenerName: 'fake' })}\n\n`);
    const listener = { response, ids: idsAskedAbout(url) };
    listeners.add(listener);
    request.on('close', () => listeners.delete(listener));
  }

  /** Tells each listener the changes it asked about, one event per document, in order. */
  function tell(transactionId: string, changes: readonly DocumentChange[]) {
    const timestamp = new Date().toISOString();
    const events = changes.map(({ id, before, after }, index) => ({
      type: 'mutation',
      eventId: `${transactionId}#${id}`,
      documentId: id,
      transactionId,
      transition: !before ? 'appear' : !after ? 'disappear' : 'update',
      identity,
      mutations: [after ? { createOrReplace: after } : { delete: { id } }],
      previousRev: before?._rev,
      resultRev: transactionId,
      timestamp,
      visibility: 'transaction',
      // Mendoza's patch of one "value" operation: the whole document as it became (or was).
      effects: {
        apply: [0, after ? withoutRevision(after) : null],
        revert: [0, before ? withoutRevision(before) : null],
      },
      result: after,
      transactionTotalEvents: changes.length,
      transactionCurrentEvent: index + 1,
    }));
    for (const listener of listeners)
      for (const event of events)
        if (!listener.ids || listener.ids.has(event.documentId))
          listener.response.write(`event: mutation\ndata: ${JSON.stringify(event)}\n\n`);
  }

  return { open, tell };
}
