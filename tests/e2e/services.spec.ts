import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures";

test("a visitor asks for a call about a service with a Georgian number; an administrator finds it in the inbox and closes it", async ({ page, signedInAs }) => {
  await page.goto("/services?lng=en");
  await expect(page.getByRole("heading", { level: 1, name: "Services" })).toBeVisible();
  const tutoring = page.getByTestId("service-group").filter({ has: page.getByRole("heading", { name: "SAT tutoring" }) });
  await expect(tutoring.getByRole("listitem")).toHaveCount(4);
  // Every cover keeps its box before it loads: intrinsic size and every width.
  const cover = tutoring.locator("img").first();
  await expect(cover).toHaveAttribute("width", "480");
  await expect(cover).toHaveAttribute("height", "320");
  await expect(cover).toHaveAttribute("srcset", /-960\.webp 960w/);

  await tutoring.getByRole("link", { name: "View all 5 services in SAT tutoring" }).click();
  await expect(page).toHaveURL(/\/services\/sat-tutoring$/);
  await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText("Services/SAT tutoring");
  await expect(page.getByTestId("service-card")).toHaveCount(5);
  await page.getByRole("link", { name: "Request a call about SAT Math: private lessons" }).click();

  await expect(page).toHaveURL(/\/services\/sat-math-lessons\/form$/);
  await expect(page.getByRole("heading", { level: 1, name: "SAT Math: private lessons" })).toBeVisible();
  await expect(page.getByTestId("service-price")).toContainText("per lesson");
  await expect(page.getByRole("heading", { name: "Enter your regularly used phone number to remain in contact." })).toBeVisible();

  // Azerbaijan is chosen first; the country is changed by searching the list.
  const country = page.getByTestId("country-button");
  await expect(country).toHaveAccessibleName("Country: Azerbaijan (+994). Change country");
  await country.click();
  await page.getByRole("combobox", { name: "Search for a country" }).fill("georg");
  const countries = page.getByRole("listbox", { name: "Countries" });
  await expect(countries.getByRole("option")).toHaveCount(1);
  await countries.getByRole("option", { name: /Georgia/ }).click();
  await expect(country).toHaveAccessibleName("Country: Georgia (+995). Change country");
  const phone = page.getByRole("textbox", { name: "Phone number", exact: true });
  await expect(phone).toBeFocused();
  await expect(phone).toHaveValue("+995 ");

  // Too short: refused in the browser, with the reason.
  await phone.pressSequentially("555 12");
  await page.getByRole("button", { name: "Send Request" }).click();
  await expect(page.getByText("This is not a valid phone number. Check the country and the digits.")).toBeVisible();
  await expect(page).toHaveURL(/\/form$/);

  await phone.press("End");
  await phone.pressSequentially("34 56");
  await page.getByLabel("Your name (optional)").fill("Nino Beridze");
  await page.getByLabel("When may we call you?").selectOption({ label: "Evening (17:00–20:00)" });
  await page.getByRole("button", { name: "Send Request" }).click();
  await expect(page).toHaveURL(/\/services\?sent=1$/);
  await expect(page.getByTestId("request-sent")).toHaveText("Thank you! We have your request and will call you soon.");

  // The administrator: the count in the menu, the request on top, click to call, then closed with a note.
  const admin = await signedInAs("admin", "/admin/requests");
  await expect(admin).toHaveURL(/\/admin\/requests$/);
  await expect(admin.getByTestId("admin-badge-newRequests")).toBeVisible();
  const item = admin.getByTestId("inbox-item").filter({ hasText: "+995 555 12 34 56" });
  await expect(item).toHaveCount(1);
  await expect(item).toContainText("New");
  await expect(item).toContainText("SAT Math: private lessons");
  await expect(item).toContainText("Nino Beridze");
  await expect(item).toContainText("Evening (17:00–20:00)");
  await expect(item.getByRole("link", { name: "+995 555 12 34 56", exact: true })).toHaveAttribute("href", "tel:+995555123456");
  await item.getByRole("link", { name: /^Open the request from \+995 555 12 34 56/ }).click();

  await admin.getByRole("radio", { name: "Closed" }).check();
  await admin.getByLabel("Notes for the team").fill("Called back; first lesson on Monday.");
  await admin.getByRole("button", { name: "Save" }).click();
  await expect(admin).toHaveURL(/\/admin\/requests$/);
  await expect(admin.getByText("The request has been saved.")).toBeVisible();
  await admin.getByRole("link", { name: /^Closed \(/ }).click();
  const closed = admin.getByTestId("inbox-item").filter({ hasText: "+995 555 12 34 56" });
  await expect(closed).toContainText("Closed");
  await expect(closed).toContainText("Handled by");
  await expect(closed).toContainText("admin on");
});

test("on a phone-width screen the catalogue, a service and its form speak az, en and ru, and an unopened service is under construction", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const texts = {
    az: {
      title: "Xidmətlər",
      heading: "Əlaqə saxlamaq üçün daim istifadə etdiyiniz telefon nömrəsini daxil edin.",
      submit: "Sorğu göndər",
      required: "Telefon nömrənizi daxil edin.",
      soon: "Hazırlanır",
    },
    en: {
      title: "Services",
      heading: "Enter your regularly used phone number to remain in contact.",
      submit: "Send Request",
      required: "Enter your phone number.",
      soon: "Under construction",
    },
    ru: {
      title: "Услуги",
      heading: "Введите номер телефона, которым вы регулярно пользуетесь, чтобы оставаться на связи.",
      submit: "Отправить заявку",
      required: "Введите номер телефона.",
      soon: "В разработке",
    },
  };
  for (const [lng, t] of Object.entries(texts)) {
    await page.goto(`/services?lng=${lng}`);
    await expect(page.getByRole("heading", { level: 1, name: t.title })).toBeVisible();
    await expect(page.getByTestId("service-group")).toHaveCount(3);
    if (lng === "az") expect((await new AxeBuilder({ page }).analyze()).violations, "axe on the catalogue").toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${lng}: no sideways scrolling`).toBeLessThanOrEqual(390);

    await page.goto(`/services/diagnostic-review/form?lng=${lng}`);
    await expect(page.getByRole("heading", { name: t.heading })).toBeVisible();
    await page.getByRole("button", { name: t.submit }).click();
    await expect(page.locator("#field-phone-error")).toHaveText(t.required);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${lng}: form fits`).toBeLessThanOrEqual(390);

    if (lng === "en") {
      await page.getByTestId("country-button").click();
      await expect(page.getByRole("listbox", { name: "Countries" })).toBeVisible();
      expect((await new AxeBuilder({ page }).analyze()).violations, "axe on the form with the country list open").toEqual([]);
    }

    await page.goto(`/services/visa-interview/form?lng=${lng}`);
    await expect(page.getByTestId("under-construction").getByRole("heading", { name: t.soon })).toBeVisible();
    await expect(page.getByRole("button", { name: t.submit })).toHaveCount(0);
  }
  const missing = await page.goto("/services/no-such-service/form?lng=en");
  expect(missing?.status()).toBe(404);
  await expect(page.getByTestId("services-error")).toHaveText("This service or group does not exist or is no longer offered.");
});
