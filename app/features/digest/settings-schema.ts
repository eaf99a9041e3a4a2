import { z } from "zod";
import { SUPPORTED_LANGUAGES } from "~/lib/i18n";
import { checkboxField } from "~/lib/input";

/**
 * The e-mail settings form (profile → E-mail) and PUT /api/profile/email-settings/: one schema for the
 * browser and the server. A student sets their own weekly digest and whether their mentors get a copy;
 * a mentor whether they receive their students' copies; everyone the language of the app's e-mails.
 */
export const EmailSettingsSchema = z.object({
  weekly_digest: checkboxField(),
  digest_to_mentors: checkboxField(),
  student_digests: checkboxField(),
  language: z.enum(SUPPORTED_LANGUAGES, { error: "validation.invalid" }),
});
export type EmailSettingsInput = z.output<typeof EmailSettingsSchema>;

/** What GET /api/profile/email-settings/ answers and the page shows. */
export type EmailSettingsJson = EmailSettingsInput & { student: boolean; mentor: boolean };
