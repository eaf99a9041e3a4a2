import { redirect, type MiddlewareFunction } from "react-router";
import type { UserType } from "#db/schema";
import { requireUser } from "~/features/auth/index.server";
import { ADMIN_SECTIONS, sectionRoles, type AdminSection } from "./nav";

/** The page that tells a signed-in user that a back office page is not theirs (HTTP 403). */
export const ADMIN_FORBIDDEN_PATH = "/admin/forbidden";

/** The page path a request is for: client navigations fetch `/admin/lessons.data` (or `…/_.data`) for `/admin/lessons`. */
export function pagePath(url: URL): string {
  const path = url.pathname
    .replace(/\/_\.data$/, "")
    .replace(/\.data$/, "")
    .replace(/\/+$/, "");
  return path || "/";
}

/** The section a back office path belongs to: the longest section path it is at or under. */
export function sectionForPath(path: string): AdminSection | null {
  let best: AdminSection | null = null;
  for (const s of ADMIN_SECTIONS) {
    const inside = s.end ? path === s.to : path === s.to || path.startsWith(`${s.to}/`);
    if (inside && (!best || s.to.length > best.to.length)) best = s;
  }
  return best;
}

/** Who may open a back office path: its section's roles; a path of no section is for administrators. */
export function rolesForPath(path: string): readonly UserType[] {
  const section = sectionForPath(path);
  return section ? sectionRoles(section) : ["admin"];
}

/** The sections a user may open, in the navigation's order (what the layout shows them). */
export function sectionsFor(userType: UserType): AdminSection[] {
  return ADMIN_SECTIONS.filter((s) => sectionRoles(s).includes(userType));
}

/**
 * The back office's gate, the middleware of the /admin layout route: it runs on the server before
 * every loader and action below it (pages, their `.data` requests and resource routes), so no page
 * can forget it. Each path is open to its section's roles (nav.ts), administrators only by default:
 * teachers reach the sections that list them (lessons) and nothing else. Visitors go to sign in (with
 * the page as return_url); a teacher at /admin goes to their first section; anyone else who may not
 * open the page goes to the 403 page.
 *
 * Why a redirect and not a thrown 403: an error thrown by a route's middleware on a page load is
 * rendered by the root's error boundary (no loader data has been loaded yet), which today shows the
 * generic "Something went wrong" screen. Once the root renders 403s with a designed page, this can
 * throw `data(…, { status: 403 })` instead (see docs/decisions/0012).
 */
export const requireBackOfficeMiddleware: MiddlewareFunction<Response> = async ({ context, request }, next) => {
  const user = requireUser(context, request);
  const path = pagePath(new URL(request.url));
  if (!rolesForPath(path).includes(user.user_type)) {
    const first = sectionsFor(user.user_type)[0];
    if (path === "/admin" && first && request.method === "GET") throw redirect(first.to);
    throw redirect(ADMIN_FORBIDDEN_PATH);
  }
  return next();
};

/** The gate's former name (administrators only was its only rule). */
export const requireAdminMiddleware = requireBackOfficeMiddleware;
