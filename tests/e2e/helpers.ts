import { test as base, expect, type BrowserContext, type Page } from "@playwright/test";

export { expect };

/**
 * Watches a browser context for Content-Security-Policy trouble and adds what it finds to `found`:
 * every `securitypolicyviolation` event in its pages, Chromium's "Refused to …" console errors, and
 * any HTML page of the app answered without a CSP that carries a script nonce. `settle()` waits for the
 * header checks still in flight.
 */
export async function watchCsp(context: BrowserContext, found: string[], appOrigin: string) {
  const checks: Promise<void>[] = [];
  await context.exposeBinding("__e2eCspViolation", ({ page }, text: string) => void found.push(`${page.url()}: ${text}`));
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => {
      const report = (window as unknown as { __e2eCspViolation: (t: string) => void }).__e2eCspViolation;
      void report(`${e.effectiveDirective} blocked ${e.blockedURI || "inline"} (${e.sourceFile}:${e.lineNumber})`);
    });
  });
  context.on("console", (msg) => {
    if (msg.type() === "error" && /Content Security Policy|Refused to/i.test(msg.text())) found.push(`${msg.page()?.url()}: ${msg.text()}`);
  });
  context.on("response", (res) => {
    if (res.request().resourceType() !== "document" || !res.url().startsWith(appOrigin) || res.status() !== 200) return;
    checks.push(
      (async () => {
        const type = (await res.headerValue("content-type")) ?? "";
        const csp = (await res.headerValue("content-security-policy")) ?? "";
        if (type.startsWith("text/html") && !/script-src [^;]*'nonce-/.test(csp)) found.push(`${res.url()}: HTML page without a CSP script nonce`);
      })().catch(() => {}),
    );
  });
  return { settle: () => Promise.all(checks) };
}

/**
 * The `test` of every spec: the app's CSP is on in every page a test opens, and a test fails on any
 * violation. `cspViolations` is what was found so far (a test that provokes one on purpose empties it);
 * a spec that opens another browser context watches it with `watchCsp(context, cspViolations, baseURL)`.
 */
export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: async ({}, use) => {
    await use([]);
  },
  context: async ({ context, cspViolations, baseURL }, use) => {
    const watch = await watchCsp(context, cspViolations, baseURL!);
    await use(context);
    await watch.settle();
    expect(cspViolations, "Content-Security-Policy violations").toEqual([]);
  },
});

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
  const take = page.getByRole("button", { name: "Take Exam" });
  await expect(take).toBeDisabled();
  await page.getByLabel("Exam").selectOption({ label: name });
  await take.click();
  await expect(page).toHaveURL(/\/exams\/session\/\d+$/);
  await expect(page.getByTestId("question-text")).toBeVisible();
}
