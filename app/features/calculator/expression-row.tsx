/** One row of the graph's expression list: colour / visibility toggle, input, message, sliders, delete. */
import { useId, type KeyboardEvent, type Ref } from "react";
import { useTranslation } from "react-i18next";
import type { GraphRow, SliderSettings } from "./calculator-memory";
import type { AnalyzedExpression } from "./graph-expressions";
import { IconClose } from "./icons";
import { resultText } from "./result-text";
import { RowMessage } from "./row-message";
import { SliderControl } from "./slider-control";
import { TableEditor } from "./table-editor";

type Props = {
  number: number;
  row: GraphRow;
  analyzed: AnalyzedExpression | undefined;
  inputRef: Ref<HTMLInputElement>;
  slider: (name: string) => SliderSettings;
  definitionSlider: (value: number) => SliderSettings;
  onText: (text: string) => void;
  onCells: (cells: Array<{ x: string; y: string }>) => void;
  onToggle: () => void;
  onDelete: () => void;
  onEnter: () => void;
  onFocus: () => void;
  onSlider: (name: string, value: number) => void;
};

export function ExpressionRow(props: Props) {
  const { number, row, analyzed, inputRef } = props;
  const { t } = useTranslation("calculator");
  const messageId = useId();
  const item = analyzed?.item;
  const hasError = item?.type === "error";
  const drawable = item?.type === "curve" || item?.type === "implicit" || item?.type === "points" || (item?.type === "regression" && item.fn !== null);
  const describedBy = resultText(item, t) !== null ? messageId : undefined;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter") {
      event.preventDefault();
      props.onEnter();
    }
  };

  return (
    <li className="flex items-stretch border-b border-slate-200" data-testid="graph-row" onFocus={props.onFocus}>
      <div className="flex w-9 shrink-0 flex-col items-center gap-1 bg-slate-50 pt-1.5 text-[11px] text-slate-500">
        <span aria-hidden="true">{number}</span>
        {drawable && (
          <button
            type="button"
            aria-pressed={!row.hidden}
            aria-label={t("graph.showRow", { number })}
            title={t(row.hidden ? "graph.hidden" : "graph.visible")}
            onClick={props.onToggle}
            className="flex size-6 items-center justify-center rounded-full"
          >
            <span className="block size-4 rounded-full border-2" style={{ borderColor: row.color, backgroundColor: row.hidden ? "transparent" : row.color }} />
          </button>
        )}
      </div>
      <div className="min-w-0 flex-1 py-1 pl-2">
        {row.kind === "expression" ? (
          <input
            ref={inputRef}
            type="text"
            value={row.text}
            onChange={(event) => props.onText(event.target.value)}
            onKeyDown={onKeyDown}
            aria-label={t("graph.expressionLabel", { number })}
            aria-invalid={hasError || undefined}
            aria-describedby={describedBy}
            placeholder={number === 1 ? t("graph.placeholder") : undefined}
            spellCheck={false}
            autoComplete="off"
            autoCapitalize="off"
            className="w-full rounded border border-transparent bg-transparent px-1.5 py-1 font-mono text-sm text-slate-900 placeholder:text-slate-400 hover:border-slate-200 focus:border-brand-500 focus:bg-white focus:outline-none"
          />
        ) : (
          <TableEditor number={number} columns={row.columns} cells={row.cells} onChange={props.onCells} />
        )}
        <RowMessage id={messageId} item={item} />
        {item?.type === "definition" && item.slider && typeof item.value === "number" && (
          <SliderControl name={item.name} settings={props.definitionSlider(item.value)} onChange={(value) => props.onSlider(item.name, value)} />
        )}
        {analyzed?.sliders.map((name) => (
          <SliderControl key={name} name={name} settings={props.slider(name)} onChange={(value) => props.onSlider(name, value)} />
        ))}
      </div>
      <button
        type="button"
        aria-label={t("graph.deleteRow", { number })}
        title={t("graph.deleteRow", { number })}
        onClick={props.onDelete}
        className="m-1 flex size-7 shrink-0 items-center justify-center self-start rounded text-slate-500 hover:bg-slate-100 hover:text-slate-800"
      >
        <IconClose />
      </button>
    </li>
  );
}
