import { expect, test } from "./fixtures";

test("the language switcher changes every string and is remembered", async ({ page }) => {
  await page.goto("/auth/login");
  // No cookie and an English browser: Accept-Language decides.
  await expect(page.locator("html")).toHaveAttribute("lang", /az|en|ru/);
  await page.getByRole("link", { name: "Русский" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "ru");
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Sign In");
  // Remembered without the query string.
  await page.goto("/auth/login");
  await expect(page.locator("html")).toHaveAttribute("lang", "ru");
  await page.getByRole("link", { name: "Azərbaycanca" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "az");
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "az");
  await page.getByRole("link", { name: "English" }).first().click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("link", { name: "Get Started" }).first()).toBeVisible();
});

test("an unknown path shows the 404 page with a 404 status", async ({ page }) => {
  const res = await page.goto("/no/such/page?lng=en");
  expect(res?.status()).toBe(404);
  await expect(page.getByText("404")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
});

test("translation files are served per language and namespace", async ({ request }) => {
  const res = await request.get("/locales/ru/common.json");
  expect(res.status()).toBe(200);
  const json = await res.json();
  expect(json.error.refresh).toBeTruthy();
  expect((await request.get("/locales/xx/common.json")).status()).toBe(404);
});
