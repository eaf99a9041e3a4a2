import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { newStudent, signUp } from "./helpers";

/**
 * What a newcomer sees before signing in, in every interface language: no console error and no page
 * error on any public page (hydration mismatches such as React #418 included), a non-empty title, one
 * 404 page for every unknown path, and the visitors' way in (issue 19).
 */
const PUBLIC = [
  "/",
  "/services",
  "/forum",
  "/study",
  "/faq",
  "/about",
  "/contact",
  "/support",
  "/privacy",
  "/terms",
  "/auth/login",
  "/auth/signup",
  "/auth/forgot-password",
];
const MISSING = ["/no-such-page", "/a/b/c", "/pricing/unknown"];
const LANGUAGES = ["az", "en", "ru"] as const;

function watchErrors(page: Page) {
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(`pageerror: ${e.message}`));
  page.on("console", (msg) => {
    if (msg.type() !== "error") return;
    // The browser reports the 404 status of the page itself; that is what a 404 page is.
    if (/Failed to load resource: the server responded with a status of 404/.test(msg.text()) && msg.location().url === page.url()) return;
    errors.push(`console: ${msg.text()}`);
  });
  return errors;
}

/** Loads a page and waits until React has hydrated it (the client router is running). */
async function open(page: Page, path: string) {
  const res = await page.goto(path);
  await page.waitForLoadState("networkidle");
  await page.waitForFunction(() => (window as unknown as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules !== undefined);
  return res!;
}

for (const lng of LANGUAGES) {
  test(`every public page in ${lng} loads and hydrates without a console or page error, with a title`, async ({ page }) => {
    const errors = watchErrors(page);
    for (const path of PUBLIC) {
      const res = await open(page, `${path}?lng=${lng}`);
      expect(res.status(), path).toBe(200);
      expect(await page.title(), path).not.toBe("");
      expect(errors, `${path}?lng=${lng}`).toEqual([]);
    }
  });

  test(`unknown paths in ${lng} get the one 404 page, with the header, the footer, a way back and a title`, async ({ page }) => {
    const errors = watchErrors(page);
    const titles = new Set<string>();
    for (const path of MISSING) {
      const res = await open(page, `${path}?lng=${lng}`);
      expect(res.status(), path).toBe(404);
      await expect(page.getByText("404", { exact: true })).toBeVisible();
      await expect(page.locator("header").first()).toBeVisible();
      await expect(page.locator("footer")).toBeVisible();
      await expect(page.locator("main a[href='/']")).toBeVisible();
      titles.add(await page.title());
      expect(errors, `${path}?lng=${lng}`).toEqual([]);
    }
    expect(titles.size).toBe(1);
    expect([...titles][0]).not.toBe("");
  });
}

test("a visitor finds Sign in and Sign up; the landing's calls to action lead to sign-up; signed in, the header leads to the exams", async ({ page }) => {
  await open(page, "/?lng=en");
  const header = page.locator("header").first();
  await expect(header.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/auth/login");
  await expect(header.getByRole("link", { name: "Sign up" })).toHaveAttribute("href", "/auth/signup");
  await expect(header.getByRole("button", { name: "Profile menu" })).toHaveCount(0);
  await expect(page.getByRole("main").getByRole("link", { name: "Get Started" })).toHaveAttribute("href", "/auth/signup");
  await expect(page.getByRole("link", { name: "Start Your Journey" })).toHaveAttribute("href", "/auth/signup");

  await page.getByRole("main").getByRole("link", { name: "Get Started" }).click();
  await expect(page).toHaveURL(/\/auth\/signup/);
  await expect(page.getByRole("main").getByRole("link", { name: /sign in/i })).toBeVisible();
  // The e-mail rule explains itself, with the list of accepted services behind a link.
  await expect(page.getByText("Use a personal address (such as Gmail, Outlook or Yandex) or your school's.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Which addresses?" })).toHaveAttribute("href", "/faq#email-addresses");

  await signUp(page, newStudent("visit"));
  await open(page, "/?lng=en");
  await expect(page.locator("header").first().getByRole("link", { name: "Practice tests" })).toHaveAttribute("href", "/exams");
  await expect(page.getByRole("main").getByRole("link", { name: "Get Started" })).toHaveAttribute("href", "/exams");
});

test("a page carries the translations it uses and asks for no other before its first paint", async ({ page }) => {
  await page.goto("/forum?lng=ru");
  await page.waitForFunction(() => (window as unknown as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules !== undefined);
  await page.waitForLoadState("networkidle");
  const inline = JSON.parse((await page.locator("#i18n-resources").textContent()) ?? "{}");
  expect(inline.lng).toBe("ru");
  // The forum's own words (and whatever its posts use, e.g. the date words of "profile"), not every namespace.
  const sent = Object.keys(inline.resources);
  expect(sent).toEqual(expect.arrayContaining(["common", "forum"]));
  for (const unused of ["exam", "calculator", "authoring", "admin", "results", "lessons"]) expect(sent).not.toContain(unused);
  // Every translation file the browser fetched started after the first contentful paint.
  const timing = await page.evaluate(() => ({
    paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null,
    locales: performance
      .getEntriesByType("resource")
      .filter((e) => new URL(e.name).pathname.startsWith("/locales/"))
      .map((e) => e.startTime),
  }));
  expect(timing.paint).not.toBeNull();
  expect(timing.locales.filter((start) => start < timing.paint!)).toEqual([]);
  // What only the browser shows later still speaks the language (the other namespaces arrive after hydration).
  await page.getByRole("link", { name: "Услуги" }).first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Услуги");
});
