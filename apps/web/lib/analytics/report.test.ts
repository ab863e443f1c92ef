// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Payload = Record<string, unknown>;

/** A fresh copy of the module: its steps are reported once per page load. */
async function freshReport() {
  vi.resetModules();
  return import('./report');
}

function addScript(): HTMLScriptElement {
  const script = document.createElement('script');
  script.dataset.siteAnalytics = '';
  document.head.append(script);
  return script;
}

describe('reporting to the analytics server', () => {
  let sent: Payload[];

  beforeEach(() => {
    sent = [];
    window.history.replaceState(null, '', '/waitlist/status/abcdefghijklmnop?utm_source=mail');
  });

  afterEach(() => {
    document.head.replaceChildren();
    delete window.umami;
    delete window.plausible;
  });

  const umami = {
    track: (build: (defaults: Payload) => Payload) =>
      sent.push(build({ website: 'site-1', url: window.location.href })),
  };

  it('sends nothing where no analytics script is on the page', async () => {
    window.umami = umami;
    const { reportPageView, reportStep } = await freshReport();
    reportPageView();
    reportStep('waitlist-start');
    expect(sent).toEqual([]);
  });

  it("tells Umami the address without the person's code, and each step once", async () => {
    addScript();
    window.umami = umami;
    const { reportPageView, reportStep } = await freshReport();
    reportPageView();
    reportStep('waitlist-submit', { type: 'vendor' });
    reportStep('waitlist-submit', { type: 'vendor' });
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

  it('holds reports made before the script ran, under the address they were made at', async () => {
    const script = addScript();
    const { reportPageView, reportStep } = await freshReport();
    reportPageView();
    window.history.replaceState(null, '', '/merchants');
    reportStep('waitlist-start');
    const calls: [string, Payload][] = [];
    window.plausible = (name, options) => calls.push([name, options]);
    script.dispatchEvent(new Event('load'));
    expect(calls).toEqual([
      ['pageview', { u: 'http://localhost:3000/waitlist/status?utm_source=mail' }],
      ['waitlist-start', { u: 'http://localhost:3000/merchants' }],
    ]);
  });
});
