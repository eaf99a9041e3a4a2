import { ToastContainer } from "react-toastify";
// The toasts' styles come with the container (a chunk of their own), not in every page's first CSS.
import "react-toastify/dist/ReactToastify.css";

/** Product toasts: bottom-right, 3500 ms, paused on hover, at most 3 on screen (the rest queue). */
export default function ProductToasts() {
  return <ToastContainer position="bottom-right" autoClose={3500} pauseOnHover limit={3} newestOnTop theme="light" />;
}
