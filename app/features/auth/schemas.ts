import { z } from "zod";
import { isAllowedEmailDomain } from "./email-domains";

/**
 * One schema per form, shared by the browser and the server. Messages are i18n keys of the
 * "validation" section of the common namespace; the REST API answers them in English.
 */
export const LoginSchema = z.object({
  username: z.string({ error: "validation.required" }).trim().min(1, "validation.required"),
  password: z.string({ error: "validation.required" }).min(1, "validation.required"),
});

const USERNAME_CHARS = /^[\p{L}\p{N}@.+_-]+$/u;

export const SignupSchema = z
  .object({
    username: z
      .string({ error: "validation.required" })
      .trim()
      .min(1, "validation.required")
      .min(2, "validation.tooShort")
      .max(50, "validation.tooLong")
      .regex(USERNAME_CHARS, "validation.usernameChars"),
    email: z
      .string({ error: "validation.required" })
      .trim()
      .min(1, "validation.required")
      .pipe(z.email("validation.invalidEmail"))
      .refine(isAllowedEmailDomain, "validation.emailDomain"),
    password: z.string({ error: "validation.required" }).min(1, "validation.required").min(8, "validation.passwordTooShort8"),
    confirmPassword: z.string({ error: "validation.required" }).min(1, "validation.required"),
    first_name: z.string({ error: "validation.required" }).trim().min(1, "validation.required").max(30, "validation.tooLong"),
    last_name: z.string({ error: "validation.required" }).trim().min(1, "validation.required").max(30, "validation.tooLong"),
  })
  .refine((v) => v.password === v.confirmPassword, { path: ["confirmPassword"], message: "validation.passwordsMustMatch" });

export const MAX_PICTURE_BYTES = 5 * 1024 * 1024;
export const PICTURE_TYPES = ["image/jpeg", "image/png", "image/gif"] as const;

/** The fields of the edit-profile form; each is optional so only what changed is sent. */
export const ProfileFieldsSchema = z.object({
  first_name: z.string().trim().min(1, "validation.firstNameRequired").max(30, "validation.tooLong").optional(),
  last_name: z.string().trim().min(1, "validation.lastNameRequired").max(30, "validation.tooLong").optional(),
  username: z
    .string()
    .trim()
    .min(1, "validation.usernameRequired")
    .min(3, "validation.usernameMin3")
    .max(50, "validation.tooLong")
    .regex(USERNAME_CHARS, "validation.usernameChars")
    .optional(),
  email: z.string().trim().min(1, "validation.emailRequired").pipe(z.email("validation.validEmail")).optional(),
});

export const PasswordChangeSchema = z
  .object({
    current_password: z.string().optional(),
    new_password: z.string().optional(),
    confirm_password: z.string().optional(),
  })
  .superRefine((v, ctx) => {
    if (!v.new_password && !v.confirm_password) return;
    if (!v.current_password) ctx.addIssue({ code: "custom", path: ["current_password"], message: "validation.currentPasswordRequired" });
    if (!v.new_password || v.new_password.length < 6) ctx.addIssue({ code: "custom", path: ["new_password"], message: "validation.newPasswordMin6" });
    if (v.new_password !== v.confirm_password) ctx.addIssue({ code: "custom", path: ["confirm_password"], message: "validation.passwordsDoNotMatch" });
  });

/** POST /api/auth/change-password/ */
export const ChangePasswordApiSchema = z.object({
  current_password: z.string({ error: "validation.currentPasswordRequired" }).min(1, "validation.currentPasswordRequired"),
  new_password: z.string({ error: "validation.newPasswordMin6" }).min(6, "validation.newPasswordMin6"),
});

export function pictureProblem(file: { size: number; type: string } | null | undefined): string | null {
  if (!file || file.size === 0) return null;
  if (file.size > MAX_PICTURE_BYTES) return "validation.pictureTooLarge";
  if (!(PICTURE_TYPES as readonly string[]).includes(file.type)) return "validation.pictureType";
  return null;
}

/** Field errors as {field: [message keys]}, from a zod error. */
export function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    (out[key] ??= []).push(issue.message);
  }
  return out;
}

/** The whole edit-profile form (web), validated in the browser and again in the action. */
export const EditProfileSchema = z
  .object({
    first_name: z.string().trim().min(1, "validation.firstNameRequired").max(30, "validation.tooLong"),
    last_name: z.string().trim().min(1, "validation.lastNameRequired").max(30, "validation.tooLong"),
    username: z.string().trim().min(1, "validation.usernameRequired").min(3, "validation.usernameMin3").max(50, "validation.tooLong").regex(USERNAME_CHARS, "validation.usernameChars"),
    email: z.string().trim().min(1, "validation.emailRequired").pipe(z.email("validation.validEmail")),
    current_password: z.string(),
    new_password: z.string(),
    confirm_password: z.string(),
  })
  .superRefine((v, ctx) => {
    const result = PasswordChangeSchema.safeParse(v);
    if (!result.success) for (const issue of result.error.issues) ctx.addIssue({ code: "custom", path: issue.path, message: issue.message });
  });
