// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Payload = Record<string, unknown>;

/** Fresh copies of the modules: their steps are reported once per page load. */
async function fresh() {
  vi.resetModules();
  return { lazily: await import('./report-lazily'), report: await import('./report') };
}

function addScript(): HTMLScriptElement {
  const script = document.createElement('script');
  script.dataset.siteAnalytics = '';
  document.head.append(script);
  return script;
}

const STATUS = '/waitlist/status/abcdefghijklmnop?utm_source=mail';
const at = (path: string) => {
  const url = new URL(path, 'http://localhost:3000');
  return { origin: url.origin, pathname: url.pathname, search: url.search, hash: url.hash };
};

describe('reporting to the analytics server', () => {
  let sent: Payload[];
  const umami = {
    track: (build: (defaults: Payload) => Payload) =>
      sent.push(build({ website: 'site-1', url: window.location.href })),
  };

  beforeEach(() => {
    sent = [];
    window.history.replaceState(null, '', STATUS);
  });

  afterEach(() => {
    document.head.replaceChildren();
    delete window.umami;
    delete window.plausible;
  });

  it('loads and sends nothing on a page without the analytics script', async () => {
    window.umami = umami;
    const { lazily } = await fresh();
    lazily.reportView();
    // Reports load the reporting code in the order they are made: had the view gone out, it
    // would have come first.
    addScript();
    lazily.reportStep('waitlist-start');
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ name: 'waitlist-start' });
  });

  it("tells Umami the address without the person's code, and each step once", async () => {
    addScript();
    window.umami = umami;
    const { report } = await fresh();
    report.reportView(at(STATUS));
    report.reportStep('waitlist-submit', at(STATUS), { type: 'vendor' });
    report.reportStep('waitlist-submit', at(STATUS), { type: 'vendor' });
    expect(sent).toEqual([
      { website: 'site-1', url: 'http://localhost:3000/waitlist/status?utm_source=mail' },
      {
        website: 'site-1',
        url: 'http://localhost:3000/waitlist/status?utm_source=mail',
        name: 'waitlist-submit',
        data: { type: 'vendor' },
      },
    ]);
  });

  it('counts a confirmation once, from the mark on the address, and drops the mark', async () => {
    addScript();
    window.umami = umami;
    window.history.replaceState(null, '', `${STATUS}#confirmed`);
    const { report } = await fresh();
    report.reportView(at(`${STATUS}#confirmed`));
    expect(sent.map(({ name }) => name)).toEqual([undefined, 'waitlist-confirmed']);
    expect(window.location.hash).toBe('');
    expect(window.location.pathname).toBe('/waitlist/status/abcdefghijklmnop');
  });

  it('holds reports made before the script ran, under the address they were made at', async () => {
    const script = addScript();
    const { report } = await fresh();
    report.reportView(at(STATUS));
    report.reportStep('waitlist-start', at('/merchants'));
    const calls: [string, Payload][] = [];
    window.plausible = (name, options) => calls.push([name, options]);
    script.dispatchEvent(new Event('load'));
    expect(calls).toEqual([
      ['pageview', { u: 'http://localhost:3000/waitlist/status?utm_source=mail' }],
      ['waitlist-start', { u: 'http://localhost:3000/merchants' }],
    ]);
  });
});
