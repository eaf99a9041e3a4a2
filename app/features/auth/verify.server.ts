import { createActor, fromPromise, toPromise } from "xstate";
import { createAuthMachine } from "#machines/auth-verification";
import { rotateRefreshToken, verifyAccessToken } from "./tokens.server";
import type { PublicUser } from "~/lib/user";

type SessionUser = PublicUser & { sessionId: string };
const machine = createAuthMachine<SessionUser>();

/**
 * Runs the auth verification statechart with the real token service: verify the access token,
 * else rotate the refresh token (with a grace window for the web UI's racing requests).
 */
export async function verifyCredentials(input: { access?: string | null; refresh?: string | null }, options: { graceSeconds?: number } = {}) {
  const actor = createActor(
    machine.provide({
      actors: {
        verifyAccess: fromPromise(({ input }) => verifyAccessToken(input.access)),
        refreshTokens: fromPromise(async ({ input }) => {
          const result = await rotateRefreshToken(input.refresh, options);
          const sessionUser = await verifyAccessToken(result.access);
          return { user: sessionUser, tokens: { access: result.access, refresh: result.refresh ?? "" } };
        }),
      },
    }),
    { input },
  );
  actor.start();
  return toPromise(actor);
}
