import type { FeatureIcon as Name } from "#content/site/types";

/** Stroke paths on a 24-unit grid: every device draws them (an emoji font is not everywhere). */
const PATHS: Record<Name, string> = {
  plan: "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM12 12h.01M12 3v3M21 12h-3",
  test: "M7 3h10l2 2v16H5V3zM9 8h6M9 12h6M9 16h3",
  tutor: "M6 8h12a2 2 0 0 1 2 2v6a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2v-6a2 2 0 0 1 2-2zM12 4v4M9 13h.01M15 13h.01M2 12v3M22 12v3",
  video: "M4 5h16a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zM10 9l5 3-5 3z",
  progress: "M4 20h16M6 16l4-5 3 3 5-7M15 7h3v3",
  community: "M4 5h12v8H9l-4 3v-3H4zM16 9h4v8h-1v3l-4-3h-5v-2",
};

export function FeatureIcon({ name }: { name: Name }) {
  return (
    <svg
      aria-hidden
      focusable="false"
      width="28"
      height="28"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
