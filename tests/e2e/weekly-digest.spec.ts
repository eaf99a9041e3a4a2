import fs from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/**
 * The weekly digest's two pages in the browser (decision 0053): Profile → E-mail, where a student opts in,
 * shares it with mentors and picks the e-mails' language (1440 and 390 px, axe); and the unsubscribe link,
 * which works without signing in and answers in the recipient's language, a tampered one with a 400 page.
 */
async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).include("main").analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

/** A link signed as the e-mail signs it: with the server's secret (kept in its DATA_DIR). */
async function unsubscribeLink(userId: number) {
  process.env.JWT_SECRET = fs.readFileSync("tests/.tmp/e2e-data/.jwt-secret", "utf8").trim();
  const { unsubscribeToken } = await import("../../app/features/digest/unsubscribe-token.server");
  return unsubscribeToken({ userId, list: "own" });
}

test("a student turns on the weekly digest in Russian, then unsubscribes from the e-mail's link without signing in", async ({
  page,
  student,
  browser,
  baseURL,
}) => {
  await page.goto("/profile/edit-profile?lng=en");
  await page.getByRole("link", { name: "E-mail settings" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "E-mail" })).toBeVisible();
  await page.getByLabel("Send me a weekly digest").check();
  await page.getByLabel("Send a copy to my mentors").check();
  await page.getByLabel("Language of e-mails").selectOption("ru");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();
  await expectAccessible(page);
  fs.mkdirSync("tests/.tmp/digest", { recursive: true });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: "tests/.tmp/digest/email-settings-1440.png", fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: "tests/.tmp/digest/email-settings-390.png", fullPage: true });
  await page.reload();
  await expect(page.getByLabel("Send me a weekly digest")).toBeChecked();
  await expect(page.getByLabel("Language of e-mails")).toHaveValue("ru");

  const login = await page.request.post("/api/auth/login/", { data: { username: student.username, password: student.password } });
  const { access } = (await login.json()) as { access: string };
  const self = (await (await page.request.get("/api/auth/self/", { headers: { Authorization: `Bearer ${access}` } })).json()) as { id: number };
  const token = await unsubscribeLink(self.id);

  // Another browser, not signed in: the link from the e-mail.
  const visitor = await (await browser.newContext({ baseURL })).newPage();
  const forged = `${Buffer.from(`v1:${self.id + 1}:own`).toString("base64url")}.${token.split(".")[1]}`;
  const tampered = await visitor.goto(`/email/unsubscribe?token=${forged}&lng=ru`);
  expect(tampered!.status()).toBe(400);
  await expect(visitor.getByRole("heading", { level: 1, name: "Эта ссылка не работает" })).toBeVisible();
  const ok = await visitor.goto(`/email/unsubscribe?token=${token}&lng=ru`);
  expect(ok!.status()).toBe(200);
  await expect(visitor.getByRole("heading", { level: 1, name: "Вы отписались" })).toBeVisible();
  await expect(visitor.getByRole("status")).toHaveText("Вы больше не будете получать еженедельную сводку.");
  await expectAccessible(visitor);
  await visitor.setViewportSize({ width: 390, height: 844 });
  await visitor.screenshot({ path: "tests/.tmp/digest/unsubscribed-390.png", fullPage: true });
  await visitor.context().close();

  await page.reload();
  await expect(page.getByLabel("Send me a weekly digest")).not.toBeChecked();
  await expect(page.getByLabel("Send a copy to my mentors")).toBeChecked();
});
