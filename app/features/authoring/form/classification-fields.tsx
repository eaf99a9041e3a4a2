import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { withoutKey } from "~/ui/conform-field";
import { ConformSelect } from "~/ui/select";
import { IDENTIFIER_PATTERN, LIMITS } from "../question-limits";
import { DIFFICULTIES, domainsOf, skillsOf, TESTS, type TestKind } from "../taxonomy";
import { FieldError, inputClass } from "./field-error";

type Fields = {
  identifier: FieldMetadata<string>;
  question_type: FieldMetadata<string>;
  test: FieldMetadata<string>;
  domain: FieldMetadata<string>;
  skill: FieldMetadata<string>;
  difficulty_level: FieldMetadata<string>;
  ordering: FieldMetadata<string>;
  tags: FieldMetadata<string>;
};

function Labelled({ meta, label, hint, children }: { meta: FieldMetadata<string>; label: string; hint?: string; children: React.ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={meta.id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      {children}
      {hint ? (
        <p id={meta.descriptionId} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      <FieldError id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

/**
 * What the question is: identifier, type, and its place in the College Board taxonomy (test, then a
 * domain of that test, then a skill of that domain), difficulty, ordering and tags.
 */
export function ClassificationFields({ fields, identifierLocked }: { fields: Fields; identifierLocked: boolean }) {
  const { t } = useTranslation(["authoring", "results"]);
  const test = (fields.test.value === "verbal" ? "verbal" : "math") as TestKind;
  const domain = typeof fields.domain.value === "string" ? fields.domain.value : "";
  const domains = domainsOf(test);
  const skills = domains.includes(domain) ? skillsOf(test, domain) : [];
  const type = fields.question_type.value === "OE" ? "OE" : "SC";
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <Labelled meta={fields.identifier} label={t("fields.identifier")} hint={identifierLocked ? t("form.identifierLocked") : t("form.identifierHint")}>
        <input
          {...withoutKey(getInputProps(fields.identifier, { type: "text", ariaDescribedBy: fields.identifier.descriptionId }))}
          key={fields.identifier.key}
          readOnly={identifierLocked}
          maxLength={LIMITS.identifier}
          pattern={IDENTIFIER_PATTERN.source}
          autoComplete="off"
          spellCheck={false}
          className={`${inputClass(!!fields.identifier.errors)} font-mono ${identifierLocked ? "bg-slate-50" : ""}`}
        />
      </Labelled>
      <fieldset className="flex flex-col gap-1">
        <legend className="text-sm font-medium text-slate-700">{t("fields.type")}</legend>
        <div className="flex gap-2">
          {(["SC", "OE"] as const).map((v) => (
            <label
              key={v}
              className={`flex flex-1 cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm ${type === v ? "border-brand-600 bg-brand-50" : "border-slate-300"}`}
            >
              <input
                {...withoutKey(getInputProps(fields.question_type, { type: "radio", value: v }))}
                key={`${fields.question_type.key}-${v}`}
                className="accent-brand-600"
              />
              {t(`typesShort.${v}`)}
            </label>
          ))}
        </div>
        <FieldError id={fields.question_type.errorId} errors={fields.question_type.errors} />
      </fieldset>
      <ConformSelect meta={fields.test} label={t("fields.test")} controlClassName="text-sm">
        {TESTS.map((tk) => (
          <option key={tk} value={tk}>
            {t(`tests.${tk}`)}
          </option>
        ))}
      </ConformSelect>
      <ConformSelect meta={fields.difficulty_level} label={t("fields.difficulty")} controlClassName="text-sm">
        {DIFFICULTIES.map((d) => (
          <option key={d} value={d}>
            {t(`difficulty.${d}`)}
          </option>
        ))}
      </ConformSelect>
      <ConformSelect key={`${fields.domain.key}-${test}`} meta={fields.domain} label={t("fields.domain")} controlClassName="text-sm">
        <option value="">{t("form.choose")}</option>
        {domains.map((d) => (
          <option key={d} value={d}>
            {t(`results:domains.${d}`)}
          </option>
        ))}
      </ConformSelect>
      <ConformSelect
        key={`${fields.skill.key}-${test}-${domain}`}
        meta={fields.skill}
        label={t("fields.skill")}
        disabled={!skills.length}
        controlClassName="text-sm"
      >
        <option value="">{t("form.choose")}</option>
        {skills.map((s) => (
          <option key={s} value={s}>
            {t(`results:skills.${s}`)}
          </option>
        ))}
      </ConformSelect>
      <Labelled meta={fields.ordering} label={t("fields.ordering")} hint={t("form.orderingHint")}>
        <input
          {...withoutKey(getInputProps(fields.ordering, { type: "number", ariaDescribedBy: fields.ordering.descriptionId }))}
          key={fields.ordering.key}
          step={1}
          className={inputClass(!!fields.ordering.errors)}
        />
      </Labelled>
      <Labelled meta={fields.tags} label={t("fields.tags")} hint={t("form.tagsHint")}>
        <input
          {...withoutKey(getInputProps(fields.tags, { type: "text", ariaDescribedBy: fields.tags.descriptionId }))}
          key={fields.tags.key}
          maxLength={900}
          className={inputClass(!!fields.tags.errors)}
        />
      </Labelled>
    </div>
  );
}
