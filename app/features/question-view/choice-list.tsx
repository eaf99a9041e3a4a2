import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { choiceLetter, useChoiceName } from "./choice-name";

type Choice = { id: number; choice_text: string };

/**
 * Lettered choices; with the eliminator on, each can be crossed out and restored (Undo). Each radio is
 * named by `choiceName` ("Choice A: 14 over 5"); the card around it shows where the focus is.
 */
export function ChoiceList({
  questionId,
  choices,
  selected,
  eliminated,
  eliminator,
  onSelect,
  onEliminate,
}: {
  questionId: number;
  choices: Choice[];
  selected: number | null;
  eliminated: number[];
  eliminator: boolean;
  onSelect: (id: number) => void;
  onEliminate: (next: number[]) => void;
}) {
  const { t } = useTranslation("exam");
  const name = useChoiceName();
  // The page is rendered on the server: a choice clicked before the script took over is checked in the
  // page but unknown to the store. Take it as the student's answer once the script runs.
  const fieldset = useRef<HTMLFieldSetElement>(null);
  const early = useRef({ selected, onSelect });
  useEffect(() => {
    const checked = fieldset.current?.querySelector<HTMLInputElement>("input[type=radio]:checked");
    const id = checked ? Number(checked.value) : null;
    if (id && id !== early.current.selected) early.current.onSelect(id);
  }, []);
  return (
    <fieldset ref={fieldset} className="flex flex-col gap-3">
      <legend className="sr-only">{t("choices")}</legend>
      {choices.map((c, i) => {
        const out = eliminated.includes(c.id);
        const chosen = selected === c.id;
        return (
          <div key={c.id} className="flex items-center gap-2">
            <label
              className={`flex flex-1 cursor-pointer items-center gap-3 rounded-xl border-2 px-3 py-2.5 transition-colors has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700 ${
                chosen ? "border-brand-600 bg-brand-50" : "border-slate-400 hover:border-slate-600"
              } ${out ? "text-slate-600" : ""}`}
              data-testid="choice"
            >
              <input
                type="radio"
                name={`q-${questionId}`}
                value={c.id}
                className="sr-only"
                checked={chosen}
                onChange={() => onSelect(c.id)}
                aria-label={name(i, c.choice_text)}
                aria-describedby={out ? `out-${c.id}` : undefined}
              />
              <span
                aria-hidden
                className={`flex h-7 w-7 shrink-0 items-center justify-center rounded-full border-2 text-sm font-bold ${chosen ? "border-brand-600 bg-brand-600 text-white" : out ? "border-slate-400" : "border-slate-600"}`}
              >
                {choiceLetter(i)}
              </span>
              <span aria-hidden className={`exam-html ${out ? "line-through decoration-2" : ""}`} dangerouslySetInnerHTML={{ __html: c.choice_text }} />
              {out ? (
                <span id={`out-${c.id}`} className="sr-only">
                  {t("eliminator.crossedOut")}
                </span>
              ) : null}
            </label>
            {eliminator ? (
              out ? (
                <button
                  type="button"
                  className="min-h-8 min-w-16 shrink-0 px-1 text-sm font-semibold text-brand-700 underline"
                  onClick={() => onEliminate(eliminated.filter((x) => x !== c.id))}
                  aria-label={t("eliminator.undoLabel", { letter: choiceLetter(i) })}
                >
                  {t("eliminator.undo")}
                </button>
              ) : (
                <button
                  type="button"
                  className="flex min-h-8 min-w-16 shrink-0 items-center justify-center"
                  onClick={() => onEliminate([...eliminated, c.id])}
                  aria-label={t("eliminator.crossOutLabel", { letter: choiceLetter(i) })}
                >
                  <span aria-hidden className="relative flex h-6 w-6 items-center justify-center rounded-full border border-slate-600 text-xs font-bold">
                    {choiceLetter(i)}
                    <span className="absolute h-0.5 w-8 bg-slate-700" />
                  </span>
                </button>
              )
            ) : null}
          </div>
        );
      })}
    </fieldset>
  );
}
