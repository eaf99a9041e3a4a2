import { getInputProps, useInputControl, type FieldMetadata } from "@conform-to/react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { withoutKey } from "~/ui/conform-field";
import { LIMITS } from "../question-limits";
import { FieldError, inputClass } from "./field-error";

/**
 * The figure: an SVG file chosen from the device (read here, sent as text) or pasted as source, and
 * the alt text screen readers read instead (required). The server keeps only safe SVG.
 */
export function FigureField({ figure }: { figure: FieldMetadata<{ svg: string; alt: string }> }) {
  const { t } = useTranslation("authoring");
  const { svg, alt } = figure.getFieldset();
  const control = useInputControl(svg);
  const value = typeof control.value === "string" ? control.value : "";
  const [fileError, setFileError] = useState<string | null>(null);
  const fileId = useId();
  const read = async (file: File | undefined) => {
    setFileError(null);
    if (!file) return;
    if (file.size > LIMITS.svg || !/svg/i.test(file.type + file.name))
      return setFileError(t(file.size > LIMITS.svg ? "errors.figureTooLarge" : "errors.figureNotSvg"));
    control.change(await file.text());
  };
  return (
    <fieldset className="flex flex-col gap-3 rounded-xl border border-slate-200 p-3">
      <legend className="px-1 text-sm font-semibold text-slate-800">{t("form.figure")}</legend>
      <p className="text-xs text-slate-500">{t("form.figureHint")}</p>
      <div className="flex flex-wrap items-center gap-3">
        <label htmlFor={fileId} className="text-sm font-medium text-slate-700">
          {t("form.figureFile")}
        </label>
        <input id={fileId} type="file" accept=".svg,image/svg+xml" onChange={(e) => read(e.target.files?.[0])} className="text-sm" data-testid="figure-file" />
        {value ? (
          <button type="button" className="text-sm font-semibold text-red-700 hover:underline" onClick={() => control.change("")}>
            {t("form.removeFigure")}
          </button>
        ) : null}
      </div>
      {fileError ? (
        <p role="alert" className="text-sm text-red-600">
          {fileError}
        </p>
      ) : null}
      <div className="flex flex-col gap-1">
        <label htmlFor={svg.id} className="text-sm font-medium text-slate-700">
          {t("form.figureSource")}
        </label>
        <textarea
          id={svg.id}
          value={value}
          rows={value ? 5 : 2}
          spellCheck={false}
          placeholder='<svg viewBox="0 0 200 120">…</svg>'
          aria-invalid={svg.errors ? true : undefined}
          aria-describedby={svg.errors ? svg.errorId : undefined}
          onChange={(e) => control.change(e.target.value)}
          onBlur={control.blur}
          className={`${inputClass(!!svg.errors)} font-mono text-xs`}
        />
        <FieldError id={svg.errorId} errors={svg.errors} />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={alt.id} className="text-sm font-medium text-slate-700">
          {t("form.figureAlt")}
        </label>
        <input {...withoutKey(getInputProps(alt, { type: "text" }))} key={alt.key} maxLength={LIMITS.alt} className={inputClass(!!alt.errors)} />
        <FieldError id={alt.errorId} errors={alt.errors} />
      </div>
    </fieldset>
  );
}
