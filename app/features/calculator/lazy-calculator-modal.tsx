/**
 * The calculator loaded on first open: mathjs and the graphing code (about 120 KB gzipped)
 * stay out of the exam route's first load. Same props as CalculatorModal.
 */
import { lazy, Suspense } from "react";
import type { CalculatorModalProps } from "./calculator-modal";

const CalculatorModal = lazy(() => import("./calculator-modal").then((module) => ({ default: module.CalculatorModal })));

export function LazyCalculatorModal(props: CalculatorModalProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <CalculatorModal {...props} />
    </Suspense>
  );
}
