import { z } from "zod";
import { line } from "~/lib/input";
import { isAllowedEmailDomain } from "./email-domains";
import { EMAIL_MAX, LOGIN_USERNAME_MAX, NAME_MAX, PASSWORD_MAX, PASSWORD_MIN, USERNAME_MAX } from "./limits";

/**
 * One schema per form, shared by the browser and the server. Messages are i18n keys of the
 * "validation" section of the common namespace; the REST API answers them in English.
 * Every string is bounded and refuses control characters (`line` of ~/lib/input).
 */

export { EMAIL_MAX, LOGIN_USERNAME_MAX, MAX_PICTURE_BYTES, NAME_MAX, PASSWORD_MAX, PASSWORD_MIN, PICTURE_TYPES, USERNAME_MAX, pictureProblem } from "./limits";

/** E-mail and reset tokens are 43 characters (32 random bytes, base64url); access tokens a few hundred. */
const TOKEN_MAX = 256;
const ACCESS_TOKEN_MAX = 4096;

const USERNAME_CHARS = /^[\p{L}\p{N}@.+_-]+$/u;

/** A password the user chooses now: the length half of the rule (the common-password half runs on the server). */
function newPassword(tooShort: string) {
  return line(PASSWORD_MAX, "validation.passwordTooLong").min(1, "validation.required").min(PASSWORD_MIN, tooShort);
}

/** A password typed to prove who one is (sign-in, current password): bounded, never judged. */
const existingPassword = (required = "validation.required") => line(PASSWORD_MAX, "validation.passwordTooLong").min(1, required);

const email = (required: string, invalid: string) => line(EMAIL_MAX).trim().min(1, required).pipe(z.email(invalid));

export const LoginSchema = z.object({
  username: line(LOGIN_USERNAME_MAX).trim().min(1, "validation.required"),
  password: existingPassword(),
});

export const SignupSchema = z
  .object({
    username: line(USERNAME_MAX).trim().min(1, "validation.required").min(2, "validation.tooShort").regex(USERNAME_CHARS, "validation.usernameChars"),
    email: email("validation.required", "validation.invalidEmail").refine(isAllowedEmailDomain, "validation.emailDomain"),
    password: newPassword("validation.passwordTooShort8"),
    confirmPassword: line(PASSWORD_MAX, "validation.passwordTooLong").min(1, "validation.required"),
    first_name: line(NAME_MAX).trim().min(1, "validation.required"),
    last_name: line(NAME_MAX).trim().min(1, "validation.required"),
  })
  .refine((v) => v.password === v.confirmPassword, { path: ["confirmPassword"], message: "validation.passwordsMustMatch" });

const profileUsername = () =>
  line(USERNAME_MAX).trim().min(1, "validation.usernameRequired").min(3, "validation.usernameMin3").regex(USERNAME_CHARS, "validation.usernameChars");
const firstName = () => line(NAME_MAX).trim().min(1, "validation.firstNameRequired");
const lastName = () => line(NAME_MAX).trim().min(1, "validation.lastNameRequired");
const profileEmail = () => email("validation.emailRequired", "validation.validEmail");

/** The fields of the edit-profile form; each is optional so only what changed is sent. */
export const ProfileFieldsSchema = z.object({
  first_name: firstName().optional(),
  last_name: lastName().optional(),
  username: profileUsername().optional(),
  email: profileEmail().optional(),
});

export const PasswordChangeSchema = z
  .object({
    current_password: line(PASSWORD_MAX, "validation.passwordTooLong").optional(),
    new_password: line(PASSWORD_MAX, "validation.passwordTooLong").optional(),
    confirm_password: line(PASSWORD_MAX, "validation.passwordTooLong").optional(),
  })
  .superRefine((v, ctx) => {
    if (!v.new_password && !v.confirm_password) return;
    if (!v.current_password) ctx.addIssue({ code: "custom", path: ["current_password"], message: "validation.currentPasswordRequired" });
    if (!v.new_password || v.new_password.length < PASSWORD_MIN)
      ctx.addIssue({ code: "custom", path: ["new_password"], message: "validation.newPasswordMin8" });
    if (v.new_password !== v.confirm_password) ctx.addIssue({ code: "custom", path: ["confirm_password"], message: "validation.passwordsDoNotMatch" });
  });

/** POST /api/auth/change-password/ */
export const ChangePasswordApiSchema = z.object({
  current_password: existingPassword("validation.currentPasswordRequired"),
  new_password: newPassword("validation.newPasswordMin8"),
});

/** The whole edit-profile form (web), validated in the browser and again in the action. */
export const EditProfileSchema = z
  .object({
    first_name: firstName(),
    last_name: lastName(),
    username: profileUsername(),
    email: profileEmail(),
    current_password: line(PASSWORD_MAX, "validation.passwordTooLong"),
    new_password: line(PASSWORD_MAX, "validation.passwordTooLong"),
    confirm_password: line(PASSWORD_MAX, "validation.passwordTooLong"),
  })
  .superRefine((v, ctx) => {
    const result = PasswordChangeSchema.safeParse(v);
    if (!result.success) for (const issue of result.error.issues) ctx.addIssue({ code: "custom", path: issue.path, message: issue.message });
  });

/** "Forgot password?": the address to send a reset link to (web form and POST /api/auth/password-reset/). */
export const PasswordResetRequestSchema = z.object({
  email: profileEmail(),
});

const emailToken = () => line(TOKEN_MAX, "validation.invalidToken").min(1, "validation.required");

/** POST /api/auth/password-reset/confirm/ */
export const PasswordResetApiSchema = z.object({
  token: emailToken(),
  new_password: newPassword("validation.newPasswordMin8"),
});

/** The reset page: the new password twice. */
export const PasswordResetFormSchema = z
  .object({
    token: emailToken(),
    new_password: newPassword("validation.newPasswordMin8"),
    confirm_password: line(PASSWORD_MAX, "validation.passwordTooLong").min(1, "validation.required"),
  })
  .refine((v) => v.new_password === v.confirm_password, { path: ["confirm_password"], message: "validation.passwordsDoNotMatch" });

/** A link's token (confirming an e-mail change, opening the reset page). */
export const EmailTokenSchema = z.object({ token: emailToken() });

/** POST /api/auth/token/verify/ and /api/auth/token/refresh/ */
export const TokenVerifySchema = z.object({ token: line(ACCESS_TOKEN_MAX, "validation.invalidToken").min(1, "validation.required") });
export const TokenRefreshSchema = z.object({ refresh: line(TOKEN_MAX, "validation.invalidToken").min(1, "validation.required") });
