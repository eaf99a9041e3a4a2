import type { UserType } from "#db/schema";

/** The user as every client sees it (web loaders and GET /api/auth/self/). */
export type PublicUser = {
  id: number;
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  profile_picture: string | null;
  user_type: UserType;
};

/** Initials for an avatar: first letters of the first and last word of the name, one letter, or "U". */
export function initials(name: string | null | undefined): string {
  const words = (name ?? "").trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return "U";
  const first = words[0]!.charAt(0);
  const last = words.length > 1 ? words[words.length - 1]!.charAt(0) : "";
  return (first + last).toUpperCase();
}

/** The name shown in the exam's bottom bar: full name, else username, else "User". */
export function displayName(user: Pick<PublicUser, "first_name" | "last_name" | "username"> | null | undefined, fallback = "User") {
  const full = [user?.first_name, user?.last_name]
    .filter((p) => p && p.trim())
    .join(" ")
    .trim();
  return full || user?.username || fallback;
}
