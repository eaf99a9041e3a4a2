import { afterAll, describe, expect, it } from "vitest";
import { RouterContextProvider } from "react-router";
import { and, eq, isNotNull } from "drizzle-orm";
import { closeDb, getDb } from "#db/client";
import { refreshTokens } from "#db/schema";
import { startSession } from "~/features/auth/tokens.server";
import { authMiddleware, sessionCookies } from "~/features/auth/web-session.server";
import { authContext } from "~/lib/context";
import * as signupRoute from "~/routes/api/auth/signup";
import * as selfRoute from "~/routes/api/auth/self";
import { callRoute, uniqueName } from "../setup/request";

afterAll(closeDb);

async function newUserId() {
  const username = uniqueName("web");
  const res = await callRoute(signupRoute, {
    json: { username, email: `${username}@gmail.com`, password: "longenough1", confirmPassword: "longenough1", first_name: "W", last_name: "S" },
    ip: uniqueName("ip"),
  });
  const { access } = await res.json();
  return (await (await callRoute(selfRoute, { token: access })).json()).id as number;
}

/** Runs the page middleware for a request with these cookies; returns who it decided and the cookies it set. */
async function visit(cookie: string) {
  const context = new RouterContextProvider();
  const request = new Request("http://localhost/profile", { headers: { cookie } });
  const response = await authMiddleware({ request, context, params: {}, unstable_pattern: "" } as never, async () => new Response("ok"));
  const setCookies = (response as Response).headers.getSetCookie();
  return { auth: context.get(authContext), setCookies };
}

/** The Cookie header a browser would send back for these tokens (as the app encodes them). */
async function cookieHeader(tokens: { access?: string; refresh?: string }) {
  const set = await sessionCookies(new Request("http://localhost/"), { access: tokens.access ?? "", refresh: tokens.refresh });
  return set
    .map((c) => c.split(";")[0]!)
    .filter((c) => (tokens.access ? true : !c.startsWith("sat_access=")))
    .join("; ");
}
const asHeader = (setCookies: string[]) => setCookies.map((c) => c.split(";")[0]!).join("; ");

const cookieValue = (setCookies: string[], name: string) =>
  setCookies
    .find((c) => c.startsWith(`${name}=`))
    ?.split(";")[0]
    ?.slice(name.length + 1);

describe("the web session (cookies) through the auth statechart", () => {
  it("a valid access cookie signs the user in and sets nothing", async () => {
    const { access, refresh } = await startSession(await newUserId());
    const { auth, setCookies } = await visit(await cookieHeader({ access, refresh }));
    expect(auth.status).toBe("signedIn");
    expect(setCookies).toEqual([]);
  });

  it("with only the refresh cookie (access expired), it rotates both and stores them in httpOnly cookies", async () => {
    const { refresh } = await startSession(await newUserId());
    const { auth, setCookies } = await visit(await cookieHeader({ refresh }));
    expect(auth.status).toBe("signedIn");
    expect(cookieValue(setCookies, "sat_access")).toBeTruthy();
    expect(cookieValue(setCookies, "sat_refresh")).toBeTruthy();
    expect(cookieValue(setCookies, "sat_refresh")).not.toBe(refresh);
    expect(setCookies.every((c) => /HttpOnly/i.test(c) && /SameSite=Lax/i.test(c))).toBe(true);

    // A second request that raced with the same old cookie gets a new access token, not a logout.
    const raced = await visit(await cookieHeader({ refresh }));
    expect(raced.auth.status).toBe("signedIn");
    expect(cookieValue(raced.setCookies, "sat_access")).toBeTruthy();
    expect(cookieValue(raced.setCookies, "sat_refresh")).toBeUndefined();

    // The rotated cookies work on the next request.
    const next = await visit(asHeader(setCookies));
    expect(next.auth.status).toBe("signedIn");
  });

  it("an old refresh cookie used again after the grace window revokes the session", async () => {
    const { refresh, sessionId } = await startSession(await newUserId());
    const first = await visit(await cookieHeader({ refresh }));
    expect(first.auth.status).toBe("signedIn");
    const db = await getDb();
    await db
      .update(refreshTokens)
      .set({ usedAt: new Date(Date.now() - 60_000) })
      .where(and(eq(refreshTokens.sessionId, sessionId), isNotNull(refreshTokens.usedAt)));
    const stolen = await visit(await cookieHeader({ refresh }));
    expect(stolen.auth.status).toBe("rejected");
    // The legitimate device is signed out too.
    const legit = await visit(asHeader(first.setCookies.filter((c) => c.startsWith("sat_refresh="))));
    expect(legit.auth.status).toBe("rejected");
  });

  it("garbage credentials are rejected and the cookies cleared", async () => {
    const { auth, setCookies } = await visit("sat_access=nope; sat_refresh=nope");
    expect(auth.status).toBe("rejected");
    expect(setCookies.some((c) => c.startsWith("sat_access=;") && /Max-Age=0/i.test(c))).toBe(true);
  });

  it("no cookies: a visitor", async () => {
    const { auth, setCookies } = await visit("");
    expect(auth).toEqual({ status: "anonymous", user: null });
    expect(setCookies).toEqual([]);
  });
});
