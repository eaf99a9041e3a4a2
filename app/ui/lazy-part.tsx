import { loadOnce } from "~/lib/load-once";
import { lazy, memo, Suspense, useEffect, useState, type ComponentType, type ReactNode } from "react";

/**
 * A component whose module loads when it is first shown (decision 0064): `preload()` asks for it ahead (once;
 * again after a failure), the component renders it in a Suspense boundary of its own (nothing until it has
 * come). The service worker precaches every script of the build (decision 0055), so it comes offline too.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | null = null;
  const preload = loadOnce(() => load().then((component) => (loaded = component)));
  const Lazy = lazy(async () => ({ default: await preload() }));
  function Part(props: P) {
    // A module that had come before this part first rendered is rendered as it is: React.lazy would suspend
    // once even then, and React shows what a suspended update reveals up to 300 ms later (the exam's first
    // question after Start). Chosen once per part, so that it is never swapped under its state.
    const [Ready] = useState(() => loaded);
    return <Suspense fallback={null}>{Ready ? <Ready {...props} /> : <Lazy {...props} />}</Suspense>;
  }
  return Object.assign(Part, { preload });
}

/**
 * A part the server may render (the page after a reload): the server renders it in place (its module loads
 * when the server starts), the browser keeps that HTML until the part's chunk has come and hydrates it then
 * (a Suspense boundary on both sides). For a part with an early click (decision 0061), hold the early clicks
 * until it has mounted (holdEarlyClicks; the root drops the rest after the first hydrating render).
 *
 * The part is memoized: a render of the page above it with the same props (a translation namespace that
 * came, a hook's state) leaves it be. A boundary still holding the server's HTML that gets an update makes
 * React drop that HTML and show the (empty) fallback until the chunk comes, so whoever renders the part
 * passes it props that stay the same until it has mounted (decision 0068).
 */
export function serverRenderedPart<P extends object>(load: () => Promise<ComponentType<P>>) {
  const InBrowser = lazyPart(load);
  let onServer: ComponentType<P> | null = null;
  if (typeof document === "undefined") void InBrowser.preload().then((c) => (onServer = c));
  function Part(props: P) {
    const Loaded = typeof document === "undefined" ? onServer : null;
    return Loaded ? (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    ) : (
      <InBrowser {...props} />
    );
  }
  return Object.assign(memo(Part), { preload: InBrowser.preload });
}

/**
 * Its children from the first time `open` is true on: a dialog is not in the page until it is first opened,
 * then stays (it closes itself and gives the focus back).
 */
export function OnceOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open ? children : null;
}

/** The parts shown on demand come ahead once the page has settled (1.5 s after it mounts), so that showing one does not wait. */
export function usePreloadSoon(parts: readonly { preload: () => Promise<unknown> }[]) {
  useEffect(() => {
    const id = setTimeout(() => parts.forEach((part) => void part.preload().catch(() => {})), 1500);
    return () => clearTimeout(id);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the parts are module-level constants
  }, []);
}
