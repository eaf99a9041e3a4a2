import type { Page, TestInfo } from "@playwright/test";
import { expect, test } from "./fixtures";
import { examCard, signUp, startFromReadyScreen, submitModule } from "./helpers";

// Issue 30: the exam from the exam list to the end, at a desktop's and a phone's width. Each screen is
// also kept as a screenshot (attached to the report) to be looked at.
async function shot(page: Page, testInfo: TestInfo, name: string) {
  await testInfo.attach(name, { body: await page.screenshot(), contentType: "image/png" });
  await page.screenshot({ path: `tests/.tmp/screens/${testInfo.project.name}-${page.viewportSize()!.width}-${name}.png` });
}

/** Selects `text` in the passage as a student's drag would, without any highlight mode. */
async function selectInPassage(page: Page, text: string) {
  await page.getByTestId("passage").evaluate((el, wanted) => {
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const i = (n as Text).data.indexOf(wanted);
      if (i < 0) continue;
      const range = document.createRange();
      range.setStart(n, i);
      range.setEnd(n, i + wanted.length);
      window.getSelection()!.removeAllRanges();
      window.getSelection()!.addRange(range);
      return;
    }
    throw new Error(`text not found: ${wanted}`);
  }, text);
}

test("desktop: ready screen, tools docked beside the question, select-then-Highlight, Bluebook's ending", async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signUp(page);
  await page.goto("/exams?lng=en");
  await expect(examCard(page, "E2E Short Exam")).toContainText("Not taken yet.");
  await shot(page, testInfo, "exams");
  await examCard(page, "E2E Short Exam").getByRole("button", { name: "Take Exam" }).click();

  // The ready screen: the modules and the break with their times, the tools, and Start; no clock yet.
  await expect(page.getByRole("heading", { name: "E2E Short Exam" })).toBeFocused();
  await expect(page.getByTestId("ready-plan").getByRole("listitem")).toHaveText([
    /^Reading and Writing · Module 1\s*2 min$/,
    /^Reading and Writing · Module 2\s*\d+ min$/,
    /^Break\s*\d+ min$/,
    /^Math · Module 1\s*\d+ min$/,
  ]);
  await expect(page.getByText("3 modules · 6 minutes of testing, breaks apart")).toBeVisible();
  await expect(page.getByText("Graphing calculator (Math)")).toBeVisible();
  await expect(page.getByTestId("section-timer")).toHaveCount(0);
  await shot(page, testInfo, "ready");
  await startFromReadyScreen(page);

  // The module title is focused for screen readers, without a ring for a mouse user.
  await expect(page.getByTestId("section-name")).toBeFocused();
  expect(await page.getByTestId("section-name").evaluate((el) => getComputedStyle(el).outlineStyle)).toBe("none");

  // Select first, then Highlight: the highlight covers whole words.
  await selectInPassage(page, "mall harbor tow");
  await page.getByRole("button", { name: "Highlight", exact: true }).click();
  await expect(page.getByTestId("passage").locator("mark")).toHaveText("small harbor town");
  await expect(page.getByRole("button", { name: "Highlight", exact: true })).toHaveAttribute("aria-pressed", "false");
  // A click on the highlight opens its note, in the panel docked beside the question.
  await page.getByTestId("passage").locator("mark").click();
  const notes = page.getByTestId("notes-panel");
  await expect(notes.getByLabel("Note")).toBeFocused();
  await notes.getByLabel("Note").fill("where the story happens");
  const dock = (await page.getByTestId("dock").boundingBox())!;
  const main = (await page.locator("main").boundingBox())!;
  expect(main.x + main.width).toBeLessThanOrEqual(dock.x + 1);
  await shot(page, testInfo, "notes-docked");
  await notes.getByRole("button", { name: "Close" }).click();
  await expect(page.getByTestId("passage").locator("mark")).toHaveAttribute("title", "where the story happens");

  // Next on the last question: Check Your Work, then the confirmation naming what is left.
  await page.getByRole("button", { name: "Mark for Review" }).click();
  for (let i = 0; i < 2; i++) await page.getByRole("button", { name: "Next", exact: true }).click();
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Check Your Work" })).toBeVisible();
  await page.getByRole("button", { name: "Next", exact: true }).click();
  const confirm = page.getByRole("dialog", { name: "Submit this module?" });
  await expect(confirm.getByTestId("confirm-unanswered")).toContainText("3 questions unanswered:");
  await expect(confirm.getByTestId("confirm-marked")).toContainText("1 question marked for review:");
  await shot(page, testInfo, "confirm");
  await confirm.getByRole("button", { name: "Submit module" }).click();
  await expect(page.getByRole("heading", { name: "Module complete" })).toBeVisible();
  await shot(page, testInfo, "transition");
});

test("desktop: a typed-answer question has its directions beside it, and the calculator docks without covering it", async ({ page, student }, testInfo) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/exams?lng=en");
  await examCard(page, "E2E Math Exam")
    .getByRole("button", { name: /^(Take Exam|Start a new attempt)$/ })
    .click();
  await startFromReadyScreen(page);
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(page.getByTestId("spr-directions")).toBeVisible();
  await expect(page.getByTestId("spr-directions").getByRole("row")).toHaveCount(4);
  await page.getByLabel("Your answer").fill("1/0");
  await expect(page.getByTestId("oe-problem")).toHaveText("A fraction cannot have 0 as its denominator.");
  await page.getByRole("button", { name: "Calculator" }).click();
  await expect(page.getByTestId("calculator")).toHaveAttribute("data-docked", "true");
  await expect(page.getByLabel("Your answer")).toBeInViewport();
  await expect(page.getByTestId("oe-problem")).toBeInViewport();
  const calc = (await page.getByTestId("calculator").boundingBox())!;
  const box = (await page.getByLabel("Your answer").boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(calc.x);
  await shot(page, testInfo, "spr-calculator-docked");
});

test.describe("phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("the exam's top bar is one row, with no keyboard shortcuts on a touch screen; screens fit a phone", async ({ page, student }, testInfo) => {
    await page.goto("/exams?lng=en");
    await shot(page, testInfo, "exams");
    await examCard(page, "E2E Math Exam")
      .getByRole("button", { name: /^(Take Exam|Start a new attempt)$/ })
      .click();
    await expect(page.getByTestId("ready-plan")).toBeVisible();
    await shot(page, testInfo, "ready");
    await startFromReadyScreen(page);
    const bar = (await page.locator("header").boundingBox())!;
    // One row (the notices under it, such as the five-minute warning, are not the bar).
    // (The fixture's 10-minute module shows no notice under the bar.)
    await expect(page.getByTestId("time-warning")).toHaveCount(0);
    expect(bar.height).toBeLessThanOrEqual(64);
    await shot(page, testInfo, "question");
    await page.getByRole("button", { name: "More" }).click();
    await expect(page.getByRole("menuitem", { name: "Help" })).toBeVisible();
    await expect(page.getByRole("menuitem", { name: "Calculator" })).toBeVisible();
    await expect(page.getByRole("menuitem", { name: "Keyboard shortcuts" })).toHaveCount(0);
    await shot(page, testInfo, "more");
    await page.getByRole("menuitem", { name: "Calculator" }).click();
    await expect(page.getByTestId("calculator")).toHaveAttribute("data-docked", "true");
    await expect(page.getByTestId("dock")).toHaveAttribute("data-dock", "bottom");
    await expect(page.getByRole("button", { name: "Undock (move it freely)" })).toHaveCount(0);
    await shot(page, testInfo, "calculator-sheet");
    await page.getByRole("button", { name: "Close calculator" }).click();
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await expect(page.getByTestId("spr-directions")).toBeVisible();
    await shot(page, testInfo, "spr");
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Check Your Work" })).toBeVisible();
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await shot(page, testInfo, "confirm");
    await page.getByRole("dialog").getByRole("button", { name: "Keep working" }).click();
    await submitModule(page);
    await expect(page.getByRole("heading", { name: "You have finished the test" })).toBeVisible({ timeout: 20_000 });
    await shot(page, testInfo, "finished");
    await page.goto("/?lng=en");
    await page.locator("#why-us").scrollIntoViewIfNeeded();
    await expect(page.locator("#why-us ~ ul svg").first()).toBeVisible();
    await shot(page, testInfo, "landing-features");
  });
});
