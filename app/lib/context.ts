import { createContext } from "react-router";
import type { PublicUser } from "./user";

export type { PublicUser };

export type AuthState = {
  status: "signedIn" | "anonymous" | "rejected";
  user: (PublicUser & { sessionId: string }) | null;
};

/** Who made the request, decided once per request by the auth middleware. */
export const authContext = createContext<AuthState>({ status: "anonymous", user: null });

/** The client's address as the HTTP server saw it (for rate limits). */
export const clientIpContext = createContext<string>("unknown");
