import { expect, signUp, test } from "./helpers";

// Issue 27 ("Trust and polish"): the mobile menu and Escape, testimonial avatars, the dashboard's lesson badges.

test("Escape closes the mobile menu and gives focus back to the menu button (390 px)", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/?lng=en");
  const toggle = page.getByRole("button", { name: "Toggle menu" });
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  const menu = page.locator("#mobile-menu");
  await expect(menu).toBeVisible();
  // Focus inside the menu, as a keyboard user would be.
  await menu.getByRole("link").first().focus();
  await page.keyboard.press("Escape");
  await expect(menu).toHaveCount(0);
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(toggle).toBeFocused();
  // Opened from the keyboard, closed with Escape again; a press outside closes it too.
  await page.keyboard.press("Enter");
  await expect(menu).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(menu).toHaveCount(0);
  await expect(toggle).toBeFocused();
  await toggle.click();
  await page.mouse.click(200, 600);
  await expect(menu).toHaveCount(0);
});

for (const [lng, width, label] of [
  ["en", 1440, "Aysel M.'s avatar"],
  ["az", 390, "Avatar: Aysel M."],
  ["ru", 390, "Аватар: Айсель М."],
] as const) {
  test(`testimonials carry a generated initials avatar, named for screen readers (${lng}, ${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/?lng=${lng}`);
    const reviews = page.locator("section[aria-labelledby='reviews-title']");
    await reviews.scrollIntoViewIfNeeded();
    const avatar = reviews.getByRole("img", { name: label });
    await expect(avatar).toBeVisible();
    await expect(avatar).toHaveText(lng === "ru" ? "АМ" : "AM");
    // Every visible testimonial has one, none is a photo.
    const cards = reviews.locator("li:visible");
    const count = await cards.count();
    expect(count).toBe(width >= 768 ? 3 : 1);
    for (let i = 0; i < count; i++) await expect(cards.nth(i).getByTestId("review-avatar")).toBeVisible();
    expect(await reviews.locator("img").count()).toBe(0);
    const box = (await avatar.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(40);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
  });
}

test("the dashboard's lesson badges lead to /video-lesson, in az, en and ru", async ({ page }) => {
  await signUp(page);
  for (const [lng, text] of [
    ["en", "Go to video lessons"],
    ["az", "Video dərslərə keçin"],
    ["ru", "Перейти к видеоурокам"],
  ] as const) {
    await page.goto(`/profile?lng=${lng}&tab=achievements`);
    const badge = page.getByTestId("badge-first_lesson");
    await expect(badge).toHaveAttribute("data-state", "locked");
    await expect(badge.getByRole("link", { name: text })).toBeVisible();
  }
  await page.getByTestId("badge-lessons_5").getByRole("link").click();
  // The course opens (on its first lesson).
  await expect(page).toHaveURL(/\/video-lesson(\/\d+)?$/);
});
