/**
 * What the calculator remembers while a section is open: the graph's expression list and
 * slider settings, the scientific history and Ans. The exam screen owns it by wrapping the
 * section in <CalculatorMemoryProvider key={sectionId}>; closing the calculator keeps it,
 * leaving the section (unmounting the provider) forgets it. Nothing is persisted.
 */
import { createContext, useContext, useMemo, useState, type ReactNode } from "react";
import type { AnsValue, ScientificSuccess } from "./scientific-evaluator";

export const GRAPH_COLORS = ["#c74440", "#2d70b3", "#388c46", "#6042a6", "#fa7e19", "#000000"] as const;

export type TableCell = { x: string; y: string };

export type GraphRow =
  | { id: string; kind: "expression"; text: string; color: string; hidden: boolean }
  /** `columns`: the names of the table's lists (x1 and y1, then x2 and y2 …), kept when other tables go. */
  | { id: string; kind: "table"; columns: [string, string]; cells: TableCell[]; color: string; hidden: boolean };

export type SliderSettings = { value: number; min: number; max: number; step: number };

export type GraphMemory = { rows: GraphRow[]; sliders: Record<string, SliderSettings>; nextColor: number };

export type HistoryEntry = {
  id: string;
  expression: string;
  result: ScientificSuccess;
  display: "fraction" | "decimal";
};

export type ScientificMemory = { history: HistoryEntry[]; ans: AnsValue | null };

export type CalculatorMemory = { graph: GraphMemory; scientific: ScientificMemory };

export type CalculatorMemoryStore = {
  memory: CalculatorMemory;
  updateGraph: (update: (graph: GraphMemory) => GraphMemory) => void;
  updateScientific: (update: (scientific: ScientificMemory) => ScientificMemory) => void;
  reset: () => void;
};

let idCounter = 0;
export function newId(prefix: string): string {
  idCounter += 1;
  return `${prefix}-${idCounter}`;
}

export function newExpressionRow(graph: GraphMemory, text = "", id = newId("expr")): { row: GraphRow; nextColor: number } {
  const color = GRAPH_COLORS[graph.nextColor % GRAPH_COLORS.length];
  return { row: { id, kind: "expression", text, color, hidden: false }, nextColor: graph.nextColor + 1 };
}

/** A table with three empty rows, named by the first free subscript (x1/y1, x2/y2, …). */
export function newTableRow(graph: GraphMemory): { row: GraphRow; nextColor: number } {
  const used = new Set(graph.rows.flatMap((row) => (row.kind === "table" ? row.columns : [])));
  let subscript = 1;
  while (used.has(`x${subscript}`) || used.has(`y${subscript}`)) subscript++;
  const color = GRAPH_COLORS[graph.nextColor % GRAPH_COLORS.length];
  const cells = Array.from({ length: 3 }, () => ({ x: "", y: "" }));
  const row: GraphRow = { id: newId("table"), kind: "table", columns: [`x${subscript}`, `y${subscript}`], cells, color, hidden: false };
  return { row, nextColor: graph.nextColor + 1 };
}

export function createCalculatorMemory(): CalculatorMemory {
  const empty: GraphMemory = { rows: [], sliders: {}, nextColor: 0 };
  const { row, nextColor } = newExpressionRow(empty);
  return { graph: { ...empty, rows: [row], nextColor }, scientific: { history: [], ans: null } };
}

function useMemoryState(): CalculatorMemoryStore {
  const [memory, setMemory] = useState(createCalculatorMemory);
  return useMemo(
    () => ({
      memory,
      updateGraph: (update) => setMemory((current) => ({ ...current, graph: update(current.graph) })),
      updateScientific: (update) => setMemory((current) => ({ ...current, scientific: update(current.scientific) })),
      reset: () => setMemory(createCalculatorMemory()),
    }),
    [memory],
  );
}

const CalculatorMemoryContext = createContext<CalculatorMemoryStore | null>(null);

/** Keeps the calculator's expressions while mounted; key it by section to start each section afresh. */
export function CalculatorMemoryProvider({ children }: { children: ReactNode }) {
  const store = useMemoryState();
  return <CalculatorMemoryContext.Provider value={store}>{children}</CalculatorMemoryContext.Provider>;
}

/** The section's calculator memory, or null outside a CalculatorMemoryProvider. */
export function useCalculatorMemory(): CalculatorMemoryStore | null {
  return useContext(CalculatorMemoryContext);
}

/** The provider's memory, or one that lives as long as the calling component. */
export function useCalculatorMemoryOrLocal(): CalculatorMemoryStore {
  const shared = useCalculatorMemory();
  const local = useMemoryState();
  return shared ?? local;
}
