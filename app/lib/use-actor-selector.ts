import { useCallback, useSyncExternalStore } from "react";

/** What an actor reference offers to be watched: an XState actor, or a stand-in of one (exam/client/lazy-session.ts). */
export type Watchable<S> = { getSnapshot(): S; subscribe(listener: () => void): { unsubscribe(): void } };

/**
 * A value read from an actor's snapshot, re-rendering when it changes: @xstate/react's `useSelector` for
 * selectors that return plain values (numbers, booleans, strings), on React's own useSyncExternalStore, so
 * the exam page's first load needs no XState package (decision 0064).
 */
export function useActorSelector<S, T>(ref: Watchable<S> | undefined, select: (snapshot: S | undefined) => T): T {
  const subscribe = useCallback(
    (listener: () => void) => {
      if (!ref) return () => {};
      const subscription = ref.subscribe(listener);
      return () => subscription.unsubscribe();
    },
    [ref],
  );
  const read = () => select(ref?.getSnapshot());
  return useSyncExternalStore(subscribe, read, read);
}
