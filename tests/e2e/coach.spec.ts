import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./fixtures";
import { signUp } from "./helpers";

/**
 * Issue 31 in the browser: the pacing coach on the result page (its chart, table view and advice), the
 * notebook's causes, and the printable review sheet, at 1440 and 390 px, with screenshots in
 * tests/.tmp/screens/ to look at.
 */
type Question = { id: number; question_type: "SC" | "OE"; choices: { id: number }[] };

async function token(request: APIRequestContext, username: string, password: string) {
  const res = await request.post("/api/auth/login/", { data: { username, password } });
  return ((await res.json()) as { access: string }).access;
}

/** Takes the short fixture exam through the API: each question's time saved first, every answer the second choice (mostly wrong). */
async function finishWithTimes(request: APIRequestContext, access: string) {
  const headers = { Authorization: `Bearer ${access}` };
  const exams = (await (await request.get("/api/exams/", { headers })).json()) as { id: number; name: string }[];
  const { id } = (await (
    await request.post("/api/exams/session/", { headers, data: { exam: exams.find((e) => e.name === "E2E Short Exam")!.id } })
  ).json()) as {
    id: number;
  };
  let next = ((await (await request.get(`/api/exams/session/${id}/`, { headers })).json()) as { next_section: number }).next_section;
  for (let guard = 0; guard < 10; guard++) {
    const section = (await (await request.get(`/api/exams/section/${next}/take/?sessionId=${id}`, { headers })).json()) as {
      id: number;
      sat_question_group: { questions: Question[] };
    };
    await new Promise((r) => setTimeout(r, 1500));
    const qs = section.sat_question_group.questions;
    const saved = await request.post(`/api/exams/section/${section.id}/responses/`, {
      headers,
      data: { session: id, responses: qs.map((q, i) => ({ question: q.id, revision: 1, time_ms: i === 0 ? 3_600_000 : 300 })) },
    });
    expect(saved.status()).toBe(200);
    const answers = Object.fromEntries(qs.filter((q) => q.question_type === "SC").map((q) => [q.id, q.choices[1]!.id]));
    const state = (await (await request.post(`/api/exams/section/${section.id}/submit-section/`, { headers, data: { session: id, answers } })).json()) as {
      state: string;
      next_section: number;
    };
    if (state.state === "finished") return id;
    next = state.next_section;
  }
  throw new Error("the exam did not finish");
}

test("the pacing coach, the notebook's causes and a review sheet, in three languages and two widths", async ({ page, request }) => {
  test.setTimeout(180_000);
  const s = await signUp(page);
  const sessionId = await finishWithTimes(request, await token(request, s.username, s.password));
  for (const lng of ["en", "az", "ru"]) {
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/exams/result/${sessionId}?lng=${lng}`);
      const coach = page.getByTestId("pacing-coach");
      await expect(coach).toBeVisible();
      await expect(coach.getByRole("img").first()).toBeVisible();
      await coach.screenshot({ path: `tests/.tmp/screens/coach-result-${lng}-${width}.png` });
    }
  }
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/exams/result/${sessionId}?lng=en`);
  // The first question of each module took the whole module so far (a second or two: the server's cap); the others 0.3 s and wrong: rushed.
  await expect(page.getByTestId("pacing-rushed").first()).toContainText("Q2 (0:00)");
  await expect(page.getByTestId("pacing-advice").first()).toContainText("Several quick answers were wrong");
  await page.getByText("Show as a table").first().click();
  await expect(page.getByTestId("pacing-table").first()).toBeVisible();

  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/practice/review?lng=en");
    await expect(page.getByTestId("entry-cause").first()).toBeVisible();
    await page.screenshot({ path: `tests/.tmp/screens/coach-notebook-en-${width}.png`, fullPage: true });
  }
  // Change the first mistake's cause.
  await page.getByTestId("entry-cause-select").first().selectOption("misread");
  await page.getByTestId("entry-cause-save").first().click();
  await expect(page.getByTestId("entry-cause-select").first()).toHaveValue("misread");
  await expect(page.getByTestId("cause-counts")).toContainText("Misread");

  // A sheet of the first three questions.
  for (const box of (await page.locator('input[name="entries"]').all()).slice(0, 3)) await box.check();
  await page.getByTestId("review-sheet").click();
  await page.waitForURL(/\/practice\/review\/sheet/);
  await expect(page.getByTestId("sheet-question")).toHaveCount(3);
  await expect(page.getByTestId("sheet-space").first()).toBeVisible();
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `tests/.tmp/screens/coach-sheet-en-${width}.png`, fullPage: true });
  }
  await page.emulateMedia({ media: "print" });
  await page.screenshot({ path: "tests/.tmp/screens/coach-sheet-print.png", fullPage: true });
});
