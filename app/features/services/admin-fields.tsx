import { useTranslation } from "react-i18next";
import type { LocalizedText } from "#db/schema-services";
import { LANGUAGE_NAMES, SUPPORTED_LANGUAGES } from "~/lib/i18n";
import { CoverPicture } from "./cover-picture";
import type { CoverImage } from "./cover";

type Errors = Record<string, string[]>;

function ErrorText({ id, errors, name }: { id: string; errors: Errors; name: string }) {
  const { t } = useTranslation(["services", "common"]);
  const key = errors[name]?.[0];
  return key ? (
    <p id={id} className="text-sm text-red-600">
      {t(key, { ns: "common" })}
    </p>
  ) : null;
}

/** One text in az, en and ru: a labelled input (or textarea) per language, with its own error. */
export function LocalizedFields({
  name,
  label,
  value,
  errors,
  max,
  multiline = false,
  hint,
}: {
  name: string;
  label: string;
  value?: LocalizedText;
  errors: Errors;
  max: number;
  multiline?: boolean;
  hint?: string;
}) {
  const { t } = useTranslation("services");
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-semibold text-slate-800">{label}</legend>
      {hint ? <p className="text-xs text-slate-500">{hint}</p> : null}
      {SUPPORTED_LANGUAGES.map((l) => {
        const field = `${name}_${l}`;
        const id = `field-${field}`;
        const invalid = !!errors[field]?.length;
        const common = {
          id,
          name: field,
          lang: l,
          defaultValue: value?.[l] ?? "",
          maxLength: max,
          "aria-invalid": invalid || undefined,
          "aria-describedby": invalid ? `${id}-error` : undefined,
          className: `rounded-lg border px-3 py-2 ${invalid ? "border-red-500" : "border-slate-300"}`,
        };
        return (
          <div key={l} className="flex flex-col gap-1">
            <label htmlFor={id} className="text-xs font-medium text-slate-600">
              {t("admin.inLanguage", { field: label, language: LANGUAGE_NAMES[l] })}
            </label>
            {multiline ? <textarea rows={5} {...common} /> : <input type="text" {...common} />}
            <ErrorText id={`${id}-error`} errors={errors} name={field} />
          </div>
        );
      })}
    </fieldset>
  );
}

/** The cover: the current one, and a file input for a new one (any common image; cropped to 3:2). */
export function CoverField({ cover, errors, maxMb }: { cover: CoverImage | null; errors: Errors; maxMb: number }) {
  const { t } = useTranslation("services");
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor="field-cover" className="text-sm font-semibold text-slate-800">
        {t("admin.cover")}
      </label>
      {cover ? <CoverPicture cover={cover} sizes="320px" className="max-w-xs rounded-lg" /> : null}
      <input
        id="field-cover"
        name="cover"
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
        aria-describedby="field-cover-hint"
        className="text-sm"
      />
      <p id="field-cover-hint" className="text-xs text-slate-500">
        {t("admin.coverHint", { max: maxMb })}
      </p>
      <ErrorText id="field-cover-error" errors={errors} name="cover" />
    </div>
  );
}

/** The slug: chosen once when the item is created (it is in the address), shown read-only after. */
export function SlugField({ slug, errors, prefix, suffix = "" }: { slug: string | null; errors: Errors; prefix: string; suffix?: string }) {
  const { t } = useTranslation("services");
  if (slug) {
    return (
      <p className="text-sm text-slate-600">
        {t("admin.address")}: <code className="rounded bg-slate-100 px-1.5 py-0.5">{`${prefix}${slug}${suffix}`}</code>
      </p>
    );
  }
  const invalid = !!errors.slug?.length;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor="field-slug" className="text-sm font-semibold text-slate-800">
        {t("admin.slug")}
      </label>
      <input
        id="field-slug"
        name="slug"
        required
        maxLength={60}
        pattern="[a-z0-9]+(-[a-z0-9]+)*"
        aria-invalid={invalid || undefined}
        aria-describedby="field-slug-hint"
        className={`rounded-lg border px-3 py-2 ${invalid ? "border-red-500" : "border-slate-300"}`}
      />
      <p id="field-slug-hint" className="text-xs text-slate-500">
        {t("admin.slugHint", { prefix })}
      </p>
      <ErrorText id="field-slug-error" errors={errors} name="slug" />
    </div>
  );
}
