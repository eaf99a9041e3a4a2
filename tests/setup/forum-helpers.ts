import { eq } from "drizzle-orm";
import sharp from "sharp";
import { getDb } from "#db/client";
import { users, type UserType } from "#db/schema";
import { newUserToken } from "./exam-helpers";

export type ForumPerson = { id: number; username: string; access: string; user_type: UserType };

/** A new account (signed up through the API) with a bearer token, of the given type. */
export async function forumPerson(type: UserType = "student"): Promise<ForumPerson> {
  const { username, access } = await newUserToken();
  const db = await getDb();
  const [row] = await db.update(users).set({ userType: type }).where(eq(users.username, username)).returning({ id: users.id });
  return { id: row!.id, username, access, user_type: type };
}

/** A real image of the given size and format, made by sharp. */
export async function imageFile(width: number, height: number, format: "png" | "jpeg" | "gif" | "webp" = "png", name = `pic.${format}`) {
  const bytes = await sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } })
    .toFormat(format)
    .toBuffer();
  return new File([new Uint8Array(bytes)], name, { type: `image/${format}` });
}

/** A multipart body for a post. */
export function postForm(fields: Record<string, string>, image?: File) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  if (image) form.set("image", image);
  return form;
}
