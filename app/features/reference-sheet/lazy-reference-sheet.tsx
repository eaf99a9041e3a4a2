/** The reference sheet loaded on first open (KaTeX is about 75 KB gzipped). Same props as ReferenceSheet. */
import { lazy, Suspense } from "react";
import type { ReferenceSheetProps } from "./reference-sheet";

const ReferenceSheet = lazy(() => import("./reference-sheet").then((module) => ({ default: module.ReferenceSheet })));

export function LazyReferenceSheet(props: ReferenceSheetProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <ReferenceSheet {...props} />
    </Suspense>
  );
}
