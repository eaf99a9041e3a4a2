import { useTranslation } from "react-i18next";
import type { SkillNotes } from "#content/tutor/skill-notes";
import { RichText } from "./rich-text";

type Outline = { test: "verbal" | "math"; domain: string; skills: string[] }[];

/** Offline mode on /study: every skill of the SAT by test and domain, each note opening in place. */
export function SkillNotesList({ outline, notes }: { outline: Outline; notes: SkillNotes }) {
  const { t } = useTranslation("tutor");
  const { t: tr } = useTranslation("results");
  return (
    <section aria-labelledby="skill-notes-heading" className="flex flex-col gap-4" data-testid="tutor-skill-notes">
      <header>
        <h2 id="skill-notes-heading" className="text-xl font-semibold">
          {t("study.skillsTitle")}
        </h2>
        <p className="text-sm text-slate-600">{t("study.skillsIntro")}</p>
      </header>
      <div className="grid gap-4 md:grid-cols-2">
        {outline.map((group) => (
          <div key={group.domain} className="flex flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-4">
            <h3 className="font-semibold">
              {tr(`domains.${group.domain}`)} <span className="text-xs font-normal text-slate-500">· {tr(`tests.${group.test}`)}</span>
            </h3>
            {group.skills.map((skill) => {
              const note = (notes as Record<string, SkillNotes[keyof SkillNotes]>)[skill];
              if (!note) return null;
              return (
                <details key={skill} className="rounded-lg bg-slate-50 px-3 py-2 text-sm">
                  <summary className="cursor-pointer font-medium">{tr(`skills.${skill}`)}</summary>
                  <div className="mt-2 flex flex-col gap-2 text-slate-800">
                    <RichText text={note.summary} />
                    <RichText text={note.steps.map((s, i) => `${i + 1}. ${s}`).join("\n")} />
                  </div>
                </details>
              );
            })}
          </div>
        ))}
      </div>
    </section>
  );
}
