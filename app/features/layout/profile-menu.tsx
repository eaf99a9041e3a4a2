import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, useLocation } from "react-router";
import type { PublicUser } from "~/lib/user";
import { forgetCachedPages } from "~/features/offline";
import { Avatar } from "~/ui/avatar";
import { useDismiss } from "~/ui/use-dismiss";

/** The header's profile button and its dropdown (Escape and outside clicks close it). */
export function ProfileMenu({ user }: { user: PublicUser | null }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => setOpen(false), [location.pathname]);
  useDismiss(ref, open, () => setOpen(false));
  const returnUrl = encodeURIComponent(location.pathname + location.search);
  return (
    <div className="relative" ref={ref}>
      <button
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-label={t("header.profileMenu")}
        onClick={() => setOpen((o) => !o)}
        className="flex items-center rounded-full p-0.5 hover:ring-2 hover:ring-brand-100"
      >
        <Avatar picture={user?.profile_picture} username={user?.username} />
      </button>
      {open ? (
        <div role="menu" className="absolute right-0 z-40 mt-2 w-64 rounded-xl border border-slate-200 bg-white p-2 shadow-lg">
          {user ? (
            <>
              <div className="flex items-center gap-3 border-b border-slate-100 p-2 pb-3">
                <Avatar picture={user.profile_picture} username={user.username} size={40} />
                <div className="min-w-0">
                  <p className="truncate font-semibold" data-testid="menu-username">
                    {user.username}
                  </p>
                  <p className="truncate text-sm text-slate-500">{user.email}</p>
                </div>
              </div>
              <Link role="menuitem" to="/profile" className="block rounded-lg px-3 py-2 text-sm hover:bg-slate-100">
                {t("header.profile")}
              </Link>
              <Link role="menuitem" to="/profile/edit-profile" className="block rounded-lg px-3 py-2 text-sm hover:bg-slate-100">
                {t("header.editProfile")}
              </Link>
              <Link role="menuitem" to="/profile/billing" className="block rounded-lg px-3 py-2 text-sm hover:bg-slate-100">
                {t("header.billing")}
              </Link>
              {user.user_type === "pre_teacher" || user.user_type === "admin" ? (
                <Link role="menuitem" to="/teacher/questions" className="block rounded-lg px-3 py-2 text-sm hover:bg-slate-100">
                  {t("authoring:nav.menu")}
                </Link>
              ) : null}
              {user.user_type === "admin" || user.user_type === "pre_teacher" ? (
                <Link role="menuitem" to="/admin" className="block rounded-lg px-3 py-2 text-sm hover:bg-slate-100">
                  {t("header.admin")}
                </Link>
              ) : null}
              {/* Signing out is a POST (a link could be followed from another site). */}
              <Form method="post" action="/auth/logout" role="none" onSubmit={() => void forgetCachedPages()}>
                <input type="hidden" name="return_url" value={location.pathname + location.search} />
                <button type="submit" role="menuitem" className="block w-full rounded-lg px-3 py-2 text-left text-sm text-red-600 hover:bg-red-50">
                  {t("header.logout")}
                </button>
              </Form>
            </>
          ) : (
            <Link role="menuitem" to={`/auth/login?return_url=${returnUrl}`} className="block rounded-lg px-3 py-2 text-sm hover:bg-slate-100">
              {t("header.login")}
            </Link>
          )}
        </div>
      ) : null}
    </div>
  );
}
