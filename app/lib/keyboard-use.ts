let tracking = false;

/**
 * Marks `data-keyboard` on <html> from a key press until the next pointer press, so a heading that
 * script focuses when a view opens shows its focus ring to keyboard users only (app.css): browsers
 * count such a focus as :focus-visible even for a mouse user. Installed once, by the app's root.
 */
export function trackKeyboardUse() {
  if (tracking || typeof document === "undefined") return;
  tracking = true;
  const root = document.documentElement;
  window.addEventListener(
    "keydown",
    (e) => {
      if (!e.metaKey && !e.ctrlKey && !e.altKey) root.dataset.keyboard = "";
    },
    true,
  );
  window.addEventListener("pointerdown", () => delete root.dataset.keyboard, true);
}
