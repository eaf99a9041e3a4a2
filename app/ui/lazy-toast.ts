import type { Id, ToastContent, ToastOptions } from "react-toastify";

/*
 * react-toastify's `toast` for a page's own code, without the library in the page's first JavaScript
 * (issue 30: 9 KB gzipped on the login, sign-up and profile forms, the forum and the question editor):
 * the library loads on the first toast. The id is known at once (ours, unless the caller gives one), so a
 * toast can be dismissed before the library is here; calls keep their order (one promise, chained).
 * The container stays the root's (app/ui/toasts.tsx): a toast shown before it is there waits in the queue.
 */
const load = () => import("react-toastify");
let count = 0;

function show(kind: "success" | "error", content: ToastContent, options?: ToastOptions): Id {
  const toastId = options?.toastId ?? `toast-${++count}`;
  void load().then(({ toast }) => toast[kind](content, { ...options, toastId }));
  return toastId;
}

export const toast = {
  success: (content: ToastContent, options?: ToastOptions) => show("success", content, options),
  error: (content: ToastContent, options?: ToastOptions) => show("error", content, options),
  dismiss: (id?: Id) => void load().then(({ toast }) => toast.dismiss(id)),
};
