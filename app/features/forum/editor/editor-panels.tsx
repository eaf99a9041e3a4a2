import { useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "~/ui/button";
import { latexToHtml } from "~/ui/rich-text/math-node";
import { MAX_LATEX } from "./inline-math";

type PanelProps = { initial: string; onApply: (value: string) => void; onClose: () => void };

const inputClass =
  "min-w-0 flex-1 rounded-md border border-slate-300 px-2 py-1.5 text-sm outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100";

/** A web address for the selected text: http(s) or mailto only (the server drops anything else too). */
export function LinkPanel({ initial, onApply, onClose }: PanelProps) {
  const { t } = useTranslation("forum");
  const id = useId();
  const [value, setValue] = useState(initial);
  const [error, setError] = useState(false);
  const apply = () => {
    const href = value.trim();
    if (href && !/^(https?:\/\/|mailto:)/i.test(href) && /^[a-z][a-z0-9+.-]*:/i.test(href)) return setError(true);
    onApply(href && !/^(https?:\/\/|mailto:)/i.test(href) ? `https://${href}` : href);
  };
  return (
    <div className="flex flex-wrap items-center gap-2 border-t border-slate-100 p-2" onKeyDown={(e) => e.key === "Escape" && (e.stopPropagation(), onClose())}>
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {t("editor.linkLabel")}
      </label>
      <input
        id={id}
        autoFocus
        type="url"
        inputMode="url"
        value={value}
        maxLength={2000}
        placeholder="https://"
        aria-invalid={error || undefined}
        onChange={(e) => (setValue(e.target.value), setError(false))}
        onKeyDown={(e) => e.key === "Enter" && (e.preventDefault(), apply())}
        className={inputClass}
      />
      <Button variant="secondary" className="px-3 py-1.5" onClick={apply}>
        {value.trim() ? t("editor.apply") : t("editor.removeLink")}
      </Button>
      <Button variant="ghost" className="px-3 py-1.5" onClick={onClose}>
        {t("editor.cancel")}
      </Button>
      {error ? (
        <p role="alert" className="w-full text-sm text-red-600">
          {t("editor.linkInvalid")}
        </p>
      ) : null}
    </div>
  );
}

/** TeX for a formula, with a live preview (KaTeX, which never runs the TeX as code). */
export function MathPanel({ initial, onApply, onClose }: PanelProps) {
  const { t } = useTranslation("forum");
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
          placeholder="\frac{a}{b}"
          aria-describedby={`${id}-hint`}
          onChange={(e) => setValue(e.target.value)}
          onKeyDown={(e) => e.key === "Enter" && (e.preventDefault(), onApply(value.trim()))}
          className={`${inputClass} font-mono`}
          data-testid="math-input"
        />
        <Button variant="secondary" className="px-3 py-1.5" onClick={() => onApply(value.trim())} disabled={!value.trim()}>
          {initial ? t("editor.apply") : t("editor.insert")}
        </Button>
        <Button variant="ghost" className="px-3 py-1.5" onClick={onClose}>
          {t("editor.cancel")}
        </Button>
      </div>
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        {t("editor.mathHint")}
      </p>
      {preview ? (
        <div
          className="rounded-md bg-slate-50 px-3 py-2"
          aria-label={t("editor.preview")}
          data-testid="math-preview"
          dangerouslySetInnerHTML={{ __html: preview }}
        />
      ) : null}
    </div>
  );
}
