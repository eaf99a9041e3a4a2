import { ValidationError } from "~/lib/http.server";
import { PASSWORD_MAX, PASSWORD_MIN } from "./schemas";
// The 10,000 most common passwords (source and licence in the file's header), bundled into the server build.
import commonPasswordList from "./common-passwords.txt?raw";

export { hashPassword, verifyPassword } from "./password-hash.server";

let common: Set<string> | undefined;

/** True when the password is one of the 10,000 most common ones, whatever its letter case. */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(
    commonPasswordList
      .split("\n")
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith("#"))
      .map((line) => line.toLowerCase()),
  );
  return common.has(password.toLowerCase());
}

/**
 * The password rule, checked by every service that sets a password (sign-up, change, reset) whatever
 * door it came through: 8 to 128 characters (the shared schemas say the same to the browser) and not
 * one of the common passwords (only the server has the list). Refused as an error of `field`.
 */
/** What is wrong with a new password (an i18n key), or null: length first, then the common-password list. */
export function passwordProblem(password: string, tooShort = "validation.newPasswordMin8"): string | null {
  if (password.length < PASSWORD_MIN) return tooShort;
  if (password.length > PASSWORD_MAX) return "validation.passwordTooLong";
  return isCommonPassword(password) ? "validation.passwordCommon" : null;
}

export function assertPasswordRule(password: string, field: string, tooShort = "validation.newPasswordMin8") {
  const problem = passwordProblem(password, tooShort);
  if (problem) throw new ValidationError({ [field]: [problem] });
}
