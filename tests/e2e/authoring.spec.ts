import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { examCard, signIn, signOut, startFromReadyScreen, submitModule } from "./helpers";

const FIGURE = path.join(import.meta.dirname, "../fixtures/right-triangle.svg");

async function signInAs(page: Page, username: string, password: string) {
  await page.goto("/auth/login?lng=en");
  await signIn(page, username, password);
  await page.waitForURL((url) => !url.pathname.startsWith("/auth/"));
}

/** Types into a rich-text field of the question form (Tiptap): `$…$` becomes a formula. */
async function typeRich(page: Page, label: string, text: string) {
  const box = page.getByRole("textbox", { name: label, exact: true });
  await box.click();
  await page.keyboard.type(text);
}

async function writeBasics(page: Page, identifier: string) {
  await page.goto("/teacher/questions/new?lng=en");
  await expect(page.getByRole("heading", { name: "Create SAT Question" })).toBeVisible();
  await page.getByLabel("Identifier").fill(identifier);
  await page.getByLabel("Domain").selectOption("geometry_trigonometry");
  await page.getByLabel("Skill").selectOption("right_triangles_trigonometry");
}

test("a teacher writes two questions, an admin approves them, the teacher assigns a practice set and the student takes it", async ({ page }) => {
  test.setTimeout(240_000);
  const run = Date.now().toString(36);
  const sc = `e2e-hyp-${run}`;
  const oe = `e2e-ratio-${run}`;

  // The teacher (demo mentor) writes a single-choice question with math and a figure…
  await signInAs(page, "mentor", "mentor-pass-1");
  await writeBasics(page, sc);
  await typeRich(page, "Question text", "The legs of the right triangle are 3 and 4. Which value is $x$ if $x^2 = 3^2 + 4^2$?");
  await page.getByTestId("figure-file").setInputFiles(FIGURE);
  await page.getByLabel("Alt text (what the figure shows)").fill("A right triangle with legs 3 and 4 and hypotenuse x.");
  for (const [i, text] of ["5", "7", "12", "25"].entries()) await typeRich(page, `Choice ${"ABCD"[i]}`, text);
  await page.getByLabel("Choice A is the correct answer").check();
  // Only the key is called the answer; the other rows offer to become it (issue 27: every radio read "Correct").
  await expect(page.getByTestId("choice-0")).toContainText("The answer");
  await expect(page.getByTestId("choice-1")).toContainText("Mark as the answer");
  await typeRich(page, "Explanation", "By the Pythagorean theorem x = 5. 7 adds the legs, 12 multiplies them, 25 forgets the square root.");

  // …previews it as a student will see it (typeset math, the labelled figure), at phone width too…
  const preview = page.getByTestId("question-preview");
  await expect(preview.getByTestId("question-text").locator(".katex").first()).toBeVisible();
  await expect(preview.getByRole("img", { name: "A right triangle with legs 3 and 4 and hypotenuse x." })).toBeVisible();
  await expect(preview.getByRole("radio")).toHaveCount(4);
  await preview.getByRole("button", { name: "Phone" }).click();
  expect((await page.getByTestId("preview-phone").boundingBox())?.width).toBe(390);
  await page.getByRole("button", { name: "Save and send for review" }).click();
  await expect(page.getByText("Question submitted successfully!")).toBeVisible();
  await expect(page.getByRole("heading", { name: new RegExp(sc) })).toContainText("In review");
  // An item in review is not a draft: its delete button says what it does.
  await expect(page.getByRole("button", { name: "Withdraw and delete" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Delete draft" })).toHaveCount(0);

  // …and an open-ended one, whose accepted answers follow the answer box's rule.
  await writeBasics(page, oe);
  await page.getByLabel("Difficulty").selectOption("easy");
  await page.getByText("Open ended", { exact: true }).click();
  await typeRich(page, "Question text", "In the same triangle, what is $\\frac{3}{x}$?");
  await page.getByRole("textbox", { name: "Answer 1" }).fill("3/5");
  await page.getByRole("button", { name: "Add an accepted answer" }).click();
  await page.getByRole("textbox", { name: "Answer 2" }).fill("1/0");
  await page.getByRole("textbox", { name: "Answer 2" }).blur();
  await expect(page.getByText("This is not a complete number yet")).toBeVisible();
  await page.getByRole("textbox", { name: "Answer 2" }).fill("0,6");
  await typeRich(page, "Explanation", "The hypotenuse is 5, so 3/5 = 0.6.");
  await page.getByRole("button", { name: "Save and send for review" }).click();
  await expect(page.getByText("Question submitted successfully!")).toBeVisible();
  await expect(page.getByTestId("answer-key")).toHaveText("3/5 · 0.6");
  await expect(page.getByRole("button", { name: "Approve and publish" })).toHaveCount(0);
  await signOut(page);

  // An administrator approves both from the review queue.
  await signInAs(page, "admin", "admin-pass-1");
  for (const identifier of [sc, oe]) {
    await page.goto("/teacher/review?lng=en");
    await page.getByRole("link", { name: identifier }).click();
    await page.getByRole("button", { name: "Approve and publish" }).click();
    await expect(page.getByRole("heading", { name: new RegExp(identifier) })).toContainText("Published");
  }
  await signOut(page);

  // The teacher builds a short practice set with them and assigns it to a student.
  await signInAs(page, "mentor", "mentor-pass-1");
  await page.goto("/teacher/exams?lng=en");
  await page.getByLabel("Title").fill(`Triangles ${run}`);
  await page.getByRole("button", { name: "Create and add questions" }).click();
  await page.getByRole("searchbox", { name: "Search" }).fill(run);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  for (const identifier of [sc, oe]) {
    await page.getByRole("button", { name: `Add ${identifier}` }).click();
    await expect(page.getByTestId("module-0").getByRole("link", { name: identifier })).toBeVisible();
  }
  await page.getByLabel(/Aysel Mammadova/).check();
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByTestId("assigned-students")).toContainText("@student");
  await signOut(page);

  // The student finds it on the exam list, takes it and gets a result.
  await signInAs(page, "student", "student-pass-1");
  await page.goto("/exams?lng=en");
  await examCard(page, `Triangles ${run}`).getByRole("button", { name: "Take Exam" }).click();
  await startFromReadyScreen(page);
  await expect(page.getByTestId("question-text")).toContainText("The legs of the right triangle");
  await page.getByRole("radio", { name: "Choice A: 5", exact: true }).check({ force: true });
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await page.getByLabel("Your answer").fill("0,6");
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await submitModule(page);
  await page.getByRole("link", { name: "View your result" }).click();
  await expect(page.getByTestId("overall-count")).toHaveText("2 of 2 correct (100%)");
});
