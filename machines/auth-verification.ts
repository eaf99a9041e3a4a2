import { assign, fromPromise, setup } from "xstate";

/**
 * Decides who is making a request: verify the access token, else rotate the refresh token,
 * else the caller is a visitor or must be signed out.
 *
 *   start ─┬─ access token ──► verifyingAccess ─ valid ──────────────► signedIn
 *          │                        └─ invalid ─┬─ refresh token ─► refreshing ─ ok ─► signedIn
 *          │                                    └─ none ──────────► rejected       └ fail ─► rejected
 *          ├─ refresh token only ─► refreshing
 *          └─ nothing ────────────► anonymous
 *
 * `rejected` means credentials were presented and failed: the caller goes through /auth/logout/.
 * The effects (checking a JWT, rotating a refresh token) are supplied with `.provide({ actors })`.
 */
export type AuthInput<TUser> = { access?: string | null; refresh?: string | null; _user?: TUser };
export type RefreshedTokens = { access: string; refresh: string };

export function createAuthMachine<TUser>() {
  return setup({
    types: {
      input: {} as AuthInput<TUser>,
      context: {} as {
        access: string | null;
        refresh: string | null;
        user: TUser | null;
        refreshed: RefreshedTokens | null;
        failure: string | null;
        status: "pending" | "signedIn" | "anonymous" | "rejected";
      },
      output: {} as { status: "signedIn" | "anonymous" | "rejected"; user: TUser | null; refreshed: RefreshedTokens | null; failure: string | null },
    },
    actors: {
      verifyAccess: fromPromise<TUser, { access: string }>(async () => {
        throw new Error("verifyAccess not provided");
      }),
      refreshTokens: fromPromise<{ user: TUser; tokens: RefreshedTokens }, { refresh: string }>(async () => {
        throw new Error("refreshTokens not provided");
      }),
    },
    guards: {
      hasAccess: ({ context }) => !!context.access,
      hasRefresh: ({ context }) => !!context.refresh,
    },
  }).createMachine({
    id: "authVerification",
    context: ({ input }) => ({
      access: input.access ?? null,
      refresh: input.refresh ?? null,
      user: null,
      refreshed: null,
      failure: null,
      status: "pending",
    }),
    initial: "start",
    states: {
      start: {
        always: [{ guard: "hasAccess", target: "verifyingAccess" }, { guard: "hasRefresh", target: "refreshing" }, { target: "anonymous" }],
      },
      verifyingAccess: {
        invoke: {
          id: "verifyAccess",
          src: "verifyAccess",
          input: ({ context }) => ({ access: context.access! }),
          onDone: { target: "signedIn", actions: assign({ user: ({ event }) => event.output }) },
          onError: [
            { guard: "hasRefresh", target: "refreshing" },
            { target: "rejected", actions: assign({ failure: () => "access_invalid" }) },
          ],
        },
      },
      refreshing: {
        invoke: {
          id: "refreshTokens",
          src: "refreshTokens",
          input: ({ context }) => ({ refresh: context.refresh! }),
          onDone: {
            target: "signedIn",
            actions: assign({ user: ({ event }) => event.output.user, refreshed: ({ event }) => event.output.tokens }),
          },
          onError: {
            target: "rejected",
            actions: assign({ failure: ({ event }) => (event.error instanceof Error ? event.error.message : "refresh_failed") }),
          },
        },
      },
      signedIn: { type: "final", entry: assign({ status: "signedIn" as const }) },
      anonymous: { type: "final", entry: assign({ status: "anonymous" as const }) },
      rejected: { type: "final", entry: assign({ status: "rejected" as const }) },
    },
    output: ({ context }) => ({
      status: context.status as "signedIn" | "anonymous" | "rejected",
      user: context.user,
      refreshed: context.refreshed,
      failure: context.failure,
    }),
  });
}
