import type { Page } from "@playwright/test";
import { ADMIN_SECTIONS } from "../../app/features/admin/nav";
import { expect, test } from "./fixtures";

/** The elements wider than the window (the page scrolls sideways because of them), outermost first. */
async function tooWide(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    if (document.documentElement.scrollWidth > width) found.push(`page is ${document.documentElement.scrollWidth} px wide`);
    for (const el of document.querySelectorAll<HTMLElement>("body *")) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.right <= width + 1) continue;
      // Only what the reader can reach by scrolling the page: skip content inside a scrolling box.
      let inside = false;
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        const ox = getComputedStyle(p).overflowX;
        if (ox === "auto" || ox === "scroll" || ox === "hidden" || ox === "clip") inside = true;
      }
      if (!inside) found.push(`${el.tagName.toLowerCase()}.${el.className.toString().split(" ").slice(0, 3).join(".")} → ${Math.round(r.right)} px`);
    }
    return found.slice(0, 8);
  });
}

for (const lng of ["az", "ru", "en"] as const) {
  test(`${lng}: every back-office page fits 390 px without scrolling sideways`, async ({ signedInAs }) => {
    test.setTimeout(120_000);
    const page = await signedInAs("admin", `/admin?lng=${lng}`);
    await page.setViewportSize({ width: 390, height: 844 });
    for (const { to } of ADMIN_SECTIONS) {
      await page.goto(`${to}?lng=${lng}`);
      await expect(page.locator("main").first()).toBeVisible();
      await page.screenshot({ path: `tests/.tmp/admin-390/${lng}${to.replaceAll("/", "-")}.png`, fullPage: true });
      expect(await tooWide(page), `${lng} ${to}`).toEqual([]);
    }
    // One user's page: subscriptions, grants and the log.
    await page.goto(`/admin/users?lng=${lng}&q=premium`);
    await page.getByTestId("user-row").first().getByRole("link").first().click();
    await page.waitForURL(/user=/);
    await page.screenshot({ path: `tests/.tmp/admin-390/${lng}-admin-user.png`, fullPage: true });
    expect(await tooWide(page), `${lng} /admin/users (one user)`).toEqual([]);
  });
}
