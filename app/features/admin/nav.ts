/**
 * The back office's sections, in the order of the side navigation. Later areas (billing, services,
 * forum moderation) add their page to app/routes.ts under the admin layout and one line here.
 */
export const ADMIN_SECTIONS = [
  { to: "/admin", label: "nav.overview", end: true },
  { to: "/admin/outbox", label: "nav.outbox", end: false },
  { to: "/admin/users", label: "billing:admin.nav", end: false },
  { to: "/admin/tutor", label: "tutor:admin.nav", end: false },
  { to: "/admin/requests", label: "services:admin.nav.requests", end: false, badge: "newRequests" },
  { to: "/admin/services", label: "services:admin.nav.catalogue", end: false },
  { to: "/admin/forum", label: "forum:admin.nav", end: false },
] as const satisfies readonly { to: string; label: string; end: boolean; badge?: "newRequests" }[];
