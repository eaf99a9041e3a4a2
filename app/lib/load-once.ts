/**
 * A chunk asked for once: every caller gets the same promise; after a failure (a chunk that did not come)
 * the next call asks again.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    }));
}
