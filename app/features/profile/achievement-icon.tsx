import type { AchievementId } from "#content/site/types";

/**
 * The badges' icons, drawn (24×24, stroked): the content's emoji (kept for the REST API) are empty boxes
 * where no emoji font is installed.
 */
const PATHS: Record<AchievementId, string[]> = {
  // A finish flag.
  first_exam: ["M5 21V4", "M5 4h11l-2 4 2 4H5"],
  // A stack of books.
  exams_5: ["M4 19h16", "M5 19V6h4v13", "M10 19V4h4v15", "M15 19l2.5-12 3.5.8-2.5 11.2"],
  // A cup.
  exams_10: ["M8 4h8v5a4 4 0 0 1-8 0z", "M8 6H5a3 3 0 0 0 3 4", "M16 6h3a3 3 0 0 1-3 4", "M12 13v4", "M8 20h8"],
  // A flame.
  streak_3: ["M12 21a6 6 0 0 0 6-6c0-4-3-6-4-10-2 2-2 4-2 5-1-1-2-2-2-3-2 2-4 5-4 8a6 6 0 0 0 6 6z"],
  // A bolt.
  streak_7: ["M13 3L5 14h6l-1 7 8-11h-6z"],
  // Medals: one, two, three ribbons.
  score_1000: ["M8 3l4 6 4-6", "M12 21a6 6 0 1 0 0-12 6 6 0 0 0 0 12z"],
  score_1200: ["M7 3l5 6 5-6", "M10 3l2 3 2-3", "M12 21a6 6 0 1 0 0-12 6 6 0 0 0 0 12z"],
  score_1400: ["M7 3l5 6 5-6", "M10 3l2 3 2-3", "M12 21a6 6 0 1 0 0-12 6 6 0 0 0 0 12z", "M12 12l1 2h2l-1.5 1.5.5 2-2-1-2 1 .5-2L9 14h2z"],
  // A clapperboard.
  first_lesson: ["M4 9h16v11H4z", "M4 9l2-5 14 0-2 5", "M9 4l-2 5", "M14 4l-2 5"],
  // A mortarboard.
  lessons_5: ["M2 9l10-5 10 5-10 5z", "M6 11v5c3 2 9 2 12 0v-5", "M22 9v6"],
};

export function AchievementIcon({ id, className = "" }: { id: AchievementId; className?: string }) {
  return (
    <svg
      aria-hidden
      viewBox="0 0 24 24"
      width="40"
      height="40"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      {PATHS[id].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
