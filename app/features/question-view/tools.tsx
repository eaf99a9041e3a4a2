/** A tool of the question screen's bar (Calculator, Reference, Highlight, Highlights & notes). */
export type Tool = {
  id: string;
  label: string;
  icon: string;
  onSelect: () => void;
  pressed?: boolean;
  expanded?: boolean;
  /** Pressing it keeps the page's text selection (Highlight acts on the text selected first). */
  keepSelection?: boolean;
};

/** The tools' icons (SVG path data), the same on the exam and in practice. */
export const TOOL_ICONS = {
  calculator: "M5 3h14v18H5zM8 7h8M8 11h2m2 0h2m-6 4h2m2 0h2",
  reference: "M6 3h9l4 4v14H6zM9 12h6M9 16h6",
  highlight: "M4 20h6M14 4l6 6-9 9H5v-6z",
  notes: "M5 4h14v12l-4 4H5zM15 20v-4h4M8 9h8M8 13h5",
};

export function ToolIcon({ d }: { d: string }) {
  return (
    <svg
      aria-hidden
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinejoin="round"
      strokeLinecap="round"
    >
      <path d={d} />
    </svg>
  );
}
