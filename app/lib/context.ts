import { createContext } from "react-router";
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

export type AuthState = {
  status: "signedIn" | "anonymous" | "rejected";
  user: (PublicUser & { sessionId: string }) | null;
};

/** Who made the request, decided once per request by the auth middleware. */
export const authContext = createContext<AuthState>({ status: "anonymous", user: null });

/** The client's address as the HTTP server saw it (for rate limits). */
export const clientIpContext = createContext<string>("unknown");
