import { describe, expect, it } from "vitest";
import { digestFigures, type DigestAnswer, type DigestInput } from "~/features/digest/content";
import { digestMail } from "~/features/digest/render.server";
import { readUnsubscribeToken, unsubscribeToken } from "~/features/digest/unsubscribe-token.server";
import { isoWeekKey, isoWeekStart, lastCompleteWeek, weekBounds } from "~/features/digest/week";
import { i18nFor } from "~/lib/i18n.server";

/**
 * The weekly digest's pure parts (decision 0053): ISO weeks, the figures it reports, the mail written
 * from them in each language, and the signed unsubscribe token.
 */
const day = 86_400_000;
const at = (iso: string) => Date.parse(iso);

describe("ISO weeks", () => {
  it("names a week by the year of its Thursday", () => {
    expect(isoWeekKey(at("2026-01-01T12:00:00Z"))).toBe("2026-W01");
    expect(isoWeekKey(at("2025-12-29T00:00:00Z"))).toBe("2026-W01");
    expect(isoWeekKey(at("2025-12-28T23:59:59Z"))).toBe("2025-W52");
    expect(isoWeekKey(at("2026-11-23T06:00:00Z"))).toBe("2026-W48");
    expect(isoWeekKey(at("2027-01-01T00:00:00Z"))).toBe("2026-W53");
    expect(isoWeekKey(at("2021-01-03T23:00:00Z"))).toBe("2020-W53");
    expect(isoWeekKey(at("2021-01-04T00:00:00Z"))).toBe("2021-W01");
  });

  it("bounds a week from Monday 00:00 UTC to the next Monday, and refuses what is not a week", () => {
    expect(weekBounds("2026-W48")).toEqual({ start: at("2026-11-23T00:00:00Z"), end: at("2026-11-30T00:00:00Z") });
    expect(weekBounds("2026-W53")).toEqual({ start: at("2026-12-28T00:00:00Z"), end: at("2027-01-04T00:00:00Z") });
    for (const bad of ["2025-W53", "2026-W00", "2026-W54", "2026-48", "W48", "2026-W4"]) expect(weekBounds(bad), bad).toBeNull();
    expect(isoWeekStart(at("2026-11-29T23:59:59Z"))).toBe(at("2026-11-23T00:00:00Z"));
  });

  it("reports the last complete week, whenever in the week the job runs (a retry on Tuesday too)", () => {
    expect(lastCompleteWeek(at("2026-11-30T06:00:00Z"))).toBe("2026-W48");
    expect(lastCompleteWeek(at("2026-12-01T10:00:00Z"))).toBe("2026-W48");
    expect(lastCompleteWeek(at("2026-12-06T23:59:00Z"))).toBe("2026-W48");
    expect(lastCompleteWeek(at("2027-01-04T06:00:00Z"))).toBe("2026-W53");
  });
});

const week = weekBounds("2026-W48")!;
const answer = (skill: string, test: "verbal" | "math", correct: boolean, t: number): DigestAnswer => ({ skill, test, correct, at: t });
const input = (over: Partial<DigestInput> = {}): DigestInput => ({
  week,
  testsFinished: 1,
  setsFinished: 2,
  answers: [
    // This week: transitions 3 of 4 (75%), last week 1 of 4 (25%): up.
    ...[true, true, true, false].map((c, i) => answer("transitions", "verbal", c, week.start + i * day)),
    ...[true, false, false, false].map((c, i) => answer("transitions", "verbal", c, week.start - 7 * day + i * day)),
    // Linear equations: 1 of 2 this week (50%), 2 of 4 the week before (50%): steady.
    ...[true, false].map((c, i) => answer("linear_equations_one_variable", "math", c, week.start + day + i)),
    ...[true, true, false, false].map((c, i) => answer("linear_equations_one_variable", "math", c, week.start - 2 * day + i)),
    // Circles: new this week, 0 of 1.
    answer("circles", "math", false, week.end - 1),
    // Two weeks back and after the week: ignored.
    answer("circles", "math", true, week.start - 8 * day),
    answer("transitions", "verbal", false, week.end),
  ],
  timed: [
    { test: "verbal", ms: 60_000, correct: true, answered: true },
    { test: "verbal", ms: 150_000, correct: true, answered: true }, // over 2 × 71 s: a sink
    { test: "verbal", ms: 10_000, correct: false, answered: true }, // under 71/3 s and wrong: rushed
    { test: "verbal", ms: 0, correct: false, answered: false }, // no time recorded: not counted
    { test: "math", ms: 90_000, correct: false, answered: true },
  ],
  plan: {
    state: "ready",
    items: [
      { kind: "practice", skill: "circles", sets: 2, questions: 20 },
      { kind: "lesson", skill: "transitions", title: "Transitions <b>&</b> flow" },
      { kind: "test" },
    ],
  },
  ...over,
});

describe("the digest's figures", () => {
  it("counts effort, accuracy by skill with its trend, and pacing against the budget", () => {
    const f = digestFigures(input());
    expect(f.effort).toEqual({ tests: 1, sets: 2, questions: 7, minutes: 5 }); // 310 s of timed questions
    expect(f.skills).toEqual([
      { skill: "transitions", test: "verbal", answered: 4, correct: 3, percent: 75, previous: 25, trend: "up" },
      { skill: "circles", test: "math", answered: 1, correct: 0, percent: 0, previous: null, trend: "new" },
      { skill: "linear_equations_one_variable", test: "math", answered: 2, correct: 1, percent: 50, previous: 50, trend: "steady" },
    ]);
    expect(f.pacing).toEqual([
      { test: "verbal", questions: 3, averageSeconds: 73, budgetSeconds: 71, sinks: 1, rushedWrong: 1 },
      { test: "math", questions: 1, averageSeconds: 90, budgetSeconds: 95, sinks: 0, rushedWrong: 0 },
    ]);
    expect(f.quiet).toBe(false);
  });

  it("says a skill slips at 5 points down, and a week without anything is quiet", () => {
    const slipping = digestFigures(
      input({
        answers: [
          ...[true, false].map((c, i) => answer("boundaries", "verbal", c, week.start + i)),
          ...[true, true, true, false].map((c, i) => answer("boundaries", "verbal", c, week.start - day + i)),
        ],
      }),
    );
    expect(slipping.skills[0]).toMatchObject({ percent: 50, previous: 75, trend: "down" });
    const quiet = digestFigures(input({ testsFinished: 0, setsFinished: 0, answers: [], timed: [] }));
    expect(quiet).toMatchObject({ quiet: true, skills: [], pacing: [], effort: { tests: 0, sets: 0, questions: 0, minutes: 0 } });
  });
});

const links = {
  plan: "http://localhost:3000/plan",
  settings: "http://localhost:3000/profile/email-settings",
  unsubscribePage: "http://localhost:3000/email/unsubscribe?token=abc.def&lng=en",
  unsubscribeOneClick: "http://localhost:3000/api/email/unsubscribe/?token=abc.def",
};

describe("the digest e-mail", () => {
  it("reads the figures in English, text and HTML, with List-Unsubscribe for one click", async () => {
    const t = (await i18nFor("en")).getFixedT("en");
    const mail = digestMail({
      to: "a@example.com",
      t,
      lang: "en",
      studentName: null,
      week: { key: "2026-W48", from: "November 23", to: "November 29" },
      figures: digestFigures(input()),
      links,
    });
    expect(mail.subject).toBe("Your week on SAT Lingo: from November 23");
    expect(mail.text).toContain("- 1 test finished");
    expect(mail.text).toContain("- 2 practice sets finished");
    expect(mail.text).toContain("- 5 minutes on questions");
    expect(mail.text).toContain("- Reading and Writing · Transitions: 3 of 4 (75%), ↑ improving (25% the week before)");
    expect(mail.text).toContain("- Math · Circles: 0 of 1 (0%), • new this week");
    expect(mail.text).toContain(
      "Reading and Writing: 73 s per question on average over 3 timed questions (budget 71 s); over twice the budget: 1; rushed and wrong: 1",
    );
    expect(mail.text).toContain("- Practise Circles: 2 sets (20 questions)");
    expect(mail.text).toContain("- A full practice test");
    expect(mail.text).toContain(`Unsubscribe: ${links.unsubscribePage}`);
    expect(mail.headers).toEqual({ "List-Unsubscribe": `<${links.unsubscribeOneClick}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" });
    // A lesson title is text: escaped in the HTML, never markup; the page has its language.
    expect(mail.html).toContain("Lesson: Transitions &lt;b&gt;&amp;&lt;/b&gt; flow");
    expect(mail.html).not.toContain("<b>&</b>");
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.html).toContain(`href="${links.unsubscribePage.replace(/&/g, "&amp;")}"`);
    expect(mail.html).toMatch(/<th scope="row"[^>]*>Reading and Writing · Transitions<\/th><td[^>]*>3 of 4 \(75%\)<\/td>/);
  });

  it("is written in the recipient's language, a mentor's copy names the student in quotes", async () => {
    const f = digestFigures(input());
    const ru = digestMail({
      to: "m@example.com",
      t: (await i18nFor("ru")).getFixedT("ru"),
      lang: "ru",
      studentName: "aysel",
      week: { key: "2026-W48", from: "23 ноября", to: "29 ноября" },
      figures: f,
      links,
    });
    expect(ru.subject).toBe("Еженедельная сводка ученика «aysel»: с 23 ноября");
    expect(ru.text).toContain("- Завершено 2 набора вопросов");
    expect(ru.text).toContain("- Даны ответы на 7 вопросов");
    expect(ru.text).toContain("потому что ученик «aysel» делится");
    const az = digestMail({
      to: "s@example.com",
      t: (await i18nFor("az")).getFixedT("az"),
      lang: "az",
      studentName: null,
      week: { key: "2026-W48", from: "23 noyabr", to: "29 noyabr" },
      figures: f,
      links,
    });
    expect(az.subject).toBe("SAT Lingo-da həftəniz: 23 noyabr tarixindən");
    expect(az.text).toContain("- Bitirilmiş məşq dəsti: 2");
    expect(az.text).toContain("Abunəlikdən çıx: ");
  });

  it("says why there is no plan when the study plan is not ready", async () => {
    const t = (await i18nFor("en")).getFixedT("en");
    const mail = digestMail({
      to: "a@example.com",
      t,
      lang: "en",
      studentName: null,
      week: { key: "2026-W48", from: "a", to: "b" },
      figures: digestFigures(input({ plan: { state: "needs_settings", items: [] } })),
      links,
    });
    expect(mail.text).toContain("The week ahead:\n- Choose a target score and a test day to get a weekly plan.");
  });
});

describe("the unsubscribe token", () => {
  it("carries who and which list, and reads back", () => {
    const token = unsubscribeToken({ userId: 42, list: "own" });
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    expect(readUnsubscribeToken(token)).toEqual({ userId: 42, list: "own" });
    expect(readUnsubscribeToken(unsubscribeToken({ userId: 7, list: "students" }))).toEqual({ userId: 7, list: "students" });
  });

  it("refuses a tampered, truncated or malformed token with a 400", () => {
    const token = unsubscribeToken({ userId: 42, list: "own" });
    const [payload, signature] = token.split(".") as [string, string];
    const otherUser = Buffer.from("v1:43:own").toString("base64url");
    const flipped = signature.slice(0, -2) + (signature.at(-2) === "A" ? "B" : "A") + signature.at(-1);
    // The last character carries 2 bits and 4 unused ones: a variant that decodes to the same bytes is refused too.
    const last = "AEIMQUYcgkosw048".includes(signature.at(-1)!) ? String.fromCharCode(signature.charCodeAt(42) + 1) : signature.at(-1)!;
    const sameBytes = signature.slice(0, -1) + last;
    for (const bad of [
      `${otherUser}.${signature}`,
      `${payload}.${flipped}`,
      ...(sameBytes !== signature ? [`${payload}.${sameBytes}`] : []),
      `${payload}.${signature.slice(0, 20)}`,
      payload,
      "",
      "a.b.c",
      `${payload}.${signature}.x`,
      "%%%.***",
      42,
      null,
      "x".repeat(300),
    ]) {
      expect(() => readUnsubscribeToken(bad), String(bad)).toThrow(expect.objectContaining({ status: 400 }));
    }
  });
});
