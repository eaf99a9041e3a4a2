import { initials } from "~/lib/user";

/** The profile picture, else initials from the username (first letters of the first and last word, or "U"). */
export function Avatar({ picture, username, size = 36 }: { picture?: string | null; username?: string | null; size?: number }) {
  if (picture) {
    return <img src={picture} alt="" width={size} height={size} className="rounded-full object-cover" style={{ width: size, height: size }} />;
  }
  return (
    <span
      aria-hidden
      className="inline-flex items-center justify-center rounded-full bg-brand-600 font-semibold text-white"
      style={{ width: size, height: size, fontSize: size * 0.4 }}
    >
      {initials(username)}
    </span>
  );
}
