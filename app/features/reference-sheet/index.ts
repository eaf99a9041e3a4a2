/** Public surface of the reference sheet: loaded on first open (KaTeX stays out of the first load). */
export type { ReferenceSheetProps } from "./reference-sheet";
export { LazyReferenceSheet } from "./lazy-reference-sheet";
