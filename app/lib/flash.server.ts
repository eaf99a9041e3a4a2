import crypto from "node:crypto";
import { createCookie, createContext, type MiddlewareFunction } from "react-router";

/** A one-time message shown as a toast on the next page (e.g. after a redirect). */
export type Flash = { id: string; key: string; kind: "success" | "error" | "info" };

const flashCookie = createCookie("flash", { httpOnly: true, sameSite: "lax", path: "/", maxAge: 60 });
export const flashContext = createContext<Flash | null>(null);

export async function flashHeader(key: string, kind: Flash["kind"] = "success") {
  return flashCookie.serialize({ id: crypto.randomUUID(), key, kind });
}

/** Reads the flash cookie into the context and clears it once the page has used it. */
export const flashMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const flash = (await flashCookie.parse(request.headers.get("cookie"))) as Flash | null;
  if (flash && typeof flash === "object") context.set(flashContext, flash);
  const response = await next();
  if (flash && !response.headers.get("set-cookie")?.includes("flash=")) {
    response.headers.append("Set-Cookie", await flashCookie.serialize("", { maxAge: 0, expires: new Date(0) }));
  }
  return response;
};
