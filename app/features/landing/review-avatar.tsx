/** Backgrounds dark enough for white initials (contrast of at least 4.5:1); picked by the name, so a reviewer keeps theirs. */
const COLOURS = ["bg-brand-700", "bg-emerald-700", "bg-amber-700", "bg-rose-700", "bg-sky-700", "bg-violet-700"] as const;

/** "Aysel M." → "AM", "Мурад Г." → "МГ": the first letter of the first and of the last word. */
export function reviewInitials(name: string): string {
  const words = name
    .split(/\s+/)
    .map((w) => w.replace(/[^\p{L}]/gu, ""))
    .filter(Boolean);
  if (words.length === 0) return "?";
  return (words[0]!.charAt(0) + (words.length > 1 ? words.at(-1)!.charAt(0) : "")).toLocaleUpperCase();
}

function colourOf(name: string) {
  let hash = 0;
  for (const ch of name) hash = (hash * 31 + ch.codePointAt(0)!) >>> 0;
  return COLOURS[hash % COLOURS.length]!;
}

/**
 * A testimonial's avatar: the reviewer's initials on a colour of their own, generated (no photos of real
 * people). An image to screen readers, named by `label` ("Aysel M.'s avatar"), not two stray letters.
 */
export function ReviewAvatar({ name, label }: { name: string; label: string }) {
  return (
    <span
      role="img"
      aria-label={label}
      data-testid="review-avatar"
      className={`inline-flex size-11 shrink-0 select-none items-center justify-center rounded-full text-base font-semibold text-white ${colourOf(name)}`}
    >
      <span aria-hidden>{reviewInitials(name)}</span>
    </span>
  );
}
