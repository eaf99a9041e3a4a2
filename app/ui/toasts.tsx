import { lazy, Suspense, useEffect, useState } from "react";
import type { ToastOptions } from "react-toastify";

/*
 * Toasts without the toast library in every page's first JavaScript (issue 18: the exam screen has no use
 * for it at first paint). The container loads once the page is idle; a toast asked for earlier waits in
 * react-toastify's queue until the container is there. Pages that toast on their own (forms, the forum)
 * import react-toastify themselves, so it is in their chunks anyway.
 */
const load = () => import("react-toastify");
const ProductToasts = lazy(() => import("./toast-container"));

/** The toasts' container (app/ui/toast-container.tsx), once the page is idle. */
export function Toasts() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const start = () => setReady(true);
    if ("requestIdleCallback" in window) {
      const id = requestIdleCallback(start, { timeout: 3000 });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(start, 500);
    return () => clearTimeout(id);
  }, []);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <ProductToasts />
    </Suspense>
  );
}

/** Shows a toast from code that should not load the library up front (the root's flash messages). */
export function showToast(message: string, options?: ToastOptions) {
  void load().then(({ toast }) => toast(message, options));
}
