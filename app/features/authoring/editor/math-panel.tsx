import { useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "~/ui/button";
import { latexToHtml } from "~/ui/rich-text/math-node";
import { MAX_LATEX } from "./math-node";

/** TeX for a formula with its live KaTeX preview; Enter inserts it, Escape closes. */
export function MathPanel({ initial, onApply, onClose }: { initial: string; onApply: (latex: string) => void; onClose: () => void }) {
  const { t } = useTranslation("authoring");
  const id = useId();
  const [value, setValue] = useState(initial);
  const preview = useMemo(() => (value.trim() ? latexToHtml(value) : ""), [value]);
  return (
    <div className="flex flex-col gap-2 border-t border-slate-100 p-2" onKeyDown={(e) => e.key === "Escape" && (e.stopPropagation(), onClose())}>
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={id} className="text-sm font-medium text-slate-700">
          {t("editor.mathLabel")}
        </label>
        <input
          id={id}
          autoFocus
          value={value}
          maxLength={MAX_LATEX}
          spellCheck={false}
          placeholder="\frac{3}{4}"
          aria-describedby={`${id}-hint`}
          onChange={(e) => setValue(e.target.value)}
          onKeyDown={(e) => e.key === "Enter" && (e.preventDefault(), value.trim() && onApply(value.trim()))}
          className="min-w-0 flex-1 rounded-md border border-slate-300 px-2 py-1.5 font-mono text-sm"
          data-testid="math-input"
        />
        <Button variant="secondary" className="px-3 py-1.5" onClick={() => onApply(value.trim())} disabled={!value.trim()}>
          {initial ? t("editor.apply") : t("editor.insert")}
        </Button>
        <Button variant="ghost" className="px-3 py-1.5" onClick={onClose}>
          {t("editor.cancel")}
        </Button>
      </div>
      <p id={`${id}-hint`} className="text-xs text-slate-500">
        {t("editor.mathHint")}
      </p>
      {preview ? (
        <div
          className="rounded-md bg-slate-50 px-3 py-2"
          aria-label={t("editor.mathPreview")}
          data-testid="math-preview"
          dangerouslySetInnerHTML={{ __html: preview }}
        />
      ) : null}
    </div>
  );
}
