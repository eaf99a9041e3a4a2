import { eq } from "drizzle-orm";
import type { z } from "zod";
import { getDb } from "#db/client";
import { users } from "#db/schema";
import { getEnv } from "~/lib/env.server";
import { HttpError, ValidationError } from "~/lib/http.server";
import { zodFieldErrors } from "~/lib/input";
import { parseInput } from "~/lib/parse.server";
import { clearRateLimit, hitRateLimit } from "~/lib/rate-limit.server";
import { saveAvatar, deleteAvatar } from "./avatars.server";
import { requestEmailChange } from "./email-change.server";
import type { MailContext } from "./emails.server";
import { assertPasswordRule, hashPassword, passwordProblem, verifyPassword } from "./password.server";
import { LoginSchema, pictureProblem, ProfileFieldsSchema, SignupSchema } from "./schemas";
import { revokeUserSessions, startSession } from "./tokens.server";
import type { PublicUser } from "~/lib/user";
import { findUserById, findUserForLogin, isEmailTaken, isUsernameTaken, toPublicUser } from "./users.server";

const WINDOW = 15 * 60;

/**
 * A new account. Every problem comes back at once (issue 27): the form's rules, the password's (length and the
 * common-password list) and, once the form is valid, a username or address already in use, checked after the
 * rate limit so that they cannot be probed for free.
 */
export async function signUp(input: unknown, clientIp: string) {
  const parsed = SignupSchema.safeParse(input);
  const errors: Record<string, string[]> = parsed.success ? {} : zodFieldErrors(parsed.error);
  const raw = (typeof input === "object" && input ? input : {}) as Record<string, unknown>;
  const password = parsed.success ? parsed.data.password : typeof raw.password === "string" ? raw.password : "";
  const weak = errors.password ? null : passwordProblem(password, "validation.passwordTooShort8");
  if (weak) errors.password = [weak];
  if (!parsed.success) throw new ValidationError(errors);
  const v = parsed.data;
  await hitRateLimit(`signup:${clientIp}`, getEnv().SIGNUP_RATE_LIMIT, WINDOW);
  if (await isUsernameTaken(v.username)) errors.username = ["validation.usernameTaken"];
  if (await isEmailTaken(v.email)) errors.email = ["validation.emailTaken"];
  if (Object.keys(errors).length) throw new ValidationError(errors);
  const db = await getDb();
  const [row] = await db
    .insert(users)
    .values({
      username: v.username,
      email: v.email.toLowerCase(),
      passwordHash: await hashPassword(v.password),
      firstName: v.first_name,
      lastName: v.last_name,
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (!row) throw new ValidationError({ username: ["validation.usernameTaken"] });
  const tokens = await startSession(row.id);
  return { user: (await findUserById(row.id))!, ...tokens };
}

export async function logIn(input: unknown, clientIp: string) {
  const { username, password } = parseInput(LoginSchema, input);
  const key = `login:${clientIp}:${username.toLowerCase()}`;
  await hitRateLimit(key, getEnv().LOGIN_RATE_LIMIT, WINDOW);
  const row = await findUserForLogin(username);
  // Verify even for an unknown user so the answer takes as long either way.
  const ok = await verifyPassword(row?.passwordHash ?? DUMMY_HASH, password);
  if (!row || !ok) throw new HttpError(401, "auth.errors.badCredentials");
  await clearRateLimit(key);
  const tokens = await startSession(row.id);
  return { user: toPublicUser(row), ...tokens };
}
const DUMMY_HASH = "$argon2id$v=19$m=19456,t=2,p=1$c29tZXNhbHRzb21lc2FsdA$0kUKmXs9h1p8kDPeOjwSQ1cEDvD5HSVZz4lLUr9E0T8";

/** `current_password`: required with a new e-mail address (the address decides where reset links go). */
export type ProfileUpdate = z.input<typeof ProfileFieldsSchema> & { profile_picture?: File | null; current_password?: string };

/**
 * Changes only the fields given (non-empty) at once, except the e-mail address: a new address needs
 * the current password (as a new password does: whoever holds only a token must not be able to move
 * the account) and gets a confirmation link; it is used once that link is opened. Nothing is changed
 * when the password is missing or wrong. Returns the user and, when a link was sent, the address it went to.
 */
export async function updateProfile(userId: number, input: ProfileUpdate, ctx: MailContext): Promise<{ user: PublicUser; pendingEmail: string | null }> {
  const { profile_picture, current_password, ...rest } = input;
  const fields = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined && v !== null));
  const parsed = ProfileFieldsSchema.safeParse(fields);
  const errors: Record<string, string[]> = parsed.success ? {} : zodFieldErrors(parsed.error);
  const pictureError = pictureProblem(profile_picture);
  if (pictureError) errors.profile_picture = [pictureError];
  if (parsed.success) {
    if (parsed.data.username && (await isUsernameTaken(parsed.data.username, userId))) errors.username = ["validation.usernameTaken"];
    if (parsed.data.email && (await isEmailTaken(parsed.data.email, userId))) errors.email = ["validation.emailTaken"];
  }
  if (Object.keys(errors).length || !parsed.success) throw new ValidationError(errors);
  const current = await findUserById(userId);
  if (!current) throw new HttpError(404, "Not found");
  const changes: Partial<typeof users.$inferInsert> = {};
  const d = parsed.data;
  if (d.first_name !== undefined) changes.firstName = d.first_name;
  if (d.last_name !== undefined) changes.lastName = d.last_name;
  if (d.username !== undefined) changes.username = d.username;
  const newEmail = d.email !== undefined && d.email.toLowerCase() !== current.email.toLowerCase() ? d.email : null;
  if (newEmail) await assertCurrentPassword(userId, current_password, "validation.currentPasswordForEmail");
  let oldPicture: string | null = null;
  if (profile_picture && profile_picture.size > 0) {
    oldPicture = current.profile_picture;
    changes.profilePicture = await saveAvatar(userId, profile_picture);
  }
  // Nothing given at all is an error; the current address sent again (API clients send every field) is not.
  if (Object.keys(changes).length === 0 && d.email === undefined) throw new ValidationError({ form: ["validation.noChanges"] });
  if (Object.keys(changes).length > 0) {
    const db = await getDb();
    await db.update(users).set(changes).where(eq(users.id, userId));
    if (oldPicture && changes.profilePicture) await deleteAvatar(oldPicture);
  }
  const pendingEmail = newEmail ? await requestEmailChange(current, newEmail, ctx) : null;
  return { user: (await findUserById(userId))!, pendingEmail };
}

/** Checks the current password, stores the new one and signs out the user's other devices. */
export async function changePassword(userId: number, sessionId: string | undefined, current: string, next: string) {
  assertPasswordRule(next, "new_password");
  await assertCurrentPassword(userId, current, "validation.currentPasswordRequired");
  const db = await getDb();
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(next) })
    .where(eq(users.id, userId));
  await revokeUserSessions(userId, sessionId);
}

/** The user's password, or a field error on `current_password`: `missing` when none was given, else wrong. */
export async function assertCurrentPassword(userId: number, password: string | undefined, missing: string) {
  if (!password) throw new ValidationError({ current_password: [missing] });
  const db = await getDb();
  const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
  if (!row) throw new HttpError(404, "Not found");
  if (!(await verifyPassword(row.passwordHash, password))) throw new ValidationError({ current_password: ["validation.currentPasswordWrong"] });
}
