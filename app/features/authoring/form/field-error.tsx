import { useTranslation } from "react-i18next";

/** The first error of a field (an i18n key, e.g. authoring:errors.oneCorrect or validation.required), translated. */
export function useErrorText() {
  const { t } = useTranslation("common");
  return (errors: string[] | undefined | null) => (errors?.length ? t(errors[0]!, { ns: "common" }) : null);
}

export function FieldError({ id, errors }: { id: string; errors: string[] | undefined | null }) {
  const text = useErrorText()(errors);
  return text ? (
    <p id={id} className="text-sm text-red-600" data-testid={`error-${id}`}>
      {text}
    </p>
  ) : null;
}

export const inputClass = (invalid: boolean) =>
  `w-full rounded-lg border px-3 py-2 text-sm text-slate-900 shadow-sm outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100 ${invalid ? "border-red-500" : "border-slate-300"}`;
