import { test as base, expect, type BrowserContext, type Page } from "@playwright/test";
import { DEMO_USERS } from "../../seed/demo-users";
import { newStudent, signIn, signUp } from "./helpers";

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

export type DemoUser = "student" | "premium" | "mentor" | "admin";
type Student = ReturnType<typeof newStudent>;

type Fixtures = {
  /** CSP violations found so far in every watched context (a test that provokes one on purpose empties it). */
  cspViolations: string[];
  /** A new student, signed up through the form in `page` (English UI). */
  student: Student;
  /**
   * A page of another browser (its own cookies, watched for CSP violations like the test's own), signed
   * in through the login form as one of the seeded demo users, on its way to `returnUrl` (default /profile).
   */
  signedInAs: (user: DemoUser, returnUrl?: string) => Promise<Page>;
};

/**
 * The `test` of every spec: the app's CSP is on in every page a test opens, and a test fails on any
 * violation. A spec that opens another browser context itself watches it with
 * `watchCsp(context, cspViolations, baseURL)`; `signedInAs` does it for its pages.
 */
export const test = base.extend<Fixtures>({
  cspViolations: async ({}, use) => {
    await use([]);
  },
  context: async ({ context, cspViolations, baseURL }, use) => {
    const watch = await watchCsp(context, cspViolations, baseURL!);
    await use(context);
    await watch.settle();
    expect(cspViolations, "Content-Security-Policy violations").toEqual([]);
  },
  student: async ({ page }, use) => {
    await use(await signUp(page));
  },
  // Depends on `context` so that its own contexts are settled before the violations are checked.
  signedInAs: async ({ browser, context: _, cspViolations, baseURL }, use) => {
    const opened: { context: BrowserContext; settle: () => Promise<unknown> }[] = [];
    await use(async (user, returnUrl = "/profile") => {
      const demo = DEMO_USERS.find((u) => u.username === user)!;
      const context = await browser.newContext({ baseURL });
      const { settle } = await watchCsp(context, cspViolations, baseURL!);
      opened.push({ context, settle });
      const page = await context.newPage();
      await page.goto(`/auth/login?lng=en&return_url=${encodeURIComponent(returnUrl)}`);
      await signIn(page, demo.username, demo.password);
      await page.waitForURL((url) => !url.pathname.startsWith("/auth/"));
      return page;
    });
    for (const { context, settle } of opened) {
      await settle();
      await context.close();
    }
  },
});
