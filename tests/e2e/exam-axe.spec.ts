import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import axe from "axe-core";
import { expect, test } from "./fixtures";
import { examCard, signUp, startFromReadyScreen } from "./helpers";

/**
 * Every axe rule, the experimental and best-practice ones included. Left out: the deprecated ones, and
 * AAA's enhanced contrast (7:1), which the product's brand colour does not aim for (the target is
 * WCAG 2.2 AA, 4.5:1, checked by color-contrast).
 */
const RULES = axe
  .getRules()
  .filter((rule) => !rule.tags.includes("deprecated") && rule.ruleId !== "color-contrast-enhanced")
  .map((rule) => rule.ruleId);

async function expectNoViolations(page: Page, where: string) {
  // Let the lazy panels load and the transitions finish before reading colours.
  await page.waitForLoadState("networkidle");
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running" || a.effect?.getComputedTiming().iterations === Infinity));
  const results = await new AxeBuilder({ page }).options({ runOnly: { type: "rule", values: RULES } }).analyze();
  const found = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => `${n.target.join(" ")} ${n.failureSummary?.split("\n")[1]?.trim() ?? ""}`).join(" | ")}`,
  );
  expect.soft(found, where).toEqual([]);
}

/** A tool of the top bar, from the bar or from More when the bar has no room for it. */
async function openTool(page: Page, name: string) {
  if ((await page.getByTestId("tool-bar").getAttribute("data-tools")) === "menu") {
    await page.getByRole("button", { name: "More", exact: true }).click();
    await page.getByRole("menuitem", { name }).click();
  } else await page.getByRole("button", { name, exact: true }).click();
}

async function submitModule(page: Page) {
  await page.getByRole("button", { name: /^Question \d+ of \d+/ }).click();
  await page.getByRole("button", { name: "Go to Review Page" }).click();
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Submit" }).click();
}

for (const size of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`axe finds nothing on any exam screen or the result at ${size.width} px`, async ({ page }) => {
    test.setTimeout(240_000);
    await page.setViewportSize(size);
    await signUp(page);
    // The exam list and the ready screen before the clock.
    await page.goto("/exams?lng=en");
    await expectNoViolations(page, "exam list");
    await examCard(page, "E2E Short Exam").getByRole("button", { name: "Take Exam" }).click();
    await expect(page.getByTestId("ready-plan")).toBeVisible();
    await expectNoViolations(page, "ready screen");
    await startFromReadyScreen(page);

    // Reading and Writing: the question with its passage (the fixture's 2-minute module also shows the 5-minute warning).
    await page.getByText("plentiful").click();
    await page.getByRole("button", { name: "Mark for Review" }).click();
    await page.getByRole("button", { name: "Cross out answer choices" }).click();
    await page.getByRole("button", { name: "Cross out choice C" }).click();
    await expectNoViolations(page, "reading and writing question");
    await page.getByRole("button", { name: "Directions" }).click();
    await expectNoViolations(page, "directions open");
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "More", exact: true }).click();
    await expect(page.getByRole("menu")).toBeVisible();
    await expectNoViolations(page, "More menu");
    await page.keyboard.press("Escape");
    await openTool(page, "Highlights & notes");
    await expect(page.getByTestId("notes-panel")).toBeVisible();
    await expectNoViolations(page, "highlights and notes");
    await page.getByTestId("notes-panel").getByRole("button", { name: "Close" }).click();
    await page.getByRole("button", { name: /^Question 1 of 3/ }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectNoViolations(page, "navigator");
    await page.getByRole("button", { name: "Go to Review Page" }).click();
    await expect(page.getByRole("heading", { name: "Check Your Work" })).toBeVisible();
    await expectNoViolations(page, "review page");
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await expect(page.getByRole("dialog", { name: "Submit this module?" })).toBeVisible();
    await expectNoViolations(page, "submit confirmation");
    await page.getByRole("dialog").getByRole("button", { name: "Submit" }).click();
    await expect(page.getByRole("heading", { name: "Module complete" })).toBeVisible();
    await expectNoViolations(page, "module complete");
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByTestId("section-name")).toHaveText("Section 1, Module 2: Reading and Writing");
    await submitModule(page);

    // The break.
    await expect(page.getByRole("heading", { name: "Practice Test Break" })).toBeVisible();
    await expectNoViolations(page, "break");
    await page.getByRole("button", { name: "Resume Testing" }).click();

    // Math: a question, the calculator, the reference sheet, the answer box.
    await expect(page.getByTestId("section-name")).toHaveText("Section 2, Module 1: Math");
    await expectNoViolations(page, "math question");
    await openTool(page, "Calculator");
    await expect(page.getByTestId("calculator")).toBeVisible();
    await page.getByRole("textbox", { name: "Expression 1" }).fill("y=x^2");
    await expectNoViolations(page, "calculator open");
    await page.getByRole("button", { name: "Close calculator" }).click();
    await openTool(page, "Reference");
    await expect(page.getByTestId("reference-sheet")).toBeVisible();
    await expectNoViolations(page, "reference sheet open");
    await page.getByRole("button", { name: "Close reference sheet" }).click();
    await page.getByRole("button", { name: /^Question 1 of 3/ }).click();
    await page.getByTestId("question-grid").getByRole("button").nth(2).click();
    await page.getByLabel("Your answer").fill("5/2");
    await expectNoViolations(page, "grid-in question");
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Check Your Work" })).toBeVisible();
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Submit module" }).click();

    // The end, and the result.
    await expect(page.getByRole("heading", { name: "You have finished the test" })).toBeVisible();
    await expectNoViolations(page, "finished");
    await page.getByRole("link", { name: "View your result" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText("E2E Short Exam");
    await expectNoViolations(page, "result");
  });
}

test("the landing page's struck-through yearly price is readable and its star ratings are text", async ({ page }) => {
  await page.goto("/?lng=en");
  const old = page.getByTestId("plan-yearly").locator("s");
  await expect(old).toContainText("$1,068");
  // A screen reader hears what the strike-through shows.
  await expect(old).toContainText("regular price");
  const contrast = await new AxeBuilder({ page }).include("[data-testid=plan-yearly]").withRules(["color-contrast"]).analyze();
  expect(contrast.violations.map((v) => v.nodes.map((n) => n.failureSummary).join(" | "))).toEqual([]);
  // Each rating is read once, as words; the star glyphs are hidden from screen readers.
  const rating = page.getByText(/^\d out of 5 stars$/).first();
  await expect(rating).toBeAttached();
  const stars = rating.locator("xpath=preceding-sibling::*[1]");
  await expect(stars).toHaveAttribute("aria-hidden", "true");
  await expect(stars).toHaveText(/^★+$/);
});
