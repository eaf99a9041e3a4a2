import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { signUp, startExam } from "./helpers";

/** Types a column of a table with the keyboard only: Enter moves down and adds rows. */
async function typeColumn(page: Page, column: string, values: number[]) {
  await page.getByRole("textbox", { name: `${column}, row 1`, exact: true }).click();
  for (const [index, value] of values.entries()) {
    await page.keyboard.type(String(value));
    if (index < values.length - 1) await page.keyboard.press("Enter");
  }
}

test("a student types a table and regressions in the graphing calculator and reads the parameters", async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 1000 });
  await signUp(page);
  await startExam(page, "E2E Math Exam");
  await page.getByRole("button", { name: "Calculator" }).click();
  await expect(page.getByTestId("calculator")).toBeVisible();

  // Row 2: a table with columns x1 and y1 (row 1 is the empty expression the calculator opens with).
  await page.getByRole("button", { name: "Table", exact: true }).click();
  await expect(page.getByTestId("graph-table").locator("th")).toHaveText(["x1", "y1"]);
  await typeColumn(page, "x1", [1, 2, 3, 4, 5]);
  await typeColumn(page, "y1", [2, 4, 5, 4, 5]);
  await expect(page.getByTestId("graph-table").locator("tbody tr")).toHaveCount(5);

  // The least-squares line by hand: x̄ = 3, ȳ = 4, Sxy = 6, Sxx = 10, Syy = 6,
  // so m = 0.6, b = 4 − 0.6·3 = 2.2, r² = 6²/(10·6) = 0.6, r = √0.6 ≈ 0.774597.
  const first = page.getByRole("textbox", { name: "Expression 1", exact: true });
  await first.fill("y1 ~ m x1 + b");
  const result = page.getByTestId("regression-result");
  await expect(result).toContainText("m = 0.6");
  await expect(result).toContainText("b = 2.2");
  await expect(result).toContainText("r² = 0.6");
  await expect(result).toContainText("r = 0.774597");
  // The result is announced to screen readers once typing pauses, and describes the input.
  await expect(page.getByTestId("graph-announcement")).toHaveText("Expression 1: m = 0.6, b = 2.2, r² = 0.6, r = 0.774597");
  await expect(first).toHaveAccessibleDescription(/m = 0\.6/);

  // The fitted parameters and the columns are usable in other rows; statistics are exact.
  // Enter adds a row right below (the table moves down to row 3).
  await first.press("Enter");
  const second = page.getByRole("textbox", { name: "Expression 2", exact: true });
  await expect(second).toBeFocused();
  await page.keyboard.type("m*10+b");
  await expect(page.getByTestId("row-value")).toHaveText("= 8.2");
  await second.fill("mean(y1)");
  await expect(page.getByTestId("row-value")).toHaveText("= 4");
  await second.fill("stdevp([2,4,4,4,5,5,7,9])");
  await expect(page.getByTestId("row-value")).toHaveText("= 2");

  // An exponential model on a second table: 3, 6, 12, 24 is 3·2^x exactly.
  await page.getByRole("button", { name: "Table", exact: true }).click();
  await expect(page.getByTestId("graph-table").nth(1).locator("th")).toHaveText(["x2", "y2"]);
  await typeColumn(page, "x2", [0, 1, 2, 3]);
  await typeColumn(page, "y2", [3, 6, 12, 24]);
  // While the line's row also fits b, b would be defined twice; the student clears that row.
  await second.fill("y_2 ~ a b^{x_2}");
  await expect(page.getByText("b is defined more than once").first()).toBeVisible();
  await first.fill("");
  await expect(result).toContainText("a = 3");
  await expect(result).toContainText("b = 2");
  await expect(result).toContainText("R² = 1");

  // A fit that cannot be made says why.
  await second.fill("y1 ~ c x1 + d x1");
  await expect(page.getByText("The fit failed")).toBeVisible();

  // A shaded inequality with a dashed boundary, described for screen readers.
  await second.fill("y < 2x - 8");
  await expect(second).toHaveAccessibleDescription("Shaded below the boundary. The boundary is dashed: its points are not included.");

  // Points of interest of an implicit curve: the circle x² + y² = 25 meets the x-axis at ±5.
  await second.press("Enter");
  const circle = page.getByRole("textbox", { name: "Expression 3", exact: true });
  await circle.fill("x^2+y^2=25");
  await page.getByTestId("poi-list").locator("summary").click();
  await expect(page.getByRole("button", { name: "x-intercept of expression 3: (5, 0)" })).toBeVisible();
  await expect(page.getByRole("button", { name: "x-intercept of expression 3: (-5, 0)" })).toBeVisible();

  // Back to the line: it is drawn as a curve with points of interest of its own,
  // e.g. its x-intercept −b/m = −2.2/0.6 ≈ −3.6667.
  await first.fill("y1 ~ m x1 + b");
  await expect(page.getByRole("button", { name: "x-intercept of expression 1: (-3.6667, 0)" })).toBeVisible();
  await page.getByTestId("poi-list").locator("summary").click();
  // Docked beside the question on a desktop; undocked it floats and can be made wider.
  await page.getByRole("button", { name: "Undock (move it freely)" }).click();
  await page.getByRole("button", { name: "Expand calculator" }).click();
  await page.getByTestId("calculator").screenshot({ path: testInfo.outputPath("calculator-regression.png") });
});
