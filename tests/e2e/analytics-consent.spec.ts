import type { Page } from "@playwright/test";
import { startAppServer, type AppServer } from "../setup/app-server";
import { expect, test as base } from "./fixtures";

/**
 * Issue 27, Google Analytics with consent (docs/decisions/0031), in a browser against its own server
 * with ANALYTICS_MEASUREMENT_ID set, on a free port (tests/setup/app-server.ts; the suite's own server
 * stays without analytics). Nothing is fetched from Google: its hosts are answered here. CSP violations
 * fail the test as everywhere (helpers.ts).
 */
const ID = "G-E2ETEST01";
let app: AppServer;

base.beforeAll(async () => {
  base.setTimeout(180_000);
  app = await startAppServer({ DATA_DIR: "memory://", SEED_ON_START: "false", ANALYTICS_MEASUREMENT_ID: ID }, 170_000);
});
base.afterAll(async () => app?.stop());

const test = base.extend<{ gtag: string[] }>({
  gtag: async ({ context }, use) => {
    const asked: string[] = [];
    await context.route(/google-analytics\.com|googletagmanager\.com|analytics\.google\.com/, async (route) => {
      asked.push(route.request().url());
      await route.fulfill({ status: 200, contentType: "text/javascript", body: "/* stand-in for gtag.js */" });
    });
    await use(asked);
  },
});

const gtagTags = (page: Page) => page.locator(`script[src="https://www.googletagmanager.com/gtag/js?id=${ID}"]`);
const consentCookie = async (page: Page) => (await page.context().cookies()).find((c) => c.name === "analytics_consent")?.value;

for (const width of [1440, 390]) {
  test(`the banner asks first; Accept by keyboard loads the tag, Cookie settings and Decline switch it off (${width} px)`, async ({
    page,
    gtag,
    cspViolations,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${app.url}/?lng=en`);
    const banner = page.getByRole("region", { name: "Cookies for analytics" });
    await expect(banner).toBeVisible();
    await expect(banner.getByRole("link", { name: "Cookie Policy" })).toHaveAttribute("href", "/privacy#cookies");
    // Nothing of Google's before an answer.
    await expect(gtagTags(page)).toHaveCount(0);
    expect(gtag).toEqual([]);
    // The banner comes first in the keyboard order; Accept from the keyboard.
    await page.keyboard.press("Tab");
    await expect(banner.getByRole("link", { name: "Cookie Policy" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(banner.getByRole("button", { name: "Accept" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(banner).toHaveCount(0);
    // Focus goes on to what follows the banner, not lost.
    await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
    await expect(gtagTags(page)).toHaveCount(1);
    await expect.poll(() => gtag.some((u) => u.startsWith("https://www.googletagmanager.com/gtag/js?id="))).toBe(true);
    expect(await consentCookie(page)).toBe("granted");
    // Page views go with the path only (no query string).
    const pageViews = await page.evaluate(() =>
      ((window as unknown as { dataLayer: IArguments[] }).dataLayer ?? []).map((a) => [...a]).filter((a) => a[0] === "event" && a[1] === "page_view"),
    );
    expect(pageViews.at(-1)?.[2]).toMatchObject({ page_path: "/", page_location: `${app.url}/` });

    // A new page load: the server renders the tag itself, and no banner.
    await page.goto(`${app.url}/about?lng=en`);
    await expect(gtagTags(page)).toHaveCount(1);
    await expect(page.getByTestId("cookie-banner")).toHaveCount(0);

    // Cookie settings in the footer: the banner again, focused, saying what was chosen; Decline.
    const settings = page.getByRole("button", { name: "Cookie settings" });
    await settings.click();
    await expect(banner.getByRole("heading", { name: "Cookies for analytics" })).toBeFocused();
    await expect(banner).toContainText("You have accepted analytics cookies.");
    await banner.getByRole("button", { name: "Decline" }).click();
    await expect(banner).toHaveCount(0);
    await expect(settings).toBeFocused();
    expect(await consentCookie(page)).toBe("denied");
    expect(await page.evaluate((id) => (window as unknown as Record<string, unknown>)[`ga-disable-${id}`], ID)).toBe(true);
    await page.goto(`${app.url}/about?lng=en`);
    await expect(gtagTags(page)).toHaveCount(0);
    expect(cspViolations).toEqual([]);
  });
}

test("declined in az and ru too: the banner speaks the language and Decline loads nothing", async ({ page, gtag }) => {
  for (const [lng, title, decline] of [
    ["az", "Analitika üçün kukilər", "İmtina edirəm"],
    ["ru", "Cookie для аналитики", "Отклонить"],
  ] as const) {
    await page.context().clearCookies();
    await page.goto(`${app.url}/?lng=${lng}`);
    const banner = page.getByRole("region", { name: title });
    await expect(banner).toBeVisible();
    await banner.getByRole("button", { name: decline }).click();
    await expect(banner).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId("cookie-banner")).toHaveCount(0);
  }
  await expect(gtagTags(page)).toHaveCount(0);
  expect(gtag).toEqual([]);
});
