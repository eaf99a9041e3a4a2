import { createActor, fromPromise, toPromise } from "xstate";
import { createAuthMachine } from "#machines/auth-verification";
import { rotateRefreshToken, verifyAccessToken } from "./tokens.server";
import type { PublicUser } from "~/lib/user";
import { isConnectionError } from "~/lib/availability.server";

type SessionUser = PublicUser & { sessionId: string };
const machine = createAuthMachine<SessionUser>();

/**
 * Runs the auth verification statechart with the real token service: verify the access token,
 * else rotate the refresh token (with a grace window for the web UI's racing requests).
 */
export async function verifyCredentials(input: { access?: string | null; refresh?: string | null }, options: { graceSeconds?: number } = {}) {
  // A lookup that failed because the database cannot be reached says nothing about the credentials: it is
  // thrown after the statechart (the request then gets the lost database's 503), never taken as a rejection
  // (which would sign the student out: cookies cleared, /auth/logout/, or a 401 for the API).
  let lost: unknown = null;
  const noting = async <T>(work: () => Promise<T>) => {
    try {
      return await work();
    } catch (error) {
      if (isConnectionError(error)) lost ??= error;
      throw error;
    }
  };
  const actor = createActor(
    machine.provide({
      actors: {
        verifyAccess: fromPromise(({ input }) => noting(() => verifyAccessToken(input.access))),
        refreshTokens: fromPromise(({ input }) =>
          noting(async () => {
            const result = await rotateRefreshToken(input.refresh, options);
            const sessionUser = await verifyAccessToken(result.access);
            return { user: sessionUser, tokens: { access: result.access, refresh: result.refresh ?? "" } };
          }),
        ),
      },
    }),
    { input },
  );
  actor.start();
  const result = await toPromise(actor);
  if (lost) throw lost;
  return result;
}
