import { expect, test } from "./fixtures";

test("a grid-in answer typed with a decimal comma is kept as that number (az interface)", async ({ page, student }) => {
  await page.goto("/exams?lng=az");
  await page.getByRole("article", { name: "E2E Math Exam" }).getByRole("button", { name: "İmtahana başla" }).click();
  await page.getByRole("button", { name: "Başla", exact: true }).click();
  await expect(page.getByTestId("question-text")).toBeVisible();
  await page.getByRole("button", { name: "Növbəti", exact: true }).click();

  const box = page.getByLabel("Sizin cavabınız");
  await box.pressSequentially("0,5");
  // The comma becomes the decimal point at once, in the box and in the preview, and the box says so.
  await expect(box).toHaveValue("0.5");
  await expect(page.getByTestId("oe-preview")).toHaveText("0.5");
  await expect(page.getByTestId("oe-notice")).toHaveText("Vergül onluq nöqtə kimi qəbul edildi.");
  // A refused keystroke leaves the number as it was and says why.
  await box.press("Space");
  await box.press("1");
  await expect(box).toHaveValue("0.51");
  await box.press("Backspace");
  await box.pressSequentially(",");
  await expect(box).toHaveValue("0.5");
  await expect(page.getByTestId("oe-notice")).toHaveText("Cavabda yalnız bir onluq nöqtə ola bilər.");

  // Saved as 0.5 on the server: a reload (back at the same question) shows it again.
  await expect(page.getByTestId("save-status")).toHaveAttribute("data-status", "saved");
  await page.reload();
  await expect(page.getByLabel("Sizin cavabınız")).toHaveValue("0.5");

  // Next on the last question: Cavablarınızı yoxlayın (Check Your Work), then Next and the confirmation.
  await page.getByRole("button", { name: "Növbəti", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Cavablarınızı yoxlayın" })).toBeVisible();
  await page.getByRole("button", { name: "Növbəti", exact: true }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Modulu göndər" }).click();
  await page.getByRole("link", { name: "Nəticənizə baxın" }).click();
  // The result page carries each question's header; the answer shows when the question is opened (decision 0059).
  await page.getByRole("article", { name: "Sual 2" }).getByRole("button", { name: "Sualı göstər" }).click();
  await expect(page.getByText("0.5", { exact: true })).toBeVisible();
});
