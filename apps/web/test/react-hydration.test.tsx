// @vitest-environment jsdom
import { isHydrated } from '@brp/testing/react-hydration';
import { act, use, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, test } from 'vitest';

// The engines' and Chromium's suites wait on isHydrated before a tap or click: these pin the
// react-dom internals it reads (a fiber on the node, its alternate, the root's current tree).

function Page({ data }: { data: Promise<string> | null }) {
  const [taps, setTaps] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setTaps(taps + 1)}>
        {`Tapped ${taps}`}
      </button>
      {data && <Later data={data} />}
    </>
  );
}

function Later({ data }: { data: Promise<string> }) {
  return <p>{use(data)}</p>;
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
});

function serverHtml() {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page data={null} />);
  document.body.append(container);
  return container;
}

test('a button React has rendered but not committed is not hydrated; committed, it is', async () => {
  const container = serverHtml();
  container.insertAdjacentHTML('beforeend', '<p>Done</p>');
  let settle: ((value: string) => void) | undefined;
  const data = new Promise<string>((resolve) => {
    settle = resolve;
  });
  const button = container.querySelector('button')!;

  act(() => {
    root = hydrateRoot(container, <Page data={data} />);
  });
  // The sibling waits on its data, so the whole hydration is rendered, not committed: React has
  // marked the button (the old check, props on the node, said "hydrated"), and ignores its clicks.
  expect(Object.keys(button).some((key) => key.startsWith('__reactProps$'))).toBe(true);
  expect(isHydrated(button)).toBe(false);
  button.click();

  await act(async () => {
    settle?.('Done');
    await data;
  });
  expect(isHydrated(button)).toBe(true);
  expect(button.textContent).toBe('Tapped 0');

  // Rendered again since (its fiber now has an alternate), it stays hydrated and takes clicks.
  act(() => button.click());
  expect(button.textContent).toBe('Tapped 1');
  expect(isHydrated(button)).toBe(true);
});

test('server markup React has not reached is not hydrated', () => {
  const container = serverHtml();
  expect(isHydrated(container.querySelector('button')!)).toBe(false);
});
