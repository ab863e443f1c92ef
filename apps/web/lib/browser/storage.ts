type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** A Storage kept in memory for this page: what a browser that refuses storage still allows. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}

function isReadable(kind: 'localStorage' | 'sessionStorage'): boolean {
  try {
    return window[kind] !== null && typeof window[kind].getItem === 'function';
  } catch {
    return false;
  }
}

/**
 * Web storage that works where the browser blocks it (private modes, "block all cookies"): there,
 * merely reading `window.localStorage` throws a SecurityError, which would fail whatever touches
 * it, including third-party code that reads it as it loads (the e-mail SDK does). Where storage is
 * blocked, the page gets an in-memory stand-in, installed once on `window`, which the visitor's
 * browser was never going to keep anyway.
 */
export function webStorage(kind: 'localStorage' | 'sessionStorage'): KeyValueStorage {
  if (!isReadable(kind)) {
    Object.defineProperty(window, kind, { configurable: true, value: memoryStorage() });
  }
  return window[kind];
}
