import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

// A form's checks load on its first use (decision 0065). Here they come 3 s late: what the page's first
// JavaScript did not bring (every later chunk) is held back once the page has loaded.
const slowLazyChunks = async (page: Page) => {
  await page.waitForLoadState("networkidle");
  await page.route("**/assets/*.js", async (route) => {
    await new Promise((r) => setTimeout(r, 3000));
    await route.continue();
  });
};

test("sign-up: a field left before the checks are here shows its message once they are, and nothing goes to the server", async ({ page }) => {
  const posts: string[] = [];
  page.on("request", (r) => r.method() === "POST" && posts.push(r.url()));
  await page.goto("/auth/signup?lng=en");
  await slowLazyChunks(page);
  await page.getByLabel("Username").fill("a");
  await page.getByLabel("Email").click();
  await expect(page.locator("#signup-username-error")).toHaveText("This is too short.");
  expect(posts).toEqual([]);
  await expect(page.locator(".Toastify__toast")).toHaveCount(0);
});

test("sign-in: a submit before the checks are here is answered by the action", async ({ page }) => {
  await page.goto("/auth/login?lng=en");
  await slowLazyChunks(page);
  await page.getByLabel("Username").fill("nobody-here");
  await page.getByLabel("Password").fill("whatever-1");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("alert").first()).toContainText("No active account found with the given credentials");
});

test("sign-up: an empty submit before the checks are here shows each field's message from the action", async ({ page }) => {
  await page.goto("/auth/signup?lng=en");
  await slowLazyChunks(page);
  await page.getByLabel("Username").fill("a");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.locator("#signup-username-error")).toHaveText("This is too short.");
  await expect(page.locator("#signup-email-error")).toBeVisible();
});
