import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { newStudent, signIn, signUp } from "./helpers";

// The dashboard's numbers are checked against the spec's formulas, computed here from the REST API.

type Taken = { id: number; score: number; total_questions: number | null; scaled_total: number | null };

async function apiLogin(request: APIRequestContext, username: string, password: string) {
  const res = await request.post("/api/auth/login/", { data: { username, password } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { access: string }).access;
}

async function apiSignup(request: APIRequestContext) {
  const s = newStudent("dash");
  const res = await request.post("/api/auth/signup/", {
    data: { username: s.username, email: s.email, password: s.password, confirmPassword: s.password, first_name: s.first, last_name: s.last },
  });
  expect(res.status()).toBe(201);
  return { ...s, access: ((await res.json()) as { access: string }).access };
}

/** Takes the fixture exam "e2e-short" (3 short modules, 9 questions) to the end, `correct` answers right. */
async function finishExam(request: APIRequestContext, token: string, correct: number) {
  const headers = { Authorization: `Bearer ${token}` };
  const exams = (await (await request.get("/api/exams/", { headers })).json()) as { id: number; slug: string }[];
  const exam = exams.find((e) => e.slug === "e2e-short")!.id;
  const { id } = (await (await request.post("/api/exams/session/", { headers, data: { exam } })).json()) as { id: number };
  let next = ((await (await request.get(`/api/exams/session/${id}/`, { headers })).json()) as { next_section: number }).next_section;
  let left = correct;
  for (let guard = 0; guard < 10; guard++) {
    const take = (await (await request.get(`/api/exams/section/${next}/take/?sessionId=${id}`, { headers })).json()) as {
      id: number;
      sat_question_group: { questions: { id: number; question_type: string; choices: { id: number }[] }[] };
    };
    const answers: Record<string, unknown> = {};
    for (const q of take.sat_question_group.questions) {
      if (left-- <= 0) break;
      answers[q.id] = q.question_type === "SC" ? q.choices[0]!.id : "2.5"; // the fixture lists the right choice first; x = 5/2
    }
    const r = (await (await request.post(`/api/exams/section/${take.id}/submit-section/`, { headers, data: { session: id, answers } })).json()) as {
      state: string;
      next_section: number;
    };
    if (r.state === "finished") return id;
    next = r.next_section;
  }
  throw new Error("the exam did not finish");
}

async function allTaken(request: APIRequestContext, token: string) {
  const out: Taken[] = [];
  for (let page = 1; ; page++) {
    const body = (await (await request.get(`/api/exams/session/?page=${page}`, { headers: { Authorization: `Bearer ${token}` } })).json()) as {
      count: number;
      next: string | null;
      results: Taken[];
    };
    out.push(...body.results);
    if (!body.next) return { count: body.count, results: out };
  }
}

async function signInAt(page: Page, path: string, username: string, password: string) {
  await page.goto(`/auth/login?lng=en&return_url=${encodeURIComponent(path)}`);
  await page.waitForLoadState("networkidle");
  await signIn(page, username, password);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, "\\?")}$`));
}

test("a student with 26 finished exams reads the dashboard and pages through the history", async ({ page, request }) => {
  test.setTimeout(180_000);
  const s = await apiSignup(request);
  for (let i = 0; i < 26; i++) await finishExam(request, s.access, (i * 4) % 10);
  const taken = await allTaken(request, s.access);
  expect(taken.count).toBe(26);
  const points = taken.results.reduce((sum, r) => sum + Math.round((r.score / 100) * (r.total_questions || 20)) * 10, 0);

  await signInAt(page, "/profile", s.username, s.password);
  await page.goto("/profile?lng=en");
  await expect(page.getByTestId("profile-role")).toHaveText("Student");
  await expect(page.getByTestId("stat-total-exams")).toHaveText("26");
  await expect(page.getByTestId("stat-total-points")).toHaveText(points.toLocaleString("en-US"));
  // All 26 are full practice tests (the fixture is adaptive): scaled points where they have one, and no shorter sets.
  const scaled = taken.results.flatMap((r) => (r.scaled_total == null ? [] : [r.scaled_total]));
  await expect(page.getByTestId("overview-best-scaled")).toHaveText(scaled.length ? String(Math.max(...scaled)) : "—");
  await expect(page.getByTestId("overview-average-scaled")).toHaveText(
    scaled.length ? String(Math.round(scaled.reduce((a, b) => a + b, 0) / scaled.length)) : "—",
  );
  await expect(page.getByTestId("overview-short-none")).toHaveText("No shorter sets yet.");
  await expect(page.getByTestId("week-3")).toContainText("Exams: 26");

  // The countdown ticks every second, zero-padded.
  const seconds = page.getByTestId("countdown-seconds");
  await expect(seconds).toHaveText(/^\d\d$/);
  const before = await seconds.textContent();
  await expect(seconds).not.toHaveText(before!, { timeout: 3000 });
  await expect(page.getByTestId("next-sat-date")).toContainText(/^On \w+ \d+, 20\d\d$/);

  // Exam History: 25 a page, numbered pages, the tab and the page kept in the URL.
  await page.getByRole("tab", { name: "Exam History" }).click();
  await expect(page).toHaveURL(/tab=history/);
  await expect(page.getByRole("tab", { name: "Exam History" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByTestId("history-row")).toHaveCount(25);
  await expect(page.getByTestId("history-row").first()).toContainText("Completed");
  const pages = page.getByRole("navigation", { name: "Exam history pages" });
  await expect(pages.getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
  await pages.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByTestId("history-row")).toHaveCount(1);
  await expect(page.getByTestId("page-of")).toHaveText("Page 2 of 2");
  const oldest = taken.results.at(-1)!;
  await expect(page.getByTestId("history-row").getByRole("link", { name: /View Result/ })).toHaveAttribute("href", `/exams/result/${oldest.id}`);
  await page.reload();
  await expect(page.getByRole("tab", { name: "Exam History" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByTestId("history-row")).toHaveCount(1);
  await pages.getByRole("link", { name: "Previous" }).click();
  await expect(page.getByTestId("history-row")).toHaveCount(25);

  // Tabs follow the keyboard (arrow keys), and Achievements shows what was earned.
  await page.getByRole("tab", { name: "Exam History" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("tab", { name: "Achievements" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tab", { name: "Achievements" })).toBeFocused();
  await expect(page).toHaveURL(/tab=achievements/);
  for (const id of ["first_exam", "exams_5", "exams_10"]) await expect(page.getByTestId(`badge-${id}`)).toHaveAttribute("data-state", "earned");
  await expect(page.getByTestId("badge-streak_3")).toHaveAttribute("data-state", "locked");
  // Lessons exist: the lesson badges lead to them (issue 27), no "coming soon".
  await expect(page.getByTestId("badge-first_lesson")).toHaveAttribute("data-state", "locked");
  await expect(page.getByTestId("badge-first_lesson")).not.toContainText("on their way");
  await expect(page.getByTestId("badge-first_lesson").getByRole("link", { name: "Go to video lessons" })).toHaveAttribute("href", "/video-lesson");
  await expect(page.getByTestId("badges-summary")).toHaveText("3 of 10 badges earned");
});

test("an empty student sees the empty states and joins a mentor with an invite code", async ({ page, signedInAs }) => {
  const s = await signUp(page);
  await expect(page).toHaveURL(/\/profile$/);
  await page.goto("/profile?lng=en&tab=history");
  await expect(page.getByTestId("stat-total-exams")).toHaveText("0");
  await expect(page.getByText("You haven't taken any exams yet.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Take Your First Exam" })).toHaveAttribute("href", "/exams");
  await page.getByRole("tab", { name: "Overview" }).click();
  await expect(page.getByTestId("overview-change")).toContainText("Not enough tests yet");

  // Unknown codes are refused with a clear message.
  await page.getByLabel("Invite code").fill("NOPE-NOPE");
  await page.getByRole("button", { name: "Join", exact: true }).click();
  await expect(page.getByRole("alert").filter({ hasText: "There is no invite with this code" })).toBeVisible();

  // The demo mentor creates a code on their dashboard; the student types it in.
  const mentorPage = await signedInAs("mentor", "/profile");
  await expect(mentorPage).toHaveURL(/\/profile$/);
  await expect(mentorPage.getByTestId("profile-role")).toHaveText("Mentor");
  await mentorPage.getByRole("button", { name: "Create invite code" }).click();
  const code = (await mentorPage.getByTestId("new-invite-code").textContent())!;
  expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
  await expect(mentorPage.getByTestId("open-invites")).toContainText(code);

  await page.getByLabel("Invite code").fill(code.toLowerCase());
  await page.getByRole("button", { name: "Join", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "You are now linked to your mentor mentor." })).toBeVisible();
  await expect(page.getByTestId("my-mentors")).toHaveText("Your mentors: mentor");
  await page.getByLabel("Invite code").fill(code);
  await page.getByRole("button", { name: "Join", exact: true }).click();
  await expect(page.getByRole("alert").filter({ hasText: "You are already linked to this mentor." })).toBeVisible();

  await mentorPage.reload();
  await expect(mentorPage.getByTestId("students")).toContainText(s.username);
  await expect(mentorPage.getByTestId("open-invites")).toHaveCount(0);
});

test("the demo mentor scrolls through their students' exam history", async ({ page, request }) => {
  test.setTimeout(180_000);
  const s = await apiSignup(request);
  for (let i = 0; i < 52; i++) await finishExam(request, s.access, i % 10);
  const admin = await apiLogin(request, "admin", "admin-pass-1");
  const link = await request.post("/api/mentorships/", { headers: { Authorization: `Bearer ${admin}` }, data: { mentor: "mentor", student: s.username } });
  expect(link.status()).toBe(201);
  const mentorToken = await apiLogin(request, "mentor", "mentor-pass-1");
  const { count } = await allTaken(request, mentorToken);
  expect(count).toBeGreaterThanOrEqual(52);

  await signInAt(page, "/profile", "mentor", "mentor-pass-1");
  await page.goto("/profile?lng=en");
  await expect(page.getByRole("heading", { name: "Take a practice exam yourself" })).toBeVisible();
  const rows = page.getByTestId("mentor-history-row");
  await expect(rows).toHaveCount(25);
  await expect(rows.first()).toContainText(s.username);
  await expect(rows.first().getByRole("link", { name: /View Result/ })).toHaveAttribute("href", /^\/exams\/result\/\d+$/);

  // Scrolling to the end of the list loads the next page (and more while the end stays in view).
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(50);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForLoadState("networkidle");
  let shown = await rows.count();
  await expect(page.getByTestId("history-shown")).toHaveText(`Showing ${shown} of ${count}`);
  // The rest with the keyboard: the Load more button (focused without scrolling, so only the key loads).
  while (shown < count) {
    await page.getByRole("button", { name: "Load more" }).evaluate((el) => (el as HTMLElement).focus({ preventScroll: true }));
    await page.keyboard.press("Enter");
    shown = Math.min(shown + 25, count);
    await expect(rows).toHaveCount(shown);
  }
  await expect(page.getByText("That's all: no more exams.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Load more" })).toHaveCount(0);
  const ids = await rows.locator("td:first-child").allTextContents();
  expect(new Set(ids).size).toBe(count);
});
