import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { signUp, startExam } from "./helpers";

async function box(page: Page, testId: string) {
  const b = await page.getByTestId(testId).boundingBox();
  if (!b) throw new Error(`${testId} has no box`);
  return b;
}

test("the calculator works on a math question as on test day", async ({ page, student }) => {
  await startExam(page, "E2E Math Exam");
  await page.getByRole("button", { name: "Calculator" }).click();
  const calc = page.getByTestId("calculator");
  await expect(calc).toBeVisible();
  await expect(page.getByRole("tab", { name: "Graphing" })).toHaveAttribute("aria-selected", "true");

  // Graph y = x^2 and y = 2x + 3 and read their intersections.
  await page.getByRole("textbox", { name: "Expression 1" }).fill("y=x^2");
  await page.getByRole("textbox", { name: "Expression 1" }).press("Enter");
  await page.getByRole("textbox", { name: "Expression 2" }).fill("y=2x+3");
  // Points of interest are found in the visible part of the graph: zoom out to see (3, 9) too.
  await page.getByRole("button", { name: "Zoom out" }).click();
  await page.getByTestId("poi-list").locator("summary").click();
  await expect(page.getByRole("button", { name: "Intersection of expressions 1 and 2: (-1, 1)" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Intersection of expressions 1 and 2: (3, 9)" })).toBeVisible();
  await page.getByRole("button", { name: "Intersection of expressions 1 and 2: (3, 9)" }).click();
  await expect(page.getByTestId("poi-announcement")).toContainText("(3, 9)");

  // Scientific: 2^10 and sin(30) in degrees.
  await page.getByRole("tab", { name: "Scientific" }).click();
  const input = page.getByTestId("scientific-input");
  await input.fill("2^10");
  await input.press("Enter");
  await expect(page.getByTestId("scientific-history")).toContainText("1024");
  await input.fill("sin(30)");
  await input.press("Enter");
  await expect(page.getByTestId("scientific-history")).toContainText("0.5");

  // On a desktop it opens docked beside the question: the question's column ends where it starts.
  await expect(calc).toHaveAttribute("data-docked", "true");
  const docked = await box(page, "calculator");
  const main = (await page.locator("main").boundingBox())!;
  expect(main.x + main.width).toBeLessThanOrEqual(docked.x + 1);
  await expect(page.locator("fieldset label").first()).toBeInViewport();
  // Undocked, it floats and can be dragged.
  await page.getByRole("button", { name: "Undock (move it freely)" }).click();
  await expect(calc).not.toHaveAttribute("data-docked", "true");

  // Drag to the bottom-right corner and beyond: it stays inside the viewport.
  const viewport = page.viewportSize()!;
  const start = await box(page, "calculator");
  await page.mouse.move(start.x + 40, start.y + 12);
  await page.mouse.down();
  await page.mouse.move(viewport.width + 400, viewport.height + 400, { steps: 8 });
  await page.mouse.up();
  let b = await box(page, "calculator");
  expect(b.x + b.width).toBeLessThanOrEqual(viewport.width + 1);
  // It stays between the top and bottom bars: it never covers Next or the timer.
  const footer = (await page.locator("footer").boundingBox())!;
  const header = (await page.locator("header").boundingBox())!;
  expect(b.y + b.height).toBeLessThanOrEqual(footer.y + 1);
  expect(b.x).toBeGreaterThan(start.x);
  // And to the top-left corner.
  await page.mouse.move(b.x + 40, b.y + 12);
  await page.mouse.down();
  await page.mouse.move(-300, -300, { steps: 8 });
  await page.mouse.up();
  b = await box(page, "calculator");
  expect(b.x).toBeGreaterThanOrEqual(0);
  expect(b.y).toBeGreaterThanOrEqual(header.y + header.height - 1);

  // Expand: wider (36.431vw instead of 26.022vw, at least 24rem).
  const narrow = b.width;
  await page.getByRole("button", { name: "Expand calculator" }).click();
  await expect(calc).toHaveAttribute("data-expanded", "true");
  expect((await box(page, "calculator")).width).toBeGreaterThan(narrow);

  // The answer area stays usable while the calculator is open.
  await page.locator("fieldset label").first().click();
  await expect(page.getByRole("radio", { name: "Choice A: 5", exact: true })).toBeChecked();

  // Close destroys it; opening again starts on Graphing at the default place, with the expressions kept.
  await page.getByRole("button", { name: "Close calculator" }).click();
  await expect(calc).toHaveCount(0);
  await page.getByRole("button", { name: "Calculator" }).click();
  await expect(page.getByRole("tab", { name: "Graphing" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("textbox", { name: "Expression 2" })).toHaveValue("y=2x+3");
});

test("the reference sheet belongs to Math: it opens and closes there, and Reading and Writing has Highlight instead", async ({ page }) => {
  // Tall enough for the sheet to sit at its default place without being pushed up into the viewport.
  await page.setViewportSize({ width: 1280, height: 1000 });
  await signUp(page);
  await startExam(page, "E2E Short Exam");
  await expect(page.getByRole("button", { name: "Highlight", exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Highlights & notes" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Reference" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Calculator" })).toHaveCount(0);

  await startExam(page, "E2E Math Exam");
  await expect(page.getByRole("button", { name: "Calculator" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Highlight", exact: true })).toHaveCount(0);
  await page.getByRole("button", { name: "Reference" }).click();
  const sheet = page.getByTestId("reference-sheet");
  await expect(sheet).toBeVisible();
  await expect(sheet).toHaveAttribute("data-docked", "true");
  await page.getByRole("button", { name: "Undock (move it freely)" }).click();
  await expect(sheet).not.toHaveAttribute("data-docked", "true");
  const b = (await sheet.boundingBox())!;
  // Default place: 100px from the top, centred.
  expect(Math.round(b.y)).toBe(100);
  expect(Math.abs(b.x + b.width / 2 - page.viewportSize()!.width / 2)).toBeLessThan(2);
  await page.getByRole("button", { name: "Close reference sheet" }).click();
  await expect(sheet).toHaveCount(0);
  await page.getByRole("button", { name: "Reference" }).click();
  await expect(sheet).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(sheet).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Reference" })).toBeFocused();
});

test("on a phone the calculator is a sheet under the question, never a window over the choices", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUp(page);
  await startExam(page, "E2E Math Exam");
  // The tools fit at 390 px in English; wherever they are (bar or More), the calculator opens docked.
  const bar = page.getByTestId("tool-bar");
  if ((await bar.getAttribute("data-tools")) === "menu") {
    await page.getByRole("button", { name: "More", exact: true }).click();
    await page.getByRole("menuitem", { name: "Calculator" }).click();
  } else await page.getByRole("button", { name: "Calculator" }).click();
  const calc = page.getByTestId("calculator");
  await expect(calc).toHaveAttribute("data-docked", "true");
  const sheet = (await calc.boundingBox())!;
  const footer = (await page.locator("footer").boundingBox())!;
  const choices = (await page.locator("fieldset").boundingBox())!;
  // Below the question's scrolling area and above the bottom bar, full width.
  expect(Math.round(sheet.y + sheet.height)).toBeLessThanOrEqual(Math.round(footer.y) + 1);
  expect(sheet.width).toBeGreaterThan(380);
  const main = (await page.locator("main").boundingBox())!;
  expect(main.y + main.height).toBeLessThanOrEqual(sheet.y + 1);
  expect(choices.y).toBeLessThan(sheet.y);
  // The choices scroll above it and stay usable.
  await page.locator("fieldset label").first().click();
  await expect(page.getByRole("radio", { name: "Choice A: 5", exact: true })).toBeChecked();
  await calc.getByRole("button", { name: "Close calculator" }).click();
  await expect(calc).toHaveCount(0);
});

test("at 200% zoom the question keeps a usable height and the calculator stays between the bars", async ({ page }) => {
  // 1440 × 900 at 200%: the page lays out in 720 × 450 CSS pixels.
  await page.setViewportSize({ width: 720, height: 450 });
  await signUp(page);
  await startExam(page, "E2E Short Exam");
  // Passage and question follow each other in one scrolling page: no small scroll boxes.
  const main = (await page.locator("main").boundingBox())!;
  expect(main.height).toBeGreaterThan(250);
  const passage = page.getByRole("region", { name: "Passage" });
  expect(await passage.evaluate((el) => getComputedStyle(el).overflowY)).toBe("visible");
  await page.getByRole("radio", { name: /invisible/ }).focus();
  await page.keyboard.press("Space");
  await expect(page.getByRole("radio", { name: /invisible/ })).toBeChecked();

  await startExam(page, "E2E Math Exam");
  const bar = page.getByTestId("tool-bar");
  if ((await bar.getAttribute("data-tools")) === "menu") {
    await page.getByRole("button", { name: "More", exact: true }).click();
    await page.getByRole("menuitem", { name: "Calculator" }).click();
  } else await page.getByRole("button", { name: "Calculator" }).click();
  const calc = page.getByTestId("calculator");
  await expect(calc).toHaveAttribute("data-docked", "true");
  const c = (await calc.boundingBox())!;
  const header = (await page.locator("header").boundingBox())!;
  const footer = (await page.locator("footer").boundingBox())!;
  expect(c.y).toBeGreaterThanOrEqual(header.y + header.height - 1);
  expect(c.y + c.height).toBeLessThanOrEqual(footer.y + 1);
  // Beside the question, not over it.
  const question = (await page.locator("main").boundingBox())!;
  expect(question.x + question.width).toBeLessThanOrEqual(c.x + 1);
  expect(question.width).toBeGreaterThan(300);
});
