import { expect, test } from "./fixtures";
import { newStudent, signIn, signOut, signUp } from "./helpers";

// The e2e server runs without SMTP_URL: messages go to DATA_DIR/outbox and are read at /admin/outbox.

test("a student who forgot the password gets a link by e-mail, sets a new one and signs in with it", async ({ page, baseURL, signedInAs }) => {
  const s = await signUp(page, newStudent("rst"));
  await signOut(page);

  await page.goto("/auth/login?lng=en");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(/\/auth\/forgot-password$/);
  await page.getByLabel("Email").fill(s.email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByTestId("reset-sent")).toHaveText(`If an account uses ${s.email}, we have sent a link to it to choose a new password.`);

  // An administrator reads the message in the back office's outbox (another browser, signed in as admin).
  const admin = await signedInAs("admin", "/admin/outbox");
  await expect(admin).toHaveURL(/\/admin\/outbox$/);
  await expect(admin.getByRole("heading", { name: "Outbox" })).toBeVisible();
  await expect(admin.getByTestId("mail-mode")).toContainText("E-mail delivery is not set up yet");
  const message = admin.getByTestId("outbox-message").filter({ has: admin.getByTestId("outbox-to").getByText(s.email, { exact: true }) });
  await expect(message).toHaveCount(1);
  await expect(message.locator("summary")).toContainText("Reset your SAT Lingo password");
  const link = message.getByTestId("outbox-body").getByRole("link", { name: /\/auth\/reset-password\?token=/ });
  const href = (await link.getAttribute("href"))!;
  expect(new URL(href).origin).toBe(new URL(baseURL!).origin);

  // The link opens the reset page; the rule is shown next to the field and enforced.
  await page.goto(`${href}&lng=en`);
  await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
  await expect(page.getByText("8 to 128 characters, and not one of the most common passwords.")).toBeVisible();
  await page.getByLabel("New password", { exact: true }).fill("iloveyou1");
  await page.getByLabel("Confirm new password").fill("iloveyou1");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByText("This password is one of the most common ones. Choose one that is harder to guess.")).toBeVisible();

  const fresh = "lantern-meadow-5093";
  await page.getByLabel("New password", { exact: true }).fill(fresh);
  await page.getByLabel("Confirm new password").fill(fresh);
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByText("Your password has been changed. Sign in with the new password.")).toBeVisible();

  // The old password no longer works; the new one does.
  await page.goto("/auth/login?lng=en");
  await signIn(page, s.username, s.password);
  await expect(page.getByRole("alert").first()).toContainText("No active account found with the given credentials");
  await page.goto("/auth/login?lng=en");
  await signIn(page, s.username, fresh);
  await expect(page).toHaveURL(/\/profile$/);

  // The link worked once.
  await page.goto(`${href}&lng=en`);
  await expect(page.getByTestId("reset-invalid")).toContainText("already used");
});

test("the back office is for administrators: visitors sign in first, students get a 403, admins find it in the profile menu", async ({ page }) => {
  await page.goto("/admin?lng=en");
  await expect(page).toHaveURL(/\/auth\/login\?return_url=%2Fadmin%3Flng%3Den$/);

  await signUp(page, newStudent("adm"));
  const denied = await page.goto("/admin/outbox?lng=en");
  expect(denied?.status()).toBe(403);
  await expect(page).toHaveURL(/\/admin\/forbidden$/);
  await expect(page.getByTestId("admin-forbidden")).toHaveText("This area is for SAT Lingo administrators. Your account cannot open it.");
  await expect(page.getByText("Outgoing e-mail")).toHaveCount(0);
  await page.getByRole("button", { name: "Profile menu" }).click();
  await expect(page.getByRole("menuitem", { name: "Edit Profile" })).toBeVisible();
  await expect(page.getByRole("menuitem", { name: "Back office" })).toHaveCount(0);
  await page.keyboard.press("Escape");
  await signOut(page);

  await page.goto("/auth/login?lng=en");
  await signIn(page, "admin", "admin-pass-1");
  await page.getByRole("button", { name: "Profile menu" }).click();
  await page.getByRole("menuitem", { name: "Back office" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { name: "Back office", level: 1 })).toBeVisible();
  await page.getByRole("navigation", { name: "Back office sections" }).getByRole("link", { name: "Outbox" }).click();
  await expect(page).toHaveURL(/\/admin\/outbox$/);
  await expect(page.getByRole("heading", { name: "Outbox" })).toBeVisible();
});
