import { createContext, useContext } from "react";

/** Who reads the forum page, as its components need it. */
export type ForumSession = {
  user: { id: number; username: string; picture: string | null; isAdmin: boolean } | null;
  /** The moderator's reason when the user may not write. */
  blocked: string | null;
  /** The server's clock when the page was made (for "Just now" without a hydration mismatch). */
  now: number;
};

export const ForumSessionContext = createContext<ForumSession>({ user: null, blocked: null, now: 0 });

export const useForumSession = () => useContext(ForumSessionContext);

/** Where a visitor signs in to write, coming back to this page. */
export const signInHref = (returnTo: string) => `/auth/login?return_url=${encodeURIComponent(returnTo)}`;
