import { expect, type Locator, type Page } from "@playwright/test";

/** The flows specs share (sign-up, sign-in, starting an exam); the fixtures (`test`) are in ./fixtures.ts. */

export function newStudent(prefix = "e2e") {
  const username = `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return { username, email: `${username}@gmail.com`, password: "practice-123", first: "Kamran", last: "Rzayev" };
}

/** Signs up through the real form (English UI) and waits for the profile page. */
export async function signUp(page: Page, s = newStudent(), query = "") {
  await page.goto(`/auth/signup?lng=en${query ? `&${query}` : ""}`);
  await page.getByLabel("First name").fill(s.first);
  await page.getByLabel("Last name").fill(s.last);
  await page.getByLabel("Username").fill(s.username);
  await page.getByLabel("Email").fill(s.email);
  await page.getByLabel("Password", { exact: true }).fill(s.password);
  await page.getByLabel("Confirm password").fill(s.password);
  await page.getByRole("button", { name: "Create account" }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/auth/"));
  return s;
}

/** Signs out as a user does: the profile menu's "Log out" (a POST), back on the sign-in page. */
export async function signOut(page: Page) {
  await page.getByRole("button", { name: "Profile menu" }).click();
  await page.getByRole("menuitem", { name: "Log out" }).click();
  await page.waitForURL((url) => url.pathname === "/auth/login");
}

export async function signIn(page: Page, username: string, password: string) {
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill(password);
  const submit = page.getByRole("button", { name: "Sign In" });
  await expect(submit).toBeEnabled();
  await submit.click();
}

/** Starts an exam from the exam list (English UI) and waits for its first question. */
export async function startExam(page: Page, name: string) {
  await page.goto("/exams?lng=en");
  await expect(page.getByRole("heading", { name: "Select An Exam" })).toBeVisible();
  await examCard(page, name)
    .getByRole("button", { name: /^(Take Exam|Start a new attempt)$/ })
    .click();
  await expect(page).toHaveURL(/\/exams\/session\/\d+$/);
  await startFromReadyScreen(page);
}

/** An exam's card on the exam list, found by its name. */
export function examCard(page: Page, name: string) {
  return page.getByRole("article", { name, exact: true });
}

/** The ready screen before the first module: nothing is timed until Start. */
export async function startFromReadyScreen(page: Page) {
  await expect(page.getByTestId("ready-plan")).toBeVisible();
  await page.getByRole("button", { name: "Start", exact: true }).click();
  await expect(page.getByTestId("question-text").first()).toBeVisible();
}

/** Ends the module as in Bluebook: Next on the last question opens Check Your Work, Next there asks to confirm. */
export async function submitModule(page: Page) {
  const next = page.getByRole("button", { name: "Next", exact: true });
  const review = page.getByRole("heading", { name: "Check Your Work" });
  if (!(await review.isVisible())) {
    await page.getByRole("button", { name: /^Question \d+ of \d+/ }).click();
    await page.getByRole("button", { name: "Go to Review Page" }).click();
  }
  await expect(review).toBeVisible();
  await next.click();
  await page.getByRole("dialog", { name: "Submit this module?" }).getByRole("button", { name: "Submit module" }).click();
}

/** Opens questions of the result page (their headers come with the page, the questions themselves when opened); `names`: the buttons' in the page's language. */
export async function openResultQuestions(questions: Locator, names = { show: "Show question", hide: "Hide question" }) {
  for (const question of await questions.all()) {
    // A click before hydration does nothing: clicked until the question says it is open.
    await expect(async () => {
      if ((await question.getByRole("button", { name: names.hide }).count()) === 0) await question.getByRole("button", { name: names.show }).click();
      await expect(question.getByRole("button", { name: names.hide })).toBeVisible({ timeout: 1000 });
    }).toPass();
    await expect(question.locator("[aria-busy]")).toHaveCount(0);
  }
}
