import { useTranslation } from "react-i18next";
import { ToastContainer, type CloseButtonProps } from "react-toastify";
// The toasts' styles come with the container (a chunk of their own), not in every page's first CSS.
import "react-toastify/dist/ReactToastify.css";

/**
 * Product toasts: bottom-right, 3500 ms, paused on hover, at most 3 on screen (the rest queue). The
 * region's and the close button's names are in the interface language (the library's are English);
 * no progress bar, as the library names it "notification timer" in English only.
 */
export default function ProductToasts() {
  const { t } = useTranslation("common");
  return (
    <ToastContainer
      position="bottom-right"
      autoClose={3500}
      pauseOnHover
      limit={3}
      newestOnTop
      theme="light"
      hideProgressBar
      aria-label={t("toasts.label")}
      closeButton={(props: CloseButtonProps) => <CloseToast {...props} label={t("toasts.close")} />}
    />
  );
}

/** The library's close button (same classes and icon), with a translated name. */
function CloseToast({ closeToast, theme, label }: CloseButtonProps & { label: string }) {
  return (
    <button
      type="button"
      className={`Toastify__close-button Toastify__close-button--${theme}`}
      aria-label={label}
      onClick={(e) => {
        e.stopPropagation();
        closeToast(true);
      }}
    >
      <svg aria-hidden="true" viewBox="0 0 14 16">
        <path fillRule="evenodd" d="M7.71 8.23l3.75 3.75-1.48 1.48-3.75-3.75-3.75 3.75L1 11.98l3.75-3.75L1 4.48 2.48 3l3.75 3.75L9.98 3l1.48 1.48-3.75 3.75z" />
      </svg>
    </button>
  );
}
