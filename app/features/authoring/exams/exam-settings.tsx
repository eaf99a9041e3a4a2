import { useTranslation } from "react-i18next";
import { Form, useNavigation } from "react-router";
import { EXAM_LIMITS } from "./plan";

type Props = {
  exam: { title: string; description: string; kind: string; thresholds: { verbal?: number; math?: number } | null };
  modules: { index: number; name: string; variant: string; minutes: number; breakAfterMinutes: number; test: string; module: number; questions: unknown[] }[];
  errors: Record<string, string[]> | null;
};

/** Title, description, each module's minutes and break, and (adaptive) module 1's threshold per test. */
export function ExamSettings({ exam, modules, errors }: Props) {
  const { t } = useTranslation("authoring");
  const navigation = useNavigation();
  const input = "rounded-lg border border-slate-300 px-2 py-1.5 text-sm";
  const err = (key: string) => (errors?.[key]?.[0] ? <span className="text-xs text-red-600">{t(errors[key]![0]!, { ns: "common" })}</span> : null);
  const tests = [...new Set(modules.map((m) => m.test))] as ("verbal" | "math")[];
  return (
    <Form method="post" className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4" aria-labelledby="settings-title">
      <h2 id="settings-title" className="font-semibold">
        {t("exams.settings")}
      </h2>
      <input type="hidden" name="intent" value="settings" />
      <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
        {t("exams.fields.title")}
        <input name="title" defaultValue={exam.title} maxLength={EXAM_LIMITS.title} required className={input} />
        {err("title")}
      </label>
      <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
        {t("exams.fields.description")}
        <textarea name="description" defaultValue={exam.description} maxLength={EXAM_LIMITS.description} rows={2} className={input} />
      </label>
      <div className="overflow-x-auto">
        <table className="w-full text-sm">
          <thead>
            <tr className="text-left text-xs text-slate-500">
              <th scope="col" className="py-1">
                {t("exams.module")}
              </th>
              <th scope="col" className="py-1">
                {t("exams.fields.minutes")}
              </th>
              <th scope="col" className="py-1">
                {t("exams.fields.breakAfter")}
              </th>
            </tr>
          </thead>
          <tbody>
            {modules.map((m) => (
              <tr key={m.index}>
                <th scope="row" className="py-1 pr-2 text-left font-normal">
                  {m.name}
                  {m.variant !== "standard" ? ` (${t(`exams.variant.${m.variant}`)})` : ""}
                </th>
                <td className="py-1 pr-2">
                  <input
                    name="minutes"
                    type="number"
                    min={1}
                    max={EXAM_LIMITS.minutes}
                    defaultValue={m.minutes}
                    aria-label={t("exams.minutesOf", { module: m.name })}
                    className={`${input} w-20`}
                  />
                </td>
                <td className="py-1">
                  <input
                    name="breaks"
                    type="number"
                    min={0}
                    max={EXAM_LIMITS.breakMinutes}
                    defaultValue={m.breakAfterMinutes}
                    aria-label={t("exams.breakOf", { module: m.name })}
                    className={`${input} w-20`}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {err("minutes.0") ?? err("breaks.0")}
      </div>
      {exam.kind === "adaptive" ? (
        <div className="flex flex-wrap gap-4">
          {tests.map((test) => (
            <label key={test} className="flex flex-col gap-1 text-sm font-medium text-slate-700">
              {t("exams.fields.threshold", { test: t(`tests.${test}`) })}
              <input
                name={`threshold_${test}`}
                type="number"
                min={1}
                max={EXAM_LIMITS.questionsPerModule}
                defaultValue={exam.thresholds?.[test] ?? ""}
                className={`${input} w-24`}
              />
              {err(`threshold_${test}`)}
            </label>
          ))}
          <p className="basis-full text-xs text-slate-500">{t("exams.thresholdHint")}</p>
        </div>
      ) : null}
      <button
        type="submit"
        disabled={navigation.state !== "idle"}
        className="self-start rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold hover:bg-slate-50"
      >
        {t("exams.saveSettings")}
      </button>
    </Form>
  );
}
