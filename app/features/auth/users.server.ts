import { eq, sql } from "drizzle-orm";
import { getDb } from "#db/client";
import { users } from "#db/schema";
import type { PublicUser } from "~/lib/user";

export const publicUserColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  profilePicture: users.profilePicture,
  userType: users.userType,
};

type UserRow = {
  id: number;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  profilePicture: string | null;
  userType: PublicUser["user_type"];
};

export function toPublicUser(row: UserRow): PublicUser {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    profile_picture: row.profilePicture ? `/uploads/${row.profilePicture}` : null,
    user_type: row.userType,
  };
}

export async function findUserById(id: number): Promise<PublicUser | null> {
  const db = await getDb();
  const [row] = await db.select(publicUserColumns).from(users).where(eq(users.id, id)).limit(1);
  return row ? toPublicUser(row) : null;
}

export async function findUserForLogin(username: string) {
  const db = await getDb();
  const [row] = await db
    .select({ ...publicUserColumns, passwordHash: users.passwordHash })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`)
    .limit(1);
  return row ?? null;
}

export async function isUsernameTaken(username: string, exceptId?: number) {
  const db = await getDb();
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`)
    .limit(1);
  return !!row && row.id !== exceptId;
}

export async function isEmailTaken(email: string, exceptId?: number) {
  const db = await getDb();
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  return !!row && row.id !== exceptId;
}

/** The account that uses this e-mail address (letter case ignored), for a password reset. */
export async function findUserByEmail(email: string) {
  const db = await getDb();
  const [row] = await db
    .select({ id: users.id, username: users.username, email: users.email })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  return row ?? null;
}
