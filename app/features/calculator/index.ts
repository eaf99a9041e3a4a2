/**
 * Public surface of the calculator for the exam screen. Light: the calculator itself is
 * loaded on first open (LazyCalculatorModal); import CalculatorModal from
 * "./calculator-modal" to bundle it eagerly instead.
 */
export type { CalculatorModalProps } from "./calculator-modal";
export { CalculatorMemoryProvider, useCalculatorMemory, type CalculatorMemory, type CalculatorMemoryStore } from "./calculator-memory";
export { LazyCalculatorModal } from "./lazy-calculator-modal";
