import type { TFunction } from "i18next";
import { escapeHtml, type OutgoingMail } from "~/lib/mail.server";
import type { DigestFigures, PlanLine, SkillLine } from "./content";

/**
 * A weekly digest as an e-mail, HTML and text from the same lines, in the recipient's language (`t` is
 * fixed to it). Nothing in it is math or markup from content: skill names, numbers and lesson titles,
 * each escaped in the HTML. The unsubscribe link is in the footer and in List-Unsubscribe (one click,
 * RFC 8058).
 */
export type DigestMailInput = {
  to: string;
  t: TFunction;
  lang: string;
  /** The student's name as the mentor knows it; null when the student reads their own digest. */
  studentName: string | null;
  week: { key: string; from: string; to: string };
  figures: DigestFigures;
  links: { plan: string; settings: string; unsubscribePage: string; unsubscribeOneClick: string };
};

const ARROWS: Record<SkillLine["trend"], string> = { up: "↑", down: "↓", steady: "→", new: "•" };

function planLine(t: TFunction, item: PlanLine): string {
  if (item.kind === "practice")
    return t("profile:digest.mail.plan.practice", { skill: t(`results:skills.${item.skill}`), count: item.sets, questions: item.questions });
  if (item.kind === "lesson") return t("profile:digest.mail.plan.lesson", { title: item.title, skill: t(`results:skills.${item.skill}`) });
  return t("profile:digest.mail.plan.test");
}

function trendText(t: TFunction, s: SkillLine): string {
  const word = t(`profile:digest.mail.trend.${s.trend}`);
  return s.previous === null ? word : `${word} (${t("profile:digest.mail.trend.before", { percent: s.previous })})`;
}

export function digestMail(input: DigestMailInput): OutgoingMail {
  const { t, figures: f, studentName: name, week, links } = input;
  const mentor = name !== null;
  const subject = mentor ? t("profile:digest.mail.subjectMentor", { name, week: week.from }) : t("profile:digest.mail.subject", { week: week.from });
  const heading = mentor ? t("profile:digest.mail.headingMentor", { name }) : t("profile:digest.mail.heading");
  const range = t("profile:digest.mail.range", { from: week.from, to: week.to });
  const effort = [
    t("profile:digest.mail.effort.tests", { count: f.effort.tests }),
    t("profile:digest.mail.effort.sets", { count: f.effort.sets }),
    t("profile:digest.mail.effort.questions", { count: f.effort.questions }),
    t("profile:digest.mail.effort.minutes", { count: f.effort.minutes }),
  ];
  const skillRows = f.skills.map((s) => ({
    name: `${t(`results:tests.${s.test}`)} · ${t(`results:skills.${s.skill}`)}`,
    right: t("profile:digest.mail.skills.right", { correct: s.correct, answered: s.answered, percent: s.percent }),
    trend: `${ARROWS[s.trend]} ${trendText(t, s)}`,
  }));
  const pacing = f.pacing.map((p) =>
    t("profile:digest.mail.pacing.line", {
      test: t(`results:tests.${p.test}`),
      average: p.averageSeconds,
      budget: p.budgetSeconds,
      count: p.questions,
      sinks: p.sinks,
      rushed: p.rushedWrong,
    }),
  );
  const plan = f.plan.state === "ready" ? f.plan.items.map((i) => planLine(t, i)) : [t(`profile:digest.mail.plan.${f.plan.state}`)];
  const why = mentor ? t("profile:digest.mail.whyMentor", { name }) : t("profile:digest.mail.why");
  const h = (key: string) => t(`profile:digest.mail.${key}`);

  const text = [
    heading,
    range,
    "",
    ...(f.quiet ? [h("quiet"), ""] : []),
    `${h("effort.heading")}:`,
    ...effort.map((e) => `- ${e}`),
    "",
    `${h("skills.heading")}:`,
    ...(skillRows.length ? skillRows.map((r) => `- ${r.name}: ${r.right}, ${r.trend}`) : [`- ${h("skills.none")}`]),
    "",
    `${h("pacing.heading")}:`,
    ...(pacing.length ? pacing.map((p) => `- ${p}`) : [`- ${h("pacing.none")}`]),
    "",
    `${h("plan.heading")}:`,
    ...plan.map((p) => `- ${p}`),
    "",
    `${h("openPlan")}: ${links.plan}`,
    "",
    "--",
    why,
    `${h("settings")}: ${links.settings}`,
    `${h("unsubscribe")}: ${links.unsubscribePage}`,
    "",
  ].join("\n");

  const e = escapeHtml;
  const section = (title: string, body: string) => `<h2 style="font-size:16px;margin:24px 0 8px">${e(title)}</h2>${body}`;
  const list = (items: string[]) => `<ul style="margin:0;padding-left:20px">${items.map((i) => `<li style="margin:0 0 4px">${e(i)}</li>`).join("")}</ul>`;
  const cell = "padding:6px 8px;border-bottom:1px solid #e2e8f0;text-align:left;vertical-align:top";
  const table = skillRows.length
    ? `<table role="table" style="border-collapse:collapse;width:100%;font-size:14px"><thead><tr><th scope="col" style="${cell}">${e(h("skills.skill"))}</th><th scope="col" style="${cell}">${e(h("skills.rightHeading"))}</th><th scope="col" style="${cell}">${e(h("skills.trendHeading"))}</th></tr></thead><tbody>${skillRows
        .map(
          (r) =>
            `<tr><th scope="row" style="${cell};font-weight:normal">${e(r.name)}</th><td style="${cell}">${e(r.right)}</td><td style="${cell}">${e(r.trend)}</td></tr>`,
        )
        .join("")}</tbody></table>`
    : `<p style="margin:0">${e(h("skills.none"))}</p>`;
  const html =
    `<!doctype html><html lang="${e(input.lang)}"><head><meta charset="utf-8"><title>${e(subject)}</title></head>` +
    `<body style="margin:0;padding:24px;background:#f8fafc;font-family:Arial,Helvetica,sans-serif;color:#0f172a;line-height:1.5">` +
    `<div style="max-width:600px;margin:0 auto;background:#ffffff;border:1px solid #e2e8f0;border-radius:12px;padding:24px">` +
    `<h1 style="font-size:20px;margin:0 0 4px">${e(heading)}</h1><p style="margin:0 0 16px;color:#475569">${e(range)}</p>` +
    (f.quiet ? `<p style="margin:0 0 16px">${e(h("quiet"))}</p>` : "") +
    section(h("effort.heading"), list(effort)) +
    section(h("skills.heading"), table) +
    section(h("pacing.heading"), pacing.length ? list(pacing) : `<p style="margin:0">${e(h("pacing.none"))}</p>`) +
    section(h("plan.heading"), list(plan)) +
    `<p style="margin:24px 0"><a href="${e(links.plan)}" style="background:#2753e0;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600;display:inline-block">${e(h("openPlan"))}</a></p>` +
    `<p style="margin:24px 0 0;font-size:13px;color:#64748b">${e(why)} <a href="${e(links.settings)}" style="color:#2753e0">${e(h("settings"))}</a> · <a href="${e(links.unsubscribePage)}" style="color:#2753e0">${e(h("unsubscribe"))}</a></p>` +
    `</div></body></html>`;
  return {
    to: input.to,
    subject,
    text,
    html,
    headers: { "List-Unsubscribe": `<${links.unsubscribeOneClick}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}
