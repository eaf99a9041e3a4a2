import type { UserType } from "#db/schema";

/**
 * The back office's sections, in the order of the side navigation. Later areas (billing, services,
 * forum moderation) add their page to app/routes.ts under the admin layout and one line here.
 * `roles`: who may open the section and every page under its path (checked on the server by the
 * layout's middleware, app/features/admin/guard.server.ts); without it, administrators only.
 */
export const ADMIN_SECTIONS = [
  { to: "/admin", label: "nav.overview", end: true },
  { to: "/admin/outbox", label: "nav.outbox", end: false },
  { to: "/admin/users", label: "billing:admin.nav", end: false },
  { to: "/admin/mentorships", label: "mentorships.nav", end: false },
  { to: "/admin/tutor", label: "tutor:admin.nav", end: false },
  { to: "/admin/requests", label: "services:admin.nav.requests", end: false, badge: "newRequests" },
  { to: "/admin/services", label: "services:admin.nav.catalogue", end: false },
  { to: "/admin/forum", label: "forum:admin.nav", end: false },
  { to: "/admin/lessons", label: "lessons:admin.nav", end: false, roles: ["admin", "pre_teacher"] },
] as const satisfies readonly { to: string; label: string; end: boolean; badge?: "newRequests"; roles?: readonly UserType[] }[];

export type AdminSection = (typeof ADMIN_SECTIONS)[number];

/** Who may open a section: its `roles`, else administrators only. */
export function sectionRoles(section: AdminSection): readonly UserType[] {
  return "roles" in section ? section.roles : ["admin"];
}
