import { useTranslation } from "react-i18next";

/** Worked examples of entries: the answer, ways to enter it, and entries that are not accepted. */
const EXAMPLES = [
  { answer: "3.5", ok: ["3.5", "3.50", "7/2"], not: ["3 1/2"] },
  { answer: "2/3", ok: ["2/3", ".6666", ".6667", "0.666", "0.667"], not: ["0.66", ".66", "0.67", ".67"] },
  { answer: "-1/3", ok: ["-1/3", "-.3333", "-0.333"], not: ["-.33", "-0.33"] },
] as const;

/**
 * How to enter a student-produced response, with worked examples: shown beside a question that takes a
 * typed answer, as the digital SAT does (our own wording; the rule itself is grading/grid-in.ts).
 */
export function SprDirections() {
  const { t } = useTranslation("exam");
  return (
    <section aria-labelledby="spr-directions" className="flex flex-col gap-3 text-sm leading-relaxed text-slate-800" data-testid="spr-directions">
      <h2 id="spr-directions" className="text-base font-bold">
        {t("spr.title")}
      </h2>
      <ul className="list-disc space-y-1.5 pl-5">
        {(["one", "length", "fraction", "decimal", "mixed", "symbols"] as const).map((k) => (
          <li key={k}>{t(`spr.rules.${k}`)}</li>
        ))}
      </ul>
      <table className="mt-1 w-full border-collapse text-left">
        <caption className="mb-1 text-left font-semibold">{t("spr.examples")}</caption>
        <thead>
          <tr className="border-b-2 border-slate-300">
            <th scope="col" className="py-1.5 pr-2">
              {t("spr.answer")}
            </th>
            <th scope="col" className="py-1.5 pr-2">
              {t("spr.accepted")}
            </th>
            <th scope="col" className="py-1.5">
              {t("spr.notAccepted")}
            </th>
          </tr>
        </thead>
        <tbody>
          {EXAMPLES.map((e) => (
            <tr key={e.answer} className="border-b border-slate-200 align-top">
              <th scope="row" className="py-1.5 pr-2 font-mono font-semibold">
                {e.answer}
              </th>
              <td className="py-1.5 pr-2 font-mono">{e.ok.join(", ")}</td>
              <td className="py-1.5 font-mono text-slate-600">{e.not.join(", ")}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="text-slate-600">{t("spr.why")}</p>
    </section>
  );
}
