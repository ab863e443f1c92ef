/**
 * `load` run on the first call, its promise shared by every later one; a load that failed (the
 * connection dropped) is forgotten, so the next call, a visitor's next submission, tries again.
 */
export function loadedOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}
