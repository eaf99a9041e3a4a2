import path from "node:path";
import { expect, test } from "./fixtures";
import { newStudent, signIn, signOut, signUp } from "./helpers";

test("a newcomer signs up, lands on the profile, logs out and signs back in to where they were", async ({ page }) => {
  const s = await signUp(page);
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByTestId("profile-username")).toHaveText(s.username);
  await expect(page.getByTestId("profile-role")).toHaveText("Student");

  // Log out from the profile menu: back to sign-in with the page as return_url.
  await page.getByRole("button", { name: "Profile menu" }).click();
  await expect(page.getByTestId("menu-username")).toHaveText(s.username);
  await page.getByRole("menuitem", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/auth\/login\?return_url=%2Fprofile$/);

  // The session is really gone.
  await page.goto("/profile/edit-profile?tab=1");
  await expect(page).toHaveURL(/\/auth\/login\?return_url=%2Fprofile%2Fedit-profile%3Ftab%3D1$/);

  await signIn(page, s.username, s.password);
  await expect(page).toHaveURL(/\/profile\/edit-profile\?tab=1$/);
});

test("sign-up shows each rule's message once the field is touched", async ({ page }) => {
  await page.goto("/auth/signup?lng=en");
  await page.getByLabel("Username").fill("a");
  await page.getByLabel("Email").click();
  await expect(page.getByText("This is too short.")).toBeVisible();
  await page.getByLabel("Email").fill("me@corporate-mail.com");
  await page.getByLabel("Password", { exact: true }).click();
  await expect(page.getByText("Use a personal address (such as Gmail, Outlook or Yandex) or a school or university address.")).toBeVisible();
  await page.getByLabel("Password", { exact: true }).fill("short");
  await page.getByLabel("Confirm password").fill("other");
  await page.getByLabel("First name").click();
  await expect(page.getByText("Use at least 8 characters.")).toBeVisible();
  await expect(page.getByText("The passwords do not match.")).toBeVisible();
});

test("sign-in keeps submit disabled until both fields are filled, and shows the server's message", async ({ page }) => {
  await page.goto("/auth/login?lng=en");
  const submit = page.getByRole("button", { name: "Sign In" });
  await expect(submit).toBeDisabled();
  await page.getByLabel("Username").fill("nobody-here");
  await expect(submit).toBeDisabled();
  await page.getByLabel("Password").fill("whatever-1");
  await submit.click();
  await expect(page.getByRole("alert").first()).toContainText("No active account found with the given credentials");
  await expect(page.getByTestId("support-text")).toContainText("support@satlingo.app");
});

test("a signed-in user visiting sign-in or sign-up goes to the profile", async ({ page }) => {
  await signUp(page);
  await expect(page).toHaveURL(/\/profile$/);
  await page.goto("/auth/login");
  await expect(page).toHaveURL(/\/profile$/);
  await page.goto("/auth/signup");
  await expect(page).toHaveURL(/\/profile$/);
});

test("return_url only accepts same-site paths", async ({ page }) => {
  const s = newStudent();
  await signUp(page, s);
  await signOut(page);
  await page.goto("/auth/login?lng=en&return_url=https%3A%2F%2Fevil.example%2Fx");
  await signIn(page, s.username, s.password);
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/profile$/);
});

test("edit profile: no-change message, rules, picture upload, success toast", async ({ page }) => {
  await signUp(page);
  await page.goto("/profile/edit-profile?lng=en");
  await page.getByRole("button", { name: "Update Profile" }).click();
  await expect(page.getByRole("alert").first()).toContainText("No changes detected. Please make changes before submitting.");

  await page.getByLabel("Username").fill("ab");
  await page.getByLabel("First name").fill("");
  await page.getByLabel("New password", { exact: true }).fill("abc");
  await page.getByRole("button", { name: "Update Profile" }).click();
  await expect(page.getByText("Username must be at least 3 characters")).toBeVisible();
  await expect(page.getByText("First name is required")).toBeVisible();
  await expect(page.getByText("Current password is required to change password")).toBeVisible();
  await expect(page.getByText("New password must be at least 8 characters")).toBeVisible();
  await expect(page.getByText("Passwords do not match")).toBeVisible();

  await page.reload();
  await page.getByLabel("First name").fill("Leyla");
  await page.getByLabel("Upload a new picture").setInputFiles(path.join(import.meta.dirname, "../fixtures/avatar.png"));
  await page.getByRole("button", { name: "Update Profile" }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText("Profile updated successfully!")).toBeVisible();
  await page.getByRole("button", { name: "Profile menu" }).click();
  await expect(page.getByRole("menu").locator("img")).toHaveAttribute("src", /\/uploads\/avatars\/.+\.webp$/);
});

test("changing the e-mail address asks for the current password, with a field error until it is right", async ({ page }) => {
  const s = await signUp(page);
  await page.goto("/profile/edit-profile?lng=en");
  const wanted = `new-${s.email}`;
  await page.getByLabel("Email").fill(wanted);
  await page.getByRole("button", { name: "Update Profile" }).click();
  await expect(page.getByText("Enter your current password to change your e-mail address.")).toBeVisible();
  await page.getByLabel("Current password").fill("not-my-password-1");
  await page.getByRole("button", { name: "Update Profile" }).click();
  await expect(page.getByText("Current password is incorrect.")).toBeVisible();
  await page.getByLabel("Current password").fill(s.password);
  await page.getByRole("button", { name: "Update Profile" }).click();
  await expect(page.getByTestId("email-change-pending")).toContainText(wanted);
});

test("protected pages send visitors to sign in with the page as return_url", async ({ page }) => {
  for (const p of ["/profile", "/app/dashboard", "/profile/edit-profile", "/exams", "/exams/session/1", "/exams/result/1", "/video-lesson", "/teacher"]) {
    await page.goto(p);
    await expect(page).toHaveURL(new RegExp(`/auth/login\\?return_url=${encodeURIComponent(p).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`));
  }
});
