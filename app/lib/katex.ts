import type KatexModule from "katex";
import { useEffect, useSyncExternalStore } from "react";

type Katex = typeof KatexModule;

/**
 * KaTeX where math is on screen, not in every page's JavaScript (issue 30: 76 KB gzipped). The server
 * has it from the start (`provideKatex` in entry.server.tsx), so math is rendered in the HTML; the
 * browser loads it when a component showing math first runs (`useKatex`), and until then keeps what the
 * server rendered: React does not compare `dangerouslySetInnerHTML` when it hydrates, so the server's
 * markup stays until KaTeX is here to render the same again.
 */
let katex: Katex | null = null;
let loading: Promise<Katex> | null = null;
const listeners = new Set<() => void>();

export function provideKatex(module: Katex) {
  katex = module;
}

export function loadKatex(): Promise<Katex> {
  loading ??= import("katex").then((module) => {
    katex = module.default;
    for (const listener of listeners) listener();
    return katex;
  });
  return loading;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const current = () => katex;

/** KaTeX once it is here (on the server: at once); asking for it loads it. */
export function useKatex(): Katex | null {
  const module = useSyncExternalStore(subscribe, current, current);
  useEffect(() => {
    if (!module) void loadKatex();
  }, [module]);
  return module;
}

/** What a math element shows before KaTeX has come in a page the browser drew itself: the TeX, escaped. */
export function texPlaceholder(tex: string) {
  return tex.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
