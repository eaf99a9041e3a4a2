/** The Graphing tab: the expression list (kept in the section's memory) above the graph. */
import { useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { newExpressionRow, newId, newTableRow, type CalculatorMemoryStore, type GraphRow, type SliderSettings } from "./calculator-memory";
import { ExpressionRow } from "./expression-row";
import { GraphCanvas } from "./graph-canvas";
import { analyzeGraph, DEFAULT_PARAMETER_VALUE, type GraphExpressionInput } from "./graph-expressions";
import { graphScene } from "./graph-scene";
import { IconPlus, IconTable } from "./icons";
import type { AngleMode } from "./math-engine";
import { ResultAnnouncer } from "./result-announcer";
import { resultText } from "./result-text";

const DEFAULT_SLIDER: SliderSettings = { value: DEFAULT_PARAMETER_VALUE, min: -10, max: 10, step: 0.1 };

function roundToStep(value: number, step: number): number {
  const decimals = Math.max(0, -Math.floor(Math.log10(step)));
  return Number(value.toFixed(decimals));
}

export function GraphingCalculator({ store }: { store: CalculatorMemoryStore }) {
  const { t } = useTranslation("calculator");
  const { graph } = store.memory;
  const update = store.updateGraph;
  const [angleMode, setAngleMode] = useState<AngleMode>("rad");
  const inputRefs = useRef(new Map<string, HTMLInputElement>());
  const [focusRow, setFocusRow] = useState<string | null>(null);
  /** The row being worked on: the graph shows its points of interest. */
  const [activeRow, setActiveRow] = useState<string | null>(null);

  const inputs = useMemo<GraphExpressionInput[]>(
    () =>
      graph.rows.map((row): GraphExpressionInput =>
        row.kind === "table" ? { id: row.id, kind: "table", columns: row.columns, cells: row.cells } : { id: row.id, kind: "expression", text: row.text },
      ),
    [graph.rows],
  );
  const values = useMemo(() => Object.fromEntries(Object.entries(graph.sliders).map(([name, slider]) => [name, slider.value])), [graph.sliders]);
  const analysis = useMemo(() => analyzeGraph(inputs, values, { angleMode }), [inputs, values, angleMode]);
  const analyzedById = useMemo(() => new Map(analysis.expressions.map((expression) => [expression.id, expression])), [analysis]);

  const { items, poiCurves } = useMemo(() => graphScene(graph.rows, (id) => analyzedById.get(id)?.item), [analyzedById, graph.rows]);

  const activeIndex = graph.rows.findIndex((row) => row.id === activeRow);
  const activeResult = activeRow ? resultText(analyzedById.get(activeRow)?.item, t) : null;
  const announcement = activeResult ? t("graph.announce", { number: activeIndex + 1, result: activeResult }) : null;

  useEffect(() => {
    if (!focusRow) return;
    inputRefs.current.get(focusRow)?.focus();
    setFocusRow(null);
  }, [focusRow, graph.rows]);

  const setRow = (id: string, change: (row: GraphRow) => GraphRow) =>
    update((current) => ({ ...current, rows: current.rows.map((row) => (row.id === id ? change(row) : row)) }));

  const addExpression = (afterId?: string) => {
    const id = newId("expr");
    update((current) => {
      const { row, nextColor } = newExpressionRow(current, "", id);
      const index = afterId ? current.rows.findIndex((existing) => existing.id === afterId) + 1 : current.rows.length;
      const rows = [...current.rows.slice(0, index), row, ...current.rows.slice(index)];
      return { ...current, rows, nextColor };
    });
    setFocusRow(id);
  };

  const addTable = () =>
    update((current) => {
      const { row, nextColor } = newTableRow(current);
      return { ...current, rows: [...current.rows, row], nextColor };
    });

  const deleteRow = (id: string) =>
    update((current) => {
      const rows = current.rows.filter((row) => row.id !== id);
      if (rows.length > 0) return { ...current, rows };
      const { row, nextColor } = newExpressionRow(current);
      return { ...current, rows: [row], nextColor };
    });

  const setSlider = (name: string, value: number) =>
    update((current) => ({
      ...current,
      sliders: { ...current.sliders, [name]: { ...(current.sliders[name] ?? DEFAULT_SLIDER), value } },
    }));

  const definitionSlider = (value: number): SliderSettings => ({
    value,
    min: Math.min(-10, Math.floor(value)),
    max: Math.max(10, Math.ceil(value)),
    step: 0.1,
  });

  return (
    <div className="flex h-full min-h-0 flex-col">
      <div className="flex items-center gap-1 border-b border-slate-200 bg-slate-50 px-2 py-1">
        <button
          type="button"
          onClick={() => addExpression()}
          className="inline-flex items-center gap-1 rounded px-2 py-1 text-xs font-medium text-slate-700 hover:bg-slate-200"
        >
          <IconPlus />
          {t("graph.addExpression")}
        </button>
        <button
          type="button"
          onClick={addTable}
          className="inline-flex items-center gap-1 rounded px-2 py-1 text-xs font-medium text-slate-700 hover:bg-slate-200"
        >
          <IconTable />
          {t("graph.addTable")}
        </button>
        <button
          type="button"
          onClick={() => setAngleMode((mode) => (mode === "rad" ? "deg" : "rad"))}
          aria-label={t("graph.angleMode", { mode: t(angleMode === "rad" ? "angle.radians" : "angle.degrees") })}
          className="ml-auto rounded border border-slate-300 bg-white px-2 py-0.5 text-xs font-semibold text-slate-700 hover:bg-slate-100"
        >
          {angleMode === "rad" ? t("angle.radShort") : t("angle.degShort")}
        </button>
      </div>
      <ol aria-label={t("graph.listLabel")} className="max-h-[40%] shrink-0 overflow-y-auto" data-testid="graph-expression-list">
        {graph.rows.map((row, index) => (
          <ExpressionRow
            key={row.id}
            number={index + 1}
            row={row}
            analyzed={analyzedById.get(row.id)}
            inputRef={(element) => {
              if (element) inputRefs.current.set(row.id, element);
              else inputRefs.current.delete(row.id);
            }}
            slider={(name) => graph.sliders[name] ?? DEFAULT_SLIDER}
            definitionSlider={definitionSlider}
            onText={(text) => setRow(row.id, (current) => (current.kind === "expression" ? { ...current, text } : current))}
            onCells={(cells) => setRow(row.id, (current) => (current.kind === "table" ? { ...current, cells } : current))}
            onToggle={() => setRow(row.id, (current) => ({ ...current, hidden: !current.hidden }))}
            onDelete={() => deleteRow(row.id)}
            onEnter={() => addExpression(row.id)}
            onFocus={() => setActiveRow(row.id)}
            onSlider={(name, value) => {
              const rounded = roundToStep(value, 0.1);
              const item = analyzedById.get(row.id)?.item;
              if (item?.type === "definition" && item.name === name) {
                setRow(row.id, (current) => (current.kind === "expression" ? { ...current, text: `${name}=${rounded}` } : current));
              } else setSlider(name, rounded);
            }}
          />
        ))}
      </ol>
      <ResultAnnouncer rowId={activeRow} text={announcement} />
      <GraphCanvas
        items={items}
        poiCurves={poiCurves}
        activeId={activeRow}
        onActivate={setActiveRow}
        rowNumber={(id) => graph.rows.findIndex((row) => row.id === id) + 1}
      />
    </div>
  );
}
