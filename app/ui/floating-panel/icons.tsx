/** Small stroke icons (24-unit grid, currentColor); decorative: the buttons around them carry the labels. */
import type { ReactNode } from "react";

export function StrokeIcon({ children, className = "size-4" }: { children: ReactNode; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export const IconMove = () => (
  <StrokeIcon>
    <path d="M12 3v18M3 12h18M12 3l-3 3M12 3l3 3M12 21l-3-3M12 21l3-3M3 12l3-3M3 12l3 3M21 12l-3-3M21 12l-3 3" />
  </StrokeIcon>
);
export const IconClose = () => (
  <StrokeIcon>
    <path d="M6 6l12 12M18 6L6 18" />
  </StrokeIcon>
);
/** Docked beside the content: undock to float. */
export const IconUndock = () => (
  <StrokeIcon>
    <path d="M4 5h10v14H4zM14 9h6v10h-6M17 6l3-3M20 3v3h-3" />
  </StrokeIcon>
);
/** Floating: dock beside the content. */
export const IconDock = () => (
  <StrokeIcon>
    <path d="M3 5h18v14H3zM15 5v14M18 9h0M18 12h0" />
  </StrokeIcon>
);
