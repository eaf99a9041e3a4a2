import { useId } from "react";
import { useTranslation } from "react-i18next";
import { IMAGE_MAX_BYTES, IMAGE_TYPES } from "./limits";

/** The image of the post being written: the current one kept, removed, or a new file (with its preview). */
export type ImageChoice = { kind: "keep" } | { kind: "remove" } | { kind: "new"; file: File; preview: string };

/** A first check in the browser (the server checks the content again): the type as the browser says, and the size. */
export function imageProblem(file: File): string | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return "validation.imageType";
  if (file.size > IMAGE_MAX_BYTES) return "validation.imageTooLarge";
  return null;
}

export function ImagePicker({
  current,
  choice,
  onChange,
  error,
}: {
  current: { url: string } | null;
  choice: ImageChoice;
  onChange: (c: ImageChoice) => void;
  error: string | null;
}) {
  const { t } = useTranslation("forum");
  const id = useId();
  const shown = choice.kind === "new" ? choice.preview : choice.kind === "keep" ? current?.url : null;
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {t("composer.imageLabel")}
      </label>
      {shown ? (
        <div className="flex items-start gap-3">
          <img src={shown} alt={t("composer.imagePreview")} className="max-h-40 max-w-[60%] rounded-lg border border-slate-200 object-contain" />
          <button
            type="button"
            className="rounded-lg px-2 py-1 text-sm font-medium text-red-700 hover:bg-red-50"
            onClick={() => onChange(current ? { kind: "remove" } : { kind: "keep" })}
          >
            {t("composer.removeImage")}
          </button>
        </div>
      ) : null}
      <input
        id={id}
        type="file"
        name="image"
        accept={IMAGE_TYPES.join(",")}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
        className="text-sm file:mr-3 file:rounded-lg file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:text-sm file:font-medium hover:file:bg-slate-200"
        data-testid="image-input"
        onChange={(e) => {
          const file = e.target.files?.[0];
          onChange(file ? { kind: "new", file, preview: URL.createObjectURL(file) } : { kind: "keep" });
        }}
      />
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        {t("composer.imageHint", { mb: IMAGE_MAX_BYTES / 1024 / 1024 })}
      </p>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}
