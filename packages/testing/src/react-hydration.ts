interface Fiber {
  alternate: Fiber | null;
  return: Fiber | null;
  stateNode: unknown;
}

/**
 * Whether React has hydrated `node` (a DOM element) and committed that hydration: run inside the
 * page, sent as its own source text, so self-contained. React marks a DOM node with its fiber and
 * props while it renders, before it commits, and ignores a click in between ("before committing
 * that component's mount, ignore it for now", react-dom's findInstanceBlockingTarget): on two
 * busy cores a WebKit tap landed there (CI of 615470e), after a wait for the props alone. A fiber
 * is committed once the tree it hangs from is its root's current one, or once it has an alternate
 * (it has rendered again since), as react-dom's getNearestMountedFiber reads it;
 * apps/web/test/react-hydration.test.tsx pins that against react-dom.
 */
export function isHydrated(node: object): boolean {
  const key = Object.keys(node).find((name) => name.startsWith('__reactFiber$'));
  let fiber = key ? (node as Record<string, Fiber | undefined>)[key] : undefined;
  if (!fiber) return false;
  if (fiber.alternate) return true;
  while (fiber.return) fiber = fiber.return;
  return (fiber.stateNode as { current?: Fiber } | null)?.current === fiber;
}
