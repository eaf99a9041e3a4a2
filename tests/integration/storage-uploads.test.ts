import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { afterAll, describe, expect, it, vi } from "vitest";
import { closeDb, getDb } from "#db/client";
import { storedFiles } from "#db/schema";
import { startSession } from "~/features/auth/tokens.server";
import { sessionCookies } from "~/features/auth/web-session.server";
import { clientIpContext } from "~/lib/context";
import { getStorage } from "~/lib/storage/index.server";
import * as signupRoute from "~/routes/api/auth/signup";
import * as selfRoute from "~/routes/api/auth/self";
import * as editProfileRoute from "~/routes/profile/edit-profile";
import * as uploadsRoute from "~/routes/uploads";
import * as root from "~/root";
import { callRoute, uniqueName } from "../setup/request";
import { binary } from "../setup/storage-helpers";

// Stored files served at /uploads/*, and an avatar stored through the edit-profile page. The storage drivers
// themselves are in storage-drivers.test.ts.

// The app in this file stores uploads in the database (PGlite here, PostgreSQL with DATABASE_URL).
vi.hoisted(() => {
  process.env.STORAGE = "postgres";
});

afterAll(closeDb);

/** Runs the app's page middleware (root.tsx: guards, language, session from cookies), then the handler. */
async function throughPageMiddleware(request: Request, handler: (context: RouterContextProvider) => unknown): Promise<Response> {
  const context = new RouterContextProvider();
  context.set(clientIpContext, "203.0.113.7");
  const settle = async (run: () => unknown) => {
    try {
      const result = await run();
      return result instanceof Response ? result : Response.json(result);
    } catch (thrown) {
      if (thrown instanceof Response) return thrown;
      throw thrown;
    }
  };
  const step = (i: number): Promise<Response> =>
    i < root.middleware.length
      ? settle(() => root.middleware[i]!({ request, context, params: {}, unstable_pattern: new URL(request.url).pathname } as never, () => step(i + 1)))
      : settle(() => handler(context));
  return step(0);
}

describe("GET /uploads/* (STORAGE=postgres)", () => {
  const get = (splat: string, method = "GET") => callRoute(uploadsRoute, { method, path: `/uploads/${splat}`, params: { "*": splat } });

  it("serves a stored file with its type, nosniff and a year of immutable caching; HEAD gives the headers only", async () => {
    const storage = await getStorage();
    const k = `avatars/1-${crypto.randomBytes(8).toString("hex")}.webp`;
    const bytes = binary(2048);
    await storage.put(k, bytes, "image/webp");
    const res = await get(k);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("image/webp");
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(res.headers.get("Content-Length")).toBe("2048");
    expect(Buffer.from(await res.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true);

    const head = await get(k, "HEAD");
    expect(head.status).toBe(200);
    expect(head.headers.get("Content-Type")).toBe("image/webp");
    expect(head.headers.get("Content-Length")).toBe("2048");
    expect(head.body).toBeNull();

    const png = `avatars/2-${crypto.randomBytes(8).toString("hex")}.png`;
    await storage.put(png, binary(10), "image/png");
    expect((await get(png)).headers.get("Content-Type")).toBe("image/png");
  });

  it("answers 404 (not 500) for unknown keys, traversal and types it does not serve", async () => {
    for (const splat of [
      "avatars/1-0000000000000000.webp",
      "../../package.json",
      "..%2F..%2Fpackage.json",
      "avatars/../../db/schema.ts",
      "../../.env.webp",
      "x.html",
      "",
      "avatars/",
    ]) {
      const res = await get(splat);
      expect(res.status, splat).toBe(404);
      expect(res.headers.get("X-Content-Type-Options"), splat).toBe("nosniff");
      expect((await get(splat, "HEAD")).status, splat).toBe(404);
    }
  });

  it("an avatar saved through the edit-profile page is stored in the database and served at its /uploads URL; the replaced one is gone", async () => {
    const username = uniqueName("st");
    const signup = await callRoute(signupRoute, {
      json: { username, email: `${username}@gmail.com`, password: "longenough1", confirmPassword: "longenough1", first_name: "Store", last_name: "Age" },
      ip: uniqueName("ip"),
    });
    const { access } = await signup.json();
    const userId = (await (await callRoute(selfRoute, { token: access })).json()).id as number;

    const sharp = (await import("sharp")).default;
    const upload = async (color: string) => {
      const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: color } })
        .png()
        .toBuffer();
      const tokens = await startSession(userId);
      const cookie = (await sessionCookies(new Request("http://localhost/"), tokens)).map((c) => c.split(";")[0]).join("; ");
      const form = new FormData();
      for (const [k, v] of Object.entries({
        first_name: "Store",
        last_name: "Age",
        username,
        email: `${username}@gmail.com`,
        current_password: "",
        new_password: "",
        confirm_password: "",
      }))
        form.set(k, v);
      form.set("profile_picture", new File([new Uint8Array(png)], "me.png", { type: "image/png" }));
      const request = new Request("http://localhost/profile/edit-profile", { method: "POST", body: form, headers: { cookie, Origin: "http://localhost" } });
      const response = await throughPageMiddleware(request, (context) => editProfileRoute.action({ request, context, params: {} } as never));
      expect(response.status, await response.clone().text()).toBe(302);
      expect(response.headers.get("Location")).toBe("/profile");
      return (await (await callRoute(selfRoute, { token: access })).json()).profile_picture as string;
    };

    const first = await upload("#3366ff");
    expect(first).toMatch(new RegExp(`^/uploads/avatars/${userId}-[0-9a-f]{16}\\.webp$`));
    const k = first.slice("/uploads/".length);
    const db = await getDb();
    const [row] = await db.select({ size: storedFiles.size, contentType: storedFiles.contentType }).from(storedFiles).where(eq(storedFiles.key, k));
    expect(row?.contentType).toBe("image/webp");

    const res = await get(k);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("image/webp");
    const served = Buffer.from(await res.arrayBuffer());
    expect(served.byteLength).toBe(row!.size);
    const meta = await sharp(served).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 256, 256]);

    const second = await upload("#ff6633");
    expect(second).not.toBe(first);
    expect((await get(second.slice("/uploads/".length))).status).toBe(200);
    expect((await get(k)).status).toBe(404);
  });
});
