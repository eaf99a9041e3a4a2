import { ToastContainer } from "react-toastify";

/** Product toasts: bottom-right, 3500 ms, paused on hover, at most 3 on screen (the rest queue). */
export function Toasts() {
  return <ToastContainer position="bottom-right" autoClose={3500} pauseOnHover limit={3} newestOnTop theme="light" />;
}
