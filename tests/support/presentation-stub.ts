/**
 * A stand-in for the studio's Presentation tool: a local page that frames a page of the site and
 * speaks just enough of Sanity's comlink protocol (the handshake, then messages from
 * `presentation` to `visual-editing`) to drive the page's Visual Editing overlay the way the
 * studio does, recording what the overlay sends back. It is a real local server, not a page
 * Playwright fulfils: Chromium only lets a local page frame a local address.
 */
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';

/** What the stub page exposes to the test, on its window. */
export interface PresentationStub {
  /** Messages the overlay sent, in order, across reloads of the frame. */
  received: { type: string; data?: unknown }[];
  /** How many times the frame has loaded a page. */
  loads: number;
  /** Whether the overlay has answered the handshake since the frame last loaded. */
  connected: boolean;
  /**
   * Sends a message to the overlay, as Presentation: while the overlay is not connected (a frame
   * still loading, a handshake not yet answered) it waits, and goes out once the handshake is done.
   */
  send(type: string, data?: unknown): void;
}

const DOMAIN = 'sanity/comlink';

/** The stub's HTML, framing `src`. */
function stubHtml(src: string): string {
  return `<!doctype html>
<title>Presentation stub</title>
<iframe src="${src}" style="width: 1200px; height: 700px"></iframe>
<script>
  const frame = document.querySelector('iframe');
  const channelId = 'presentation-stub';
  const stub = (window.stub = { received: [], loads: 0, connected: false, send });
  // Presentation's comlink channel buffers what it posts until the overlay is connected, so a
  // navigation right after a reload is not lost; this stand-in must do the same.
  let waiting = [];
  function send(type, data) {
    if (stub.connected) post(type, data);
    else waiting.push([type, data]);
  }
  function post(type, data) {
    // The overlay reads the channel from connectionId, the older protocol's name for it.
    const message = { id: crypto.randomUUID(), channelId, connectionId: channelId,
      domain: '${DOMAIN}', type, data, from: 'presentation', to: 'visual-editing' };
    frame.contentWindow.postMessage(message, '*');
  }
  // The overlay still answers in the older protocol (Presentation translates it likewise).
  const OLDER_TYPES = { 'handshake/syn-ack': 'comlink/handshake/syn-ack',
    'overlay/navigate': 'visual-editing/navigate', 'channel/response': 'comlink/response' };
  // Like the studio, offer the handshake until the page answers, again after every reload.
  let offering;
  frame.addEventListener('load', () => {
    stub.loads += 1;
    stub.connected = false;
    clearInterval(offering);
    offering = setInterval(() => post('comlink/handshake/syn'), 100);
  });
  addEventListener('message', ({ data }) => {
    if (data?.from !== 'visual-editing' && data?.from !== 'overlays') return;
    const type = OLDER_TYPES[data.type] ?? data.type;
    stub.received.push({ type, data: data.data });
    if (type === 'comlink/handshake/syn-ack') {
      clearInterval(offering);
      post('comlink/handshake/ack');
      stub.connected = true;
      for (const [type, data] of waiting.splice(0)) post(type, data);
    }
  });
</script>`;
}

/** Serves the stub on 127.0.0.1:`port`, framing `src`, until closed. */
export async function startPresentationStub(port: number, src: string): Promise<Server> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(stubHtml(src));
  });
  server.listen(port, '127.0.0.1');
  await once(server, 'listening');
  return server;
}
