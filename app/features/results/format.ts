import type { Tally } from "./result-types";

/** Whole percent of a tally; 0 for an empty one. */
export function percentOf({ correct, total }: Tally) {
  return total > 0 ? Math.round((100 * correct) / total) : 0;
}

/** Choices are lettered from A (spec part 2, section 9). */
export function choiceLetter(index: number) {
  return String.fromCharCode(65 + index);
}
