import { eq } from "drizzle-orm";
import type { z } from "zod";
import { getDb } from "#db/client";
import { users } from "#db/schema";
import { getEnv } from "~/lib/env.server";
import { HttpError, ValidationError } from "~/lib/http.server";
import { clearRateLimit, hitRateLimit } from "~/lib/rate-limit.server";
import { saveAvatar, deleteAvatar } from "./avatars.server";
import { hashPassword, verifyPassword } from "./password.server";
import { fieldErrors, LoginSchema, pictureProblem, ProfileFieldsSchema, SignupSchema } from "./schemas";
import { revokeUserSessions, startSession } from "./tokens.server";
import type { PublicUser } from "./user";
import { findUserById, findUserForLogin, isEmailTaken, isUsernameTaken, toPublicUser } from "./users.server";

const WINDOW = 15 * 60;


export async function signUp(input: unknown, clientIp: string) {
  const parsed = SignupSchema.safeParse(input);
  if (!parsed.success) throw new ValidationError(fieldErrors(parsed.error));
  await hitRateLimit(`signup:${clientIp}`, getEnv().SIGNUP_RATE_LIMIT, WINDOW);
  const v = parsed.data;
  const taken: Record<string, string[]> = {};
  if (await isUsernameTaken(v.username)) taken.username = ["validation.usernameTaken"];
  if (await isEmailTaken(v.email)) taken.email = ["validation.emailTaken"];
  if (Object.keys(taken).length) throw new ValidationError(taken);
  const db = await getDb();
  const [row] = await db
    .insert(users)
    .values({ username: v.username, email: v.email.toLowerCase(), passwordHash: await hashPassword(v.password), firstName: v.first_name, lastName: v.last_name })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (!row) throw new ValidationError({ username: ["validation.usernameTaken"] });
  const tokens = await startSession(row.id);
  return { user: (await findUserById(row.id))!, ...tokens };
}

export async function logIn(input: unknown, clientIp: string) {
  const parsed = LoginSchema.safeParse(input);
  if (!parsed.success) throw new ValidationError(fieldErrors(parsed.error));
  const { username, password } = parsed.data;
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

export type ProfileUpdate = z.input<typeof ProfileFieldsSchema> & { profile_picture?: File | null };

/** Changes only the fields given (non-empty); returns the updated user. */
export async function updateProfile(userId: number, input: ProfileUpdate): Promise<PublicUser> {
  const { profile_picture, ...rest } = input;
  const fields = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined && v !== null));
  const parsed = ProfileFieldsSchema.safeParse(fields);
  const errors: Record<string, string[]> = parsed.success ? {} : fieldErrors(parsed.error);
  const pictureError = pictureProblem(profile_picture);
  if (pictureError) errors.profile_picture = [pictureError];
  if (parsed.success) {
    if (parsed.data.username && (await isUsernameTaken(parsed.data.username, userId))) errors.username = ["validation.usernameTaken"];
    if (parsed.data.email && (await isEmailTaken(parsed.data.email, userId))) errors.email = ["validation.emailTaken"];
  }
  if (Object.keys(errors).length || !parsed.success) throw new ValidationError(errors);
  const changes: Partial<typeof users.$inferInsert> = {};
  const d = parsed.data;
  if (d.first_name !== undefined) changes.firstName = d.first_name;
  if (d.last_name !== undefined) changes.lastName = d.last_name;
  if (d.username !== undefined) changes.username = d.username;
  if (d.email !== undefined) changes.email = d.email.toLowerCase();
  let oldPicture: string | null = null;
  if (profile_picture && profile_picture.size > 0) {
    const current = await findUserById(userId);
    oldPicture = current?.profile_picture ?? null;
    changes.profilePicture = await saveAvatar(userId, profile_picture);
  }
  if (Object.keys(changes).length === 0) throw new ValidationError({ form: ["validation.noChanges"] });
  const db = await getDb();
  await db.update(users).set(changes).where(eq(users.id, userId));
  if (oldPicture && changes.profilePicture) await deleteAvatar(oldPicture);
  return (await findUserById(userId))!;
}

/** Checks the current password, stores the new one and signs out the user's other devices. */
export async function changePassword(userId: number, sessionId: string | undefined, current: string, next: string) {
  const db = await getDb();
  const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
  if (!row) throw new HttpError(404, "Not found");
  if (!(await verifyPassword(row.passwordHash, current))) throw new ValidationError({ current_password: ["validation.currentPasswordWrong"] });
  await db.update(users).set({ passwordHash: await hashPassword(next) }).where(eq(users.id, userId));
  await revokeUserSessions(userId, sessionId);
}
