/**
 * The auth forms' limits and the picture rule, apart from their zod schemas (schemas.ts): the forms read
 * them when they render, and load the schemas when first used (issue 30, `useLazyChecks`).
 */

/** The password rule, the same at every door: 8 to 128 characters and not a common password (server). */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
/** Longest username accepted at sign-in (sign-up and profile keep the spec's 50). */
export const LOGIN_USERNAME_MAX = 150;
export const USERNAME_MAX = 50;
export const EMAIL_MAX = 254;
export const NAME_MAX = 30;

export const MAX_PICTURE_BYTES = 5 * 1024 * 1024;
export const PICTURE_TYPES = ["image/jpeg", "image/png", "image/gif"] as const;

export function pictureProblem(file: { size: number; type: string } | null | undefined): string | null {
  if (!file || file.size === 0) return null;
  if (file.size > MAX_PICTURE_BYTES) return "validation.pictureTooLarge";
  if (!(PICTURE_TYPES as readonly string[]).includes(file.type)) return "validation.pictureType";
  return null;
}
