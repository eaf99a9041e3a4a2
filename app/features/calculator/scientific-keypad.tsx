/** The scientific calculator's keypad. Keys insert text at the caret or run an action. */
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { IconBackspace, IconLeft, IconRight } from "./icons";

export type KeypadAction = "backspace" | "clear" | "left" | "right" | "evaluate";

type Key = {
  label: ReactNode;
  /** i18n key of the accessible name when the label is a symbol. */
  name?: string;
  insert?: string;
  action?: KeypadAction;
  tone?: "function" | "digit" | "operator" | "action" | "equals";
};

const sup = (base: string, exponent: string) => (
  <span>
    {base}
    <sup className="text-[0.7em]">{exponent}</sup>
  </span>
);

const KEYS: Key[][] = [
  [
    { label: "sin", name: "keys.sin", insert: "sin(" },
    { label: "cos", name: "keys.cos", insert: "cos(" },
    { label: "tan", name: "keys.tan", insert: "tan(" },
    { label: "(", name: "keys.openParen", insert: "(", tone: "operator" },
    { label: ")", name: "keys.closeParen", insert: ")", tone: "operator" },
    { label: <IconBackspace />, name: "keys.backspace", action: "backspace", tone: "action" },
    { label: "AC", name: "keys.clear", action: "clear", tone: "action" },
  ],
  [
    { label: sup("sin", "−1"), name: "keys.asin", insert: "asin(" },
    { label: sup("cos", "−1"), name: "keys.acos", insert: "acos(" },
    { label: sup("tan", "−1"), name: "keys.atan", insert: "atan(" },
    { label: "7", insert: "7", tone: "digit" },
    { label: "8", insert: "8", tone: "digit" },
    { label: "9", insert: "9", tone: "digit" },
    { label: "÷", name: "keys.divide", insert: "÷", tone: "operator" },
  ],
  [
    { label: sup("x", "2"), name: "keys.square", insert: "^2" },
    { label: sup("x", "y"), name: "keys.power", insert: "^" },
    { label: "√", name: "keys.sqrt", insert: "sqrt(" },
    { label: "4", insert: "4", tone: "digit" },
    { label: "5", insert: "5", tone: "digit" },
    { label: "6", insert: "6", tone: "digit" },
    { label: "×", name: "keys.multiply", insert: "×", tone: "operator" },
  ],
  [
    { label: "log", name: "keys.log", insert: "log(" },
    { label: "ln", name: "keys.ln", insert: "ln(" },
    { label: sup("10", "x"), name: "keys.tenPower", insert: "10^" },
    { label: "1", insert: "1", tone: "digit" },
    { label: "2", insert: "2", tone: "digit" },
    { label: "3", insert: "3", tone: "digit" },
    { label: "−", name: "keys.minus", insert: "-", tone: "operator" },
  ],
  [
    { label: "π", name: "keys.pi", insert: "π" },
    { label: "e", name: "keys.e", insert: "e" },
    { label: "%", name: "keys.percent", insert: "%" },
    { label: "0", insert: "0", tone: "digit" },
    { label: ".", name: "keys.point", insert: ".", tone: "digit" },
    { label: "Ans", name: "keys.ans", insert: "Ans", tone: "digit" },
    { label: "+", name: "keys.plus", insert: "+", tone: "operator" },
  ],
  [
    { label: "|x|", name: "keys.abs", insert: "abs(" },
    { label: "x!", name: "keys.factorial", insert: "!" },
    { label: "ⁿ√", name: "keys.nthRoot", insert: "nthroot(" },
    { label: ",", name: "keys.comma", insert: ", ", tone: "operator" },
    { label: <IconLeft />, name: "keys.left", action: "left", tone: "action" },
    { label: <IconRight />, name: "keys.right", action: "right", tone: "action" },
    { label: "=", name: "keys.equals", action: "evaluate", tone: "equals" },
  ],
];

const TONES: Record<NonNullable<Key["tone"]>, string> = {
  function: "bg-slate-100 text-slate-800 hover:bg-slate-200",
  digit: "bg-white text-slate-900 hover:bg-slate-100 border border-slate-200",
  operator: "bg-slate-200 text-slate-900 hover:bg-slate-300",
  action: "bg-slate-200 text-slate-900 hover:bg-slate-300",
  equals: "bg-brand-600 text-white hover:bg-brand-700",
};

type Props = { onInsert: (text: string) => void; onAction: (action: KeypadAction) => void };

export function ScientificKeypad({ onInsert, onAction }: Props) {
  const { t } = useTranslation("calculator");
  return (
    <div role="group" aria-label={t("scientific.keypad")} className="grid grid-cols-7 gap-1 p-2" data-testid="scientific-keypad">
      {KEYS.flat().map((key, index) => (
        <button
          key={index}
          type="button"
          aria-label={key.name ? t(key.name) : undefined}
          title={key.name ? t(key.name) : undefined}
          // Mouse clicks keep the caret in the input; keyboard users keep their place on the keypad.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => (key.action ? onAction(key.action) : onInsert(key.insert ?? ""))}
          className={`flex h-9 min-w-0 items-center justify-center rounded-md text-sm font-medium ${TONES[key.tone ?? "function"]}`}
        >
          {key.label}
        </button>
      ))}
    </div>
  );
}
