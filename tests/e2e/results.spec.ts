import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { openResultQuestions, signIn, signUp } from "./helpers";

type Question = { id: number; question_type: "SC" | "OE"; question_text: string; choices: { id: number; choice_text: string }[] };

async function apiToken(request: APIRequestContext, username: string, password: string) {
  const res = await request.post("/api/auth/login/", { data: { username, password } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { access: string }).access;
}

/**
 * The key of the "e2e-short" fixture, worked out as a student would: "plentiful" completes every
 * passage, the math choices are sums written in the question, and the open-ended 2x = 5 is 5/2.
 */
function rightAnswer(q: Question): number | string {
  if (q.question_type === "OE") return "2.5";
  const plentiful = q.choices.find((c) => c.choice_text === "plentiful");
  if (plentiful) return plentiful.id;
  const [a, b] = q.question_text.match(/\d+/g)!.map(Number);
  return q.choices.find((c) => Number(c.choice_text) === a! + b!)!.id;
}
const wrongAnswer = (q: Question) => q.choices.find((c) => c.id !== rightAnswer(q))!.id;

/** Creates a session of the fixture exam through the REST API; returns its id and first section. */
async function startExam(request: APIRequestContext, token: string) {
  const headers = { Authorization: `Bearer ${token}` };
  const exams = (await (await request.get("/api/exams/", { headers })).json()) as { id: number; name: string }[];
  const exam = exams.find((e) => e.name === "E2E Short Exam")!;
  const created = await request.post("/api/exams/session/", { headers, data: { exam: exam.id } });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const session = await (await request.get(`/api/exams/session/${id}/`, { headers })).json();
  return { id, next: session.next_section as number };
}

/** Takes and submits every module; `plan(module, index)` says right, wrong or blank. */
async function finishExam(request: APIRequestContext, token: string, plan: (module: number, index: number) => "right" | "wrong" | "blank") {
  const headers = { Authorization: `Bearer ${token}` };
  const { id, next: first } = await startExam(request, token);
  let next = first;
  for (let module = 0; module < 10; module++) {
    const take = await request.get(`/api/exams/section/${next}/take/?sessionId=${id}`, { headers });
    expect(take.status()).toBe(200);
    const section = (await take.json()) as { id: number; sat_question_group: { questions: Question[] } };
    const answers: Record<string, number | string> = {};
    for (const [i, q] of section.sat_question_group.questions.entries()) {
      const what = plan(module, i);
      if (what !== "blank") answers[q.id] = what === "right" ? rightAnswer(q) : wrongAnswer(q);
    }
    const submitted = await request.post(`/api/exams/section/${section.id}/submit-section/`, { headers, data: { session: id, answers } });
    expect(submitted.status()).toBe(200);
    const state = (await submitted.json()) as { state: string; next_section: number };
    if (state.state === "finished") return id;
    next = state.next_section;
  }
  throw new Error("the exam did not finish");
}

/** Clicks a tab until the hydrated page selects it (a click before hydration does nothing). */
async function selectTab(page: Page, name: RegExp) {
  const tab = page.getByRole("tab", { name });
  await expect(async () => {
    await tab.click();
    await expect(tab).toHaveAttribute("aria-selected", "true", { timeout: 1000 });
  }).toPass();
  // The tab is selected at once; its panel shows a spinner until the module's questions have come.
  await expect(page.getByRole("tabpanel").getByRole("article").first()).toBeVisible();
  return tab;
}

test("a student reads their result: title, counts by difficulty, modules as tabs, no answer key", async ({ page, request }) => {
  const student = await signUp(page);
  const token = await apiToken(request, student.username, student.password);

  // Before the exam is finished the page says so and leads back to the exam.
  const unfinished = await startExam(request, token);
  const early = await page.goto(`/exams/result/${unfinished.id}?lng=en`);
  expect(early?.status()).toBe(409);
  await expect(page.getByTestId("result-error")).toHaveText("This result is not available yet: the exam is not finished.");
  await expect(page.getByRole("link", { name: "Return to the exam" })).toHaveAttribute("href", `/exams/session/${unfinished.id}`);

  // Module 1: right, wrong, blank (the easier module 2); module 2: all right; Math: all right.
  const id = await finishExam(request, token, (module, i) => (module === 0 ? (["right", "wrong", "blank"] as const)[i]! : "right"));
  await page.goto(`/exams/result/${id}?lng=en`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Exam Result: E2E Short Exam");
  await expect(page.getByTestId("result-username")).toHaveText(student.username);
  // easy: 2 RW + 2 Math right of 4; medium: RW module 1 wrong, module 2 and the open-ended right; hard: 1 of 2.
  await expect(page.getByTestId("difficulty-easy")).toContainText("4 of 4");
  await expect(page.getByTestId("difficulty-medium")).toContainText("2 of 3");
  await expect(page.getByTestId("difficulty-hard")).toContainText("1 of 2");
  await expect(page.getByTestId("overall-count")).toHaveText("7 of 9 correct (78%)");
  await expect(page.getByTestId("domain-craft_structure")).toContainText("4/6 (67%)");
  await expect(page.getByTestId("domain-algebra")).toContainText("3/3 (100%)");
  await expect(page.getByText("This exam reports percentages only, so no scaled score is estimated.")).toBeVisible();

  const tabs = page.getByRole("tab");
  await expect(tabs).toHaveCount(3);
  await expect(tabs.nth(0)).toHaveAttribute("aria-selected", "true");
  const first = page.getByRole("tabpanel");
  await expect(first).toHaveCount(1);
  await expect(first.getByRole("article")).toHaveCount(3);
  await expect(first.getByTestId("question-status")).toHaveText(["Correct", "Incorrect", "Not answered"]);

  const mathTab = await selectTab(page, /Math, Module 1/);
  await expect(tabs.nth(0)).toHaveAttribute("aria-selected", "false");
  const panel = page.getByRole("tabpanel");
  await expect(panel).toHaveAttribute("aria-labelledby", (await mathTab.getAttribute("id"))!);
  // Each question's header comes with the page; the question itself is fetched when it is opened.
  await expect(panel.getByTestId("typed-answer")).toHaveCount(0);
  await openResultQuestions(panel.getByRole("article"));
  await expect(panel.getByTestId("typed-answer")).toHaveText("2.5");
  await expect(panel.getByTestId("question-status")).toHaveText(["Correct", "Correct", "Correct"]);
  // Arrow keys move between tabs (from the selected tab: opening the questions moved the focus into the panel).
  await mathTab.focus();
  await page.keyboard.press("ArrowLeft");
  await expect(page.getByRole("tab", { name: /Reading and Writing, Module 2 \(easier\)/ })).toHaveAttribute("aria-selected", "true");

  // A student never receives the key: no correct-choice marks, accepted answers or explanations.
  await expect(page.getByTestId("answers-hidden")).toBeVisible();
  expect(await page.getByTestId("correct-choice").count()).toBe(0);
  expect(await page.getByTestId("explanation").count()).toBe(0);
  expect(await page.content()).not.toContain("Plentiful");
});

test("a premium student sees the correct choice highlighted and the explanation, in every language", async ({ page, request }) => {
  await page.goto("/auth/login?lng=en");
  await signIn(page, "premium", "premium-pass-1");
  await expect(page).toHaveURL(/\/profile$/);
  const token = await apiToken(request, "premium", "premium-pass-1");
  // Module 1 all wrong (the easier module 2), everything else blank.
  const id = await finishExam(request, token, (module) => (module === 0 ? "wrong" : "blank"));

  await page.goto(`/exams/result/${id}?lng=en`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Exam Result: E2E Short Exam");
  await expect(page.getByTestId("result-username")).toHaveText("premium");
  await expect(page.getByTestId("answers-hidden")).toHaveCount(0);
  const panel = page.getByRole("tabpanel");
  const question = panel.getByRole("article").first();
  await openResultQuestions(question);
  await expect(question.getByTestId("correct-choice")).toContainText("plentiful");
  await expect(question.getByTestId("correct-choice")).toContainText("Correct answer");
  await expect(question.getByTestId("chosen-choice")).toContainText("Your answer");
  await expect(question.getByTestId("question-status")).toHaveText("Incorrect");
  await expect(question.getByTestId("explanation")).toContainText("“Plentiful” fits a catch that fills a market");

  await selectTab(page, /Math, Module 1/);
  const math = page.getByRole("tabpanel");
  await openResultQuestions(math.getByRole("article"));
  await expect(math.getByTestId("accepted-answers")).toHaveText("5/2, 2.5");
  await expect(math.getByTestId("typed-answer")).toHaveText("No answer given");
  // Math is typeset on the server.
  await expect(math.locator(".katex").first()).toBeVisible();

  // No accessibility violations in the page's content (tabs, chart, choices) with the answers shown.
  const axe = await new AxeBuilder({ page }).include("main").analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(" ")}`)).toEqual([]);

  await page.goto(`/exams/result/${id}?lng=ru`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Результат экзамена: E2E Short Exam");
  await expect(page.getByRole("tab", { name: /Чтение и письмо, модуль 1/ })).toBeVisible();
  await page.goto(`/exams/result/${id}?lng=az`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("İmtahan nəticəsi: E2E Short Exam");
  await openResultQuestions(page.getByRole("tabpanel").getByRole("article").first(), { show: "Sualı göstər", hide: "Sualı gizlət" });
  await expect(page.getByTestId("correct-choice").first()).toContainText("Düzgün cavab");
});

test("someone else's result is a 404 with a way back", async ({ page, request }) => {
  const token = await apiToken(request, "premium", "premium-pass-1");
  const id = await finishExam(request, token, () => "blank");
  await signUp(page);
  const res = await page.goto(`/exams/result/${id}?lng=en`);
  expect(res?.status()).toBe(404);
  await expect(page.getByTestId("result-error")).toHaveText("This result does not exist, or you are not allowed to see it.");
  await expect(page.getByRole("link", { name: "Go to the dashboard" })).toBeVisible();
});
