import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/**
 * Skill practice and the mistakes notebook, as a student does them. The database is seeded by tests/setup/seed-e2e.ts,
 * so the practice bank is tests/fixtures/practice-bank.ts: in every single-choice question the first
 * choice is the key and the second is wrong.
 */

async function expectNoSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

async function expectNoSidewaysScroll(page: Page) {
  const { scroll, client } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  expect(scroll).toBeLessThanOrEqual(client);
}

/** Picks choice A (the fixture's key) or B (wrong) and checks the answer. */
async function answer(page: Page, right: boolean) {
  await page
    .getByTestId("choice")
    .nth(right ? 0 : 1)
    .click();
  await page.getByRole("button", { name: "Check answer" }).click();
  await expect(page.getByTestId("feedback-verdict")).toHaveText(right ? "Correct!" : "Not quite.");
}

test("a student does a practice set, gets one wrong, finds it in the notebook and practises it again", async ({ page, student }) => {
  await page.getByRole("navigation", { name: /main/i }).getByRole("link", { name: "Practice" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Skill practice" })).toBeVisible();
  await expect(page.getByTestId("daily-limit")).toContainText("20 of 20");
  await expect(page.getByTestId("notebook-counts")).toHaveText("Your notebook is empty for now.");
  await expectNoSeriousA11yViolations(page);

  // An empty skill says so plainly.
  await page.getByLabel("What to practise").selectOption("domain:geometry_trigonometry");
  await page.getByLabel("Skill", { exact: true }).selectOption("circles");
  await page.getByRole("button", { name: "Start practice" }).click();
  await expect(page.getByTestId("choice-empty")).toContainText("no questions for this choice yet");

  // Words in Context, easy, 5 questions (the fixture bank has 3 easy ones: the set has 3).
  await page.getByLabel("What to practise").selectOption("domain:craft_structure");
  await page.getByLabel("Skill", { exact: true }).selectOption("words_in_context");
  await page.getByRole("radio", { name: "Easy" }).check();
  await page.getByRole("radio", { name: "5", exact: true }).check();
  await page.getByRole("button", { name: "Start practice" }).click();
  await page.waitForURL(/\/practice\/\d+$/);
  const setUrl = page.url();
  await expect(page.getByTestId("practice-title")).toHaveText("Practice: Words in Context");
  await expect(page.getByTestId("practice-progress")).toContainText("Question 1 of 3");
  // The exam's tools for Reading and Writing: highlight and notes.
  await expect(page.locator('[data-tool="highlight"]')).toBeVisible();
  await expect(page.getByRole("button", { name: "Mark for Review" })).toBeVisible();

  // Question 1: wrong. Free students see right or wrong, not the key; the question goes to the notebook.
  await answer(page, false);
  await expect(page.getByTestId("added-to-notebook")).toBeVisible();
  await expect(page.getByTestId("explanations-premium")).toBeVisible();
  await expect(page.getByTestId("explanation")).toHaveCount(0);
  await expect(page.getByTestId("practice-announce")).toHaveText("Not quite.");
  // Ask Lingo: a free student gets the upgrade notice; Escape closes it and focus returns.
  await page.getByTestId("ask-lingo").click();
  await expect(page.getByTestId("tutor-sheet")).toContainText("Lingo is a premium feature");
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("tutor-sheet")).toHaveCount(0);
  await expect(page.getByTestId("ask-lingo")).toBeFocused();

  // Question 2: choose A, then leave and come back: the choice was saved (the set resumes).
  await page.getByRole("button", { name: "Next question" }).click();
  await expect(page.getByTestId("practice-progress")).toContainText("Question 2 of 3");
  await page.getByTestId("choice").first().click();
  await expect(page.getByTestId("save-status")).toHaveAttribute("data-status", "saved");
  await page.getByTestId("practice-exit").click();
  await expect(page.getByTestId("active-set")).toContainText("1 of 3 answered");
  await page.getByTestId("active-set").getByRole("link", { name: "Continue" }).click();
  await expect(page.getByTestId("practice-progress")).toContainText("Question 2 of 3");
  await expect(page.getByTestId("choice").first().getByRole("radio")).toBeChecked();
  await page.getByRole("button", { name: "Check answer" }).click();
  await expect(page.getByTestId("feedback-verdict")).toHaveText("Correct!");
  await page.getByRole("button", { name: "Next question" }).click();
  await answer(page, true);
  await page.getByRole("button", { name: "See results" }).click();
  await expect(page.getByTestId("summary-score")).toHaveText("2 of 3 questions correct");

  // Phone width: the summary and the question screen fit.
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSidewaysScroll(page);
  await page.getByRole("button", { name: /Question 1/ }).click();
  await expect(page.getByTestId("feedback-verdict")).toHaveText("Not quite.");
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
  await page.setViewportSize({ width: 1280, height: 720 });

  // The notebook: the wrong question, from practice; filters by skill and source.
  await page.goto("/practice/review");
  await expect(page.getByRole("heading", { level: 1, name: "Mistakes notebook" })).toBeVisible();
  await expect(page.getByTestId("notebook-entry")).toHaveCount(1);
  const entry = page.getByTestId("notebook-entry");
  await expect(entry.getByTestId("entry-reason")).toHaveText("Wrong");
  await expect(entry).toContainText("Words in Context");
  await expect(entry).toContainText("Practice");
  await expect(entry.getByTestId("entry-progress")).toContainText("Right on 0 of 2 days");
  await expectNoSeriousA11yViolations(page);
  await page.getByTestId("filter-source").selectOption("test");
  await page.getByTestId("apply-filters").click();
  await expect(page.getByTestId("notebook-empty")).toHaveText("No questions match these filters.");
  await page.getByTestId("filter-source").selectOption("practice");
  await page.getByTestId("filter-skill").selectOption("words_in_context");
  await page.getByTestId("apply-filters").click();
  await expect(page.getByTestId("notebook-entry")).toHaveCount(1);

  // Practise it again: a set of that one question; right this time (the same day: it stays in the notebook).
  await page.getByTestId("notebook-entry").getByRole("checkbox").check();
  await page.getByTestId("practise-again").click();
  await page.waitForURL(/\/practice\/\d+$/);
  expect(page.url()).not.toBe(setUrl);
  await expect(page.getByTestId("practice-title")).toHaveText("Practice from your mistakes notebook");
  await expect(page.getByTestId("practice-progress")).toContainText("Question 1 of 1");
  await answer(page, true);
  await page.getByRole("button", { name: "See results" }).click();
  await expect(page.getByTestId("summary-score")).toHaveText("1 of 1 question correct");
  await page.getByTestId("summary-notebook").click();
  await expect(page.getByTestId("notebook-entry")).toHaveCount(1);
  await expect(page.getByTestId("entry-progress")).toContainText("Right on 0 of 2 days");
});
