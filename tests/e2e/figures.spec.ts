import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { startExam } from "./helpers";

// A Math item whose choices are graphs drawn by content/figures (decision 0047): shown and named in the exam,
// at a desktop width and on a 390 px phone. Screenshots go to tests/.tmp/figures-*.png for a person to look at.

async function submitModule(page: Page) {
  await page.getByRole("button", { name: /^Question 1 of \d+/ }).click();
  await page.getByRole("button", { name: "Go to Review Page" }).click();
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Submit" }).click();
}

test("graph choices are drawn, spoken by their description, and fit a phone", async ({ page, student }) => {
  test.setTimeout(240_000);
  expect(student.username).toBeTruthy();
  await page.setViewportSize({ width: 1440, height: 900 });
  await startExam(page, "Practice Test 3");
  await submitModule(page);
  const next = page.getByRole("button", { name: "Continue" });
  if (await next.isVisible().catch(() => false)) await next.click();
  await expect(page.getByTestId("section-name")).toHaveText(/Module 2: Reading and Writing/, { timeout: 20_000 });
  await submitModule(page);
  await page.getByRole("button", { name: "Resume Testing" }).click();
  await expect(page.getByTestId("section-name")).toHaveText(/Module 1: Math/, { timeout: 20_000 });

  // pt3-math-m1-02: which graph is the line through (-3, 7) perpendicular to the y-axis
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(page.getByTestId("question-text")).toContainText("perpendicular to the");
  const choices = page.getByRole("radio");
  await expect(choices).toHaveCount(4);
  for (let i = 0; i < 4; i++)
    await expect(choices.nth(i)).toHaveAccessibleName(
      /^Choice [A-D]: A line in the xy-plane\. An xy-plane with x and y from negative 8 to 8\. A (horizontal|vertical) line crosses/,
    );
  await expect(page.locator("fieldset svg[role=img]")).toHaveCount(4);
  await page.locator("fieldset label").nth(1).click();
  await expect(choices.nth(1)).toBeChecked();
  await page.screenshot({ path: "tests/.tmp/figures-1440.png", fullPage: true });
  const serious = (await new AxeBuilder({ page }).analyze()).violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => v.id)).toEqual([]);

  await page.setViewportSize({ width: 390, height: 844 });
  const widths = await page.locator("fieldset svg").evaluateAll((els) => els.map((e) => e.getBoundingClientRect().right));
  for (const right of widths) expect(right).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: "tests/.tmp/figures-390.png", fullPage: true });
});
