import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { PublicUser } from "~/lib/user";
import { Avatar } from "~/ui/avatar";
import { buttonClass } from "~/ui/button";

/** The dashboard's header card: who is signed in, their real role, and the way to practise. */
export function ProfileHeader({ user, children }: { user: PublicUser; children?: ReactNode }) {
  const { t } = useTranslation("profile");
  return (
    <section aria-labelledby="profile-greeting" className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <Avatar picture={user.profile_picture} username={user.username} size={64} />
        <div className="min-w-0 flex-1">
          <h1 className="truncate text-2xl font-bold" id="profile-greeting" data-testid="profile-greeting">
            {t("greeting", { name: user.first_name || user.username })}
          </h1>
          <p className="truncate font-semibold text-slate-800" data-testid="profile-username">
            {user.username}
          </p>
          <p className="text-sm font-medium text-brand-700" data-testid="profile-role">
            {t(`roles.${user.user_type}`)}
          </p>
          <p className="truncate text-slate-600">{user.email}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to="/profile/edit-profile" className={buttonClass("secondary")}>
            {t("editProfile")}
          </Link>
          <Link to="/exams" className={buttonClass("primary")}>
            {t("practiceNow")}
          </Link>
        </div>
      </div>
      {children}
    </section>
  );
}
