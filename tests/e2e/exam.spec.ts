import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { examCard, signUp, startExam } from "./helpers";

async function expectNoSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

async function highlightPassageText(page: Page, text: string) {
  await page.getByTestId("passage").evaluate((el, wanted) => {
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const i = (n as Text).data.indexOf(wanted);
      if (i >= 0) {
        const range = document.createRange();
        range.setStart(n, i);
        range.setEnd(n, i + wanted.length);
        const sel = window.getSelection()!;
        sel.removeAllRanges();
        sel.addRange(range);
        el.dispatchEvent(new MouseEvent("mouseup", { bubbles: true }));
        return;
      }
    }
    throw new Error(`text not found: ${wanted}`);
  }, text);
}

const grid = (page: Page) => page.getByTestId("question-grid");

test("a student takes a short exam end to end and loses nothing on reload", async ({ page }) => {
  const s = await signUp(page);
  await startExam(page, "E2E Short Exam");
  await expect(page.getByTestId("section-name")).toHaveText("Section 1, Module 1: Reading and Writing");
  await expect(page.getByTestId("examinee-name")).toHaveText(`${s.first} ${s.last}`);
  await expect(page.getByRole("button", { name: "Back" })).toHaveCount(0);
  // Reading and Writing: Highlight and the notes; the reference sheet is Math's.
  await expect(page.getByRole("button", { name: "Highlights & notes" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Reference" })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  // The fixture's module lasts 2 minutes: the 5-minute warning is shown and announced, once.
  await expect(page.getByTestId("announce-assertive")).toHaveText("5 minutes remaining in this section.");
  await expect(page.getByTestId("time-warning")).toBeVisible();

  // Question 1: answer, mark, cross out and restore a choice, highlight the passage.
  await page.getByText("plentiful").click();
  await page.getByRole("button", { name: "Mark for Review" }).click();
  await page.getByRole("button", { name: "Cross out answer choices" }).click();
  await page.getByRole("button", { name: "Cross out choice C" }).click();
  await expect(page.getByRole("button", { name: "Undo crossing out choice C" })).toBeVisible();
  await page.getByRole("button", { name: "Cross out choice D" }).click();
  await page.getByRole("button", { name: "Undo crossing out choice D" }).click();
  await page.getByRole("button", { name: "Highlight", exact: true }).click();
  await highlightPassageText(page, "small harbor town");
  await expect(page.getByTestId("passage").locator("mark")).toHaveText("small harbor town");
  await expect(page.getByTestId("save-status")).toHaveAttribute("data-status", "saved");

  // Question 2 with the arrow key; then reload mid-section.
  await page.getByTestId("question-text").click();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByTestId("question-index")).toHaveText("2");
  await page.getByText("invisible").click();
  await expect(page.getByTestId("save-status")).toHaveAttribute("data-status", "saved");
  const clockBefore = await page.getByTestId("section-timer").textContent();
  await page.reload();
  await expect(page.getByTestId("question-index")).toHaveText("2");
  await expect(page.getByRole("radio", { name: /invisible/ })).toBeChecked();
  // Not announced again after the reload: two ticks of the running clock later (the five-minute
  // warning would come with the first), the alert region is still empty.
  const timer = page.getByTestId("section-timer");
  for (let tick = 0; tick < 2; tick++) await expect(timer).not.toHaveText((await timer.textContent())!);
  await expect(page.getByTestId("announce-assertive")).toHaveText("");
  const clockAfter = (await page.getByTestId("section-timer").textContent())!;
  expect(clockAfter <= clockBefore!).toBe(true);
  await page.getByRole("button", { name: "Back" }).click();
  await expect(page.getByRole("radio", { name: /plentiful/ })).toBeChecked();
  await expect(page.getByRole("button", { name: "Mark for Review" })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByTestId("passage").locator("mark")).toHaveText("small harbor town");
  await expect(page.getByRole("radio", { name: /reluctant/ })).toHaveAccessibleDescription("crossed out");
  await expect(page.getByRole("radio", { name: /theoretical/ })).not.toHaveAccessibleDescription("crossed out");

  // The navigator names the real section and shows each question's status.
  await page.getByRole("button", { name: /Question 1 of 3/ }).click();
  await expect(page.getByRole("dialog", { name: "Section 1, Module 1: Reading and Writing Questions" })).toBeVisible();
  await expect(grid(page).getByRole("button").nth(0)).toHaveAttribute("data-status", "review");
  await expect(grid(page).getByRole("button").nth(1)).toHaveAttribute("data-status", "answered");
  await expect(grid(page).getByRole("button").nth(2)).toHaveAttribute("data-status", "unanswered");
  await page.getByRole("button", { name: "Go to Review Page" }).click();
  await expect(page.getByRole("heading", { name: "Check Your Work" })).toBeVisible();
  await expect(page.getByTestId("review-section-name")).toHaveText("Section 1, Module 1: Reading and Writing");
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: "Back" }).click();
  await expect(page.getByTestId("question-index")).toHaveText("3");
  await page.getByRole("button", { name: /Question 3 of 3/ }).click();
  await page.getByRole("button", { name: "Go to Review Page" }).click();
  await grid(page).getByRole("button").nth(1).click();
  await expect(page.getByTestId("question-index")).toHaveText("2");
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await page.getByText("plentiful").click();
  // Bluebook's ending: Next on the last question opens Check Your Work, Next there asks to confirm,
  // and the confirmation names the unanswered and marked questions, each a way back to it.
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Check Your Work" })).toBeVisible();
  await page.getByRole("button", { name: "Next", exact: true }).click();
  const confirm = page.getByRole("dialog", { name: "Submit this module?" });
  await expect(confirm.getByTestId("confirm-unanswered")).toHaveCount(0);
  await expect(confirm.getByTestId("confirm-marked")).toContainText("1 question marked for review:");
  await confirm.getByRole("button", { name: "Go to question 1" }).click();
  await expect(page.getByTestId("question-index")).toHaveText("1");
  await page.getByRole("button", { name: "Mark for Review" }).click();
  await page.getByRole("button", { name: /Question 1 of 3/ }).click();
  await page.getByRole("button", { name: "Go to Review Page" }).click();
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(confirm.getByText("Every question is answered and none is marked for review.")).toBeVisible();
  // Keep working goes back to the review page.
  await confirm.getByRole("button", { name: "Keep working" }).click();
  await expect(page.getByRole("heading", { name: "Check Your Work" })).toBeVisible();
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await confirm.getByRole("button", { name: "Submit module" }).click();

  // 2 of 3 right reaches the fixture's threshold: the harder module 2, then the break.
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByTestId("section-name")).toHaveText("Section 1, Module 2: Reading and Writing");
  await expect(page.getByTestId("question-text").first()).toContainText("(fixture 2h1)");
  await page.getByRole("button", { name: /Question 1 of 3/ }).click();
  await page.getByRole("button", { name: "Go to Review Page" }).click();
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Submit" }).click();
  await expect(page.getByRole("heading", { name: "Practice Test Break" })).toBeVisible();
  await expect(page.getByText("Remaining Break Time:")).toBeVisible();
  await expect(page.getByTestId("break-clock")).toHaveText(/^0[01]:[0-5]\d$/);
  await expectNoSeriousA11yViolations(page);
  await page.reload();
  await expect(page.getByRole("heading", { name: "Practice Test Break" })).toBeFocused();
  await page.getByRole("button", { name: "Resume Testing" }).click();
  // After Resume Testing focus is on the new module's name (decision 0026).
  await expect(page.getByTestId("section-name")).toBeFocused();

  // Math: the calculator's place, and the student-produced response rules.
  await expect(page.getByTestId("section-name")).toHaveText("Section 2, Module 1: Math");
  await expect(page.getByRole("button", { name: "Calculator" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Reference" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Highlight", exact: true })).toHaveCount(0);
  await page.getByRole("button", { name: /Question 1 of 3/ }).click();
  await grid(page).getByRole("button").nth(2).click();
  const box = page.getByLabel("Your answer");
  await box.pressSequentially("5a/2%");
  await expect(box).toHaveValue("5/2");
  await box.fill("");
  await box.pressSequentially("1234567");
  await expect(box).toHaveValue("12345");
  await box.fill("5/2");
  await expect(page.getByText("Answer Preview:")).toBeVisible();
  await box.fill("1/0");
  await expect(page.getByTestId("oe-problem")).toHaveText("A fraction cannot have 0 as its denominator.");
  await box.fill("5/2");
  await expect(page.getByTestId("oe-problem")).toHaveCount(0);
  // Student-produced response directions with worked examples sit beside the question.
  await expect(page.getByRole("heading", { name: "Student-produced response directions" })).toBeVisible();
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await page.getByRole("button", { name: "Next", exact: true }).click();
  const last = page.getByRole("dialog", { name: "Submit this module?" });
  await expect(last.getByTestId("confirm-unanswered")).toContainText("2 questions unanswered:");
  await expect(last.getByRole("button", { name: /^Go to question/ })).toHaveText(["1", "2"]);
  await last.getByRole("button", { name: "Submit module" }).click();

  await expect(page.getByRole("heading", { name: "You have finished the test" })).toBeVisible();
  const sessionId = page.url().match(/session\/(\d+)/)![1];
  await expect(page.getByRole("link", { name: "View your result" })).toHaveAttribute("href", `/exams/result/${sessionId}`);
  await expect(page.getByRole("link", { name: "Back to dashboard" })).toHaveAttribute("href", "/profile");
});

test("the timer reaching zero submits the section by itself", async ({ page, student }) => {
  await startExam(page, "E2E Timer Exam");
  await page.getByText(/^5$/).first().click();
  await expect(page.getByRole("heading", { name: "You have finished the test" })).toBeVisible({ timeout: 30_000 });
});

test("answers given offline are kept and sent when the connection returns", async ({ page, context, student }) => {
  await startExam(page, "E2E Short Exam");
  // The fixture's module starts inside its last 5 minutes: the warning comes first (the page is live then).
  await expect(page.getByTestId("announce-assertive")).toHaveText("5 minutes remaining in this section.");
  // The routine status is quiet (no live region); going offline and coming back are announced.
  await expect(page.getByTestId("save-status")).not.toHaveAttribute("role", /.+/);
  await expect(page.getByTestId("save-status")).not.toHaveAttribute("aria-live", /.+/);
  await context.setOffline(true);
  await page.getByText("invisible").click();
  await expect(page.getByTestId("save-status")).toHaveAttribute("data-status", /offline|error/);
  await expect(page.getByTestId("announce-assertive")).toHaveText(/You are offline|could not be saved/);
  await expect(page.getByTestId("save-banner")).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByTestId("save-status")).toHaveAttribute("data-status", "saved", { timeout: 20_000 });
  await expect(page.getByTestId("announce-assertive")).toHaveText("Connection restored: all changes saved.");
  await expect(page.getByTestId("save-banner")).toHaveCount(0);
  // The server has it: a fresh browser (no device copy) sees the answer.
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await expect(page.getByRole("radio", { name: /invisible/ })).toBeChecked();
});

test("a resumable attempt is offered instead of being lost", async ({ page, student }) => {
  await startExam(page, "E2E Short Exam");
  const url = page.url();
  await page.goto("/exams?lng=en");
  // The exam's card says it is in progress, with the time left, and offers Resume first.
  const card = examCard(page, "E2E Short Exam");
  await expect(card.getByTestId("exam-in-progress")).toHaveText(/^In progress, [1-9]\d* minutes? left$/);
  await expect(card).toContainText("3 modules");
  await expect(card.getByRole("button", { name: "Start a new attempt" })).toBeVisible();
  await card.getByRole("link", { name: "Resume" }).click();
  await expect(page).toHaveURL(url);
  await expect(page.getByTestId("question-text")).toBeVisible();

  // The dashboard opens with it: the first thing on the page, with Resume.
  await page.goto("/profile?lng=en");
  const unfinished = page.getByTestId("unfinished-exam");
  await expect(unfinished.getByRole("heading", { name: "Unfinished test: E2E Short Exam" })).toBeVisible();
  await expect(page.locator("main > *").first()).toHaveAttribute("data-testid", "unfinished-exam");
  await unfinished.getByRole("link", { name: "Resume test" }).click();
  await expect(page).toHaveURL(url);
});
