import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Page } from "@playwright/test";
import { EXAMS } from "../../content/exams/index";
import { expect, test } from "./fixtures";
import { signUp } from "./helpers";

async function expectNoSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

async function apiToken(request: APIRequestContext, username: string, password: string) {
  const res = await request.post("/api/auth/login/", { data: { username, password } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { access: string }).access;
}

type TakeQuestion = { id: number; question_type: "SC" | "OE"; question_text: string; choices: { id: number; choice_text: string }[] };

/** The diagnostic's questions as written in content/exams (the test reads the keys there, as a teacher would). */
const DIAGNOSTIC = EXAMS.find((e) => e.slug === "diagnostic")!.modules.flatMap((m) => m.questions);
const squash = (s: string) => s.replace(/\s+/g, " ").trim();

/**
 * Takes the diagnostic test to the end through the REST API: every question right except those of
 * `missSkill`, which are answered wrong, so that the plan's first priority is that skill.
 */
async function finishDiagnostic(request: APIRequestContext, token: string, missSkill = "words_in_context") {
  const headers = { Authorization: `Bearer ${token}` };
  const exams = (await (await request.get("/api/exams/", { headers })).json()) as { id: number; name: string }[];
  const diagnostic = exams.find((e) => e.name === "Diagnostic Test")!;
  const created = await request.post("/api/exams/session/", { headers, data: { exam: diagnostic.id } });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  let next = ((await (await request.get(`/api/exams/session/${id}/`, { headers })).json()) as { next_section: number }).next_section;
  for (let guard = 0; guard < 5; guard++) {
    const take = (await (await request.get(`/api/exams/section/${next}/take/?sessionId=${id}`, { headers })).json()) as {
      id: number;
      sat_question_group: { questions: TakeQuestion[] };
    };
    const answers: Record<string, number | string> = {};
    for (const q of take.sat_question_group.questions) {
      // Reading and Writing stems repeat ("Which choice completes the text…"): the choices tell questions apart.
      const sameChoices = (c: (typeof DIAGNOSTIC)[number]) =>
        (c.choices ?? [])
          .map((x) => squash(x.text))
          .sort()
          .join("|") ===
        q.choices
          .map((x) => squash(x.choice_text))
          .sort()
          .join("|");
      const written = DIAGNOSTIC.find((c) => squash(c.text) === squash(q.question_text) && sameChoices(c));
      expect(written, q.question_text).toBeTruthy();
      const miss = written!.skill === missSkill;
      if (q.question_type === "OE") answers[q.id] = miss ? "99999" : written!.answers!.split("|||")[0]!;
      else {
        const key = written!.choices!.find((c) => c.correct)!.text;
        answers[q.id] = q.choices.find((c) => (squash(c.choice_text) === squash(key)) !== miss)!.id;
      }
    }
    const state = (await (await request.post(`/api/exams/section/${take.id}/submit-section/`, { headers, data: { session: id, answers } })).json()) as {
      state: string;
      next_section: number;
    };
    if (state.state === "finished") return id;
    next = state.next_section;
  }
  throw new Error("the diagnostic did not finish");
}

/** The page is as wide as the screen: nothing sticks out sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const { scroll, client } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  expect(scroll).toBeLessThanOrEqual(client);
}

test("a student finishes the diagnostic, sets a target and a test day, gets a plan, starts a practice set from it and sees the answer counted", async ({
  page,
  request,
}) => {
  const student = await signUp(page);

  // Before any result: take the diagnostic first.
  await page.goto("/plan?lng=en");
  await expect(page.getByRole("heading", { name: "Study plan", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Take the diagnostic first" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Take the diagnostic test" })).toHaveAttribute("href", "/exams");
  await expectNoSeriousA11yViolations(page);

  await finishDiagnostic(request, await apiToken(request, student.username, student.password));

  // The dashboard's card loads after the page and asks for a target and a test day.
  await page.goto("/profile?lng=en");
  const card = page.getByTestId("plan-dashboard");
  await expect(card.getByTestId("plan-dashboard-set-up")).toBeVisible();
  await card.getByRole("link", { name: "Set up my plan" }).click();
  await expect(page).toHaveURL(/\/plan$/);

  // The form (conform: a target that is not a step of 10 is refused with its message, in the browser).
  const target = page.getByLabel("Target score");
  await target.fill("1305");
  await target.press("Tab");
  await expect(page.getByText("Choose a target score from 400 to 1600, in steps of 10.")).toBeVisible();
  await expect(target).toHaveAttribute("aria-invalid", "true");
  await target.fill("1550");
  const day = page.getByLabel("Test day");
  const firstDay = await day.locator("option").nth(1).getAttribute("value");
  await day.selectOption(firstDay!);
  await page.getByRole("button", { name: "Save plan" }).click();
  await expect(page.getByTestId("plan-saved")).toHaveText("Plan saved. Your weeks are below.");
  await expect(page.getByTestId("plan-target")).toHaveText("1550");
  await expect(page.getByTestId("plan-estimate")).toHaveText(/^\d{3,4}$/);

  // This week: practice sets of the skills with the most points to win, with their progress.
  const week = page.getByTestId("this-week");
  await expect(week.getByRole("heading", { name: /This week/ })).toBeVisible();
  await expect(week.getByTestId("week-progress")).toHaveText(/^0 of \d+ done$/);
  const practiceItems = week.locator('[data-testid="plan-item"][data-kind="practice"]');
  await expect(practiceItems.first()).toBeVisible();
  // Every answer was right but the two Words in Context ones: the model ranks that skill among the first two by
  // points to win (decision 0052), and it is the first the test bank can practise (it has only Words in Context
  // and one Math skill), so this week's first set is Words in Context.
  await expect(practiceItems.first()).toHaveAttribute("data-skill", "words_in_context");
  const priorities = page.getByTestId("priorities").locator("tbody tr th");
  await expect(priorities.nth(0).or(priorities.nth(1)).filter({ hasText: "Words in Context" })).toHaveCount(1);
  await expect(practiceItems.first().getByTestId("item-progress")).toHaveText(/^Not done \(0 of \d+\)$/);
  // The skill map: words and numbers, not colour alone, and the same as a table.
  const map = page.getByTestId("skill-map");
  await expect(map.getByTestId("skill-tile").first()).toContainText(/Needs work|Not started|Developing|Strong/);
  await map.getByText("Show the skill map as a table").click();
  await expect(map.getByTestId("skill-table").locator("tbody tr")).toHaveCount(30);
  await expectNoSeriousA11yViolations(page);

  // The dashboard shows this week and the skill map too.
  await page.goto("/profile?lng=en");
  const dashboardWeek = page.getByTestId("plan-dashboard").getByTestId("this-week");
  await expect(dashboardWeek).toBeVisible();
  await expect(dashboardWeek.locator('[data-testid="plan-item"][data-kind="practice"]').first()).toHaveAttribute("data-skill", "words_in_context");
  await expect(page.getByTestId("plan-dashboard").getByTestId("skill-map")).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // On a phone: one column, nothing sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/plan?lng=en");
  await expect(page.getByTestId("this-week")).toBeVisible();
  await expectNoSidewaysScroll(page);

  // Start practice from the plan, with the keyboard: the practice module's set of that skill opens.
  await page.setViewportSize({ width: 1280, height: 900 });
  const start = page.getByTestId("this-week").getByRole("button", { name: "Start practice: Words in Context" });
  await start.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/practice\/\d+$/);
  await expect(page.getByTestId("question-text")).toBeVisible();

  // One answer (the fixture bank's key is the first choice), and the plan counts it this week.
  await page.getByTestId("choice").first().click();
  await page.getByRole("button", { name: "Check answer" }).click();
  await expect(page.getByTestId("feedback-verdict")).toHaveText("Correct!");
  await page.goto("/plan?lng=en");
  const item = page.getByTestId("this-week").locator('[data-testid="plan-item"][data-kind="practice"][data-skill="words_in_context"]');
  await expect(item.getByTestId("item-progress")).toHaveText(/^Not done \(1 of \d+\)$/);
  await expect(page.getByTestId("this-week")).toContainText(/1 of \d+ practice questions/);
});

test("a mentor reads a student's plan and notebook and assigns a practice set; the student sees it", async ({ page, request, signedInAs }) => {
  const student = await signUp(page);
  await finishDiagnostic(request, await apiToken(request, student.username, student.password));
  const admin = await apiToken(request, "admin", "admin-pass-1");
  const linked = await request.post("/api/mentorships/", {
    headers: { Authorization: `Bearer ${admin}` },
    data: { mentor: "mentor", student: student.username },
  });
  expect(linked.status()).toBe(201);

  const mentorPage = await signedInAs("mentor", "/profile");
  await mentorPage.waitForURL(/\/profile/);
  await mentorPage.locator(`a[href="/plan/students/${student.username}"]`).first().click();
  await expect(mentorPage.getByRole("heading", { name: `Study plan of ${student.first} ${student.last}`, level: 1 })).toBeVisible();
  await expect(mentorPage.getByTestId("plan-read-only")).toContainText("Read only");
  await expect(mentorPage.getByTestId("plan-settings")).toHaveCount(0);
  await expect(mentorPage.getByTestId("mentor-notebook").getByTestId("notebook-counts")).toContainText(/\d+ in the notebook/);
  await expect(mentorPage.getByTestId("mentor-notebook").getByTestId("notebook-row").first()).toBeVisible();
  await expectNoSeriousA11yViolations(mentorPage);

  const form = mentorPage.getByTestId("assign-form");
  await form.getByLabel("Skill").selectOption({ label: "Words in Context" });
  await form.getByLabel("Difficulty").selectOption({ label: "Adaptive" });
  await form.getByLabel("Questions").selectOption("5");
  await form.getByLabel("Note to the student (optional)").fill("Commas and semicolons, please.");
  await form.getByRole("button", { name: "Assign" }).click();
  await expect(mentorPage.getByTestId("assign-done")).toHaveText("Assigned: a set of 5 questions.");

  // The student finds it on the dashboard.
  await page.goto("/profile?lng=en");
  const assigned = page.getByTestId("assigned-sets");
  await expect(assigned.getByTestId("assigned-set")).toHaveCount(1);
  await expect(assigned).toContainText("Words in Context");
  await expect(assigned).toContainText("Commas and semicolons, please.");
  await expect(assigned).toContainText("from mentor");
  await expect(assigned.getByRole("link", { name: "Start the set: Words in Context" })).toHaveAttribute("href", /\/practice\/\d+$/);
});
