import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { newStudent, signIn, signUp } from "./helpers";

// What a new user tripped on (issue 27, "Trust and polish"): a student's first day, and mentors and admins.

async function apiLogin(request: APIRequestContext, username: string, password: string) {
  const res = await request.post("/api/auth/login/", { data: { username, password } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { access: string }).access;
}

/** Takes the fixture exam "e2e-short" to the end through the REST API, the first choice everywhere. */
async function finishShortExam(request: APIRequestContext, token: string) {
  const headers = { Authorization: `Bearer ${token}` };
  const exams = (await (await request.get("/api/exams/", { headers })).json()) as { id: number; slug: string }[];
  const { id } = (await (await request.post("/api/exams/session/", { headers, data: { exam: exams.find((e) => e.slug === "e2e-short")!.id } })).json()) as {
    id: number;
  };
  let next = ((await (await request.get(`/api/exams/session/${id}/`, { headers })).json()) as { next_section: number }).next_section;
  for (let guard = 0; guard < 10; guard++) {
    const take = (await (await request.get(`/api/exams/section/${next}/take/?sessionId=${id}`, { headers })).json()) as {
      id: number;
      sat_question_group: { questions: { id: number; choices: { id: number }[] }[] };
    };
    const answers = Object.fromEntries(take.sat_question_group.questions.map((q) => [q.id, q.choices[0]?.id ?? "1"]));
    const r = (await (await request.post(`/api/exams/section/${take.id}/submit-section/`, { headers, data: { session: id, answers } })).json()) as {
      state: string;
      next_section: number;
    };
    if (r.state === "finished") return id;
    next = r.next_section;
  }
  throw new Error("the exam did not finish");
}

async function noSidewaysScroll(page: Page) {
  const { scroll, client } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  expect(scroll).toBeLessThanOrEqual(client);
}

test("day one: a notebook row opens its question's review; the notebook says when questions come due and offers practising them now; the skill map leads with the count", async ({
  page,
}) => {
  await signUp(page);
  await page.goto("/practice?lng=en");
  await page.getByLabel("What to practise").selectOption("domain:craft_structure");
  await page.getByLabel("Skill", { exact: true }).selectOption("words_in_context");
  await page.getByRole("radio", { name: "Easy" }).check();
  await page.getByRole("button", { name: "Start practice" }).click();
  await page.waitForURL(/\/practice\/\d+$/);
  // Wrong (the fixture's second choice), then finish the set early.
  await page.getByTestId("choice").nth(1).click();
  await page.getByRole("button", { name: "Check answer" }).click();
  await expect(page.getByTestId("feedback-verdict")).toHaveText("Not quite.");
  await page.getByTestId("finish-set").click();
  await page.getByTestId("confirm-finish").click();
  await expect(page.getByTestId("practice-summary")).toBeVisible();

  // The notebook's row of that question opens its review in the finished set, not the set's summary.
  await page.goto("/practice/review?lng=en");
  await page.getByTestId("notebook-entry").getByTestId("entry-open-set").click();
  await page.waitForURL(/\/practice\/\d+\?question=\d+$/);
  await expect(page.getByTestId("feedback-verdict")).toHaveText("Not quite.");
  await expect(page.getByTestId("practice-progress")).toContainText("Question 1 of");

  await page.goto("/practice?lng=en");
  await expect(page.getByTestId("notebook-counts")).toHaveText(/^1 question in your notebook, none due yet: it comes due on \w+ \d+, \d{4}\.$/);
  await noSidewaysScroll(page);
  await page.getByRole("button", { name: "Practise them now" }).click();
  await page.waitForURL(/\/practice\/\d+$/);
  await expect(page.getByTestId("practice-title")).toHaveText("Practice from your mistakes notebook");

  // The skill map: 0 of 1 right leads; the mastery estimate comes second, named as an estimate.
  await page.goto("/plan?lng=en");
  const tile = page.locator('[data-testid="skill-tile"][data-skill="words_in_context"]');
  await expect(tile.getByTestId("skill-count")).toHaveText("0/1correct");
  await expect(tile.getByTestId("skill-estimate")).toHaveText("Mastery estimate: 33%");
  await expect(page.getByTestId("skill-map")).toContainText("The estimate starts at 50%");
});

test("a mentor sees their students first, by name, and the teacher tools in the header; an admin reads the result by name", async ({ page, request }) => {
  const s = newStudent("named");
  const signup = await request.post("/api/auth/signup/", {
    data: { username: s.username, email: s.email, password: s.password, confirmPassword: s.password, first_name: s.first, last_name: s.last },
  });
  expect(signup.status()).toBe(201);
  const token = ((await signup.json()) as { access: string }).access;
  const admin = await apiLogin(request, "admin", "admin-pass-1");
  expect(
    (await request.post("/api/mentorships/", { headers: { Authorization: `Bearer ${admin}` }, data: { mentor: "mentor", student: s.username } })).status(),
  ).toBe(201);
  const session = await finishShortExam(request, token);

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/auth/login?lng=en&return_url=%2Fprofile");
  await signIn(page, "mentor", "mentor-pass-1");
  await expect(page).toHaveURL(/\/profile$/);
  await page.goto("/profile?lng=ru");
  // Russian at 1280 px: the header's nav with the extra link still fits (no sideways scroll, no overlap).
  const nav = page.getByRole("navigation", { name: "Основное меню" });
  const tools = nav.getByRole("link", { name: "Для преподавателя" });
  await expect(tools).toHaveAttribute("href", "/teacher/questions");
  await noSidewaysScroll(page);
  const navBox = (await nav.boundingBox())!;
  const examsBox = (await page.getByRole("banner").getByRole("link", { name: "Пробные тесты" }).boundingBox())!;
  expect(navBox.x + navBox.width).toBeLessThanOrEqual(examsBox.x);

  await page.goto("/profile?lng=en");
  const plans = page.getByTestId("student-plans");
  const yourself = page.getByTestId("take-exam-yourself");
  await expect(plans).toBeVisible();
  await expect(yourself).toBeVisible();
  expect((await plans.boundingBox())!.y).toBeLessThan((await yourself.boundingBox())!.y);
  await expect(plans.getByTestId("student-plan-name").filter({ hasText: s.username })).toHaveText(`${s.first} ${s.last} @${s.username}`);
  const row = page.getByTestId("mentor-history-row").filter({ hasText: s.username }).first();
  await expect(row.getByTestId("examinee")).toHaveText(`${s.first} ${s.last} @${s.username}`);

  // The result, as an admin: the student's name first, the username second.
  await page.context().clearCookies();
  await page.goto(`/auth/login?lng=en&return_url=${encodeURIComponent(`/exams/result/${session}`)}`);
  await signIn(page, "admin", "admin-pass-1");
  await expect(page.getByTestId("result-name")).toHaveText(`${s.first} ${s.last}`);
  await expect(page.getByTestId("result-username")).toHaveText(s.username);
});
