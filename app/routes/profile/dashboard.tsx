import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { Route } from "./+types/dashboard";
import { requireUser } from "~/features/auth/web-session.server";
import { Avatar } from "~/ui/avatar";
import { buttonClass } from "~/ui/button";

export const meta: Route.MetaFunction = () => [{ title: "Profile · SAT Lingo" }];

export async function loader({ context, request }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  return { user };
}

/** The profile header: who is signed in, their real role, and the way to practise. */
export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("profile");
  const { user } = loaderData;
  return (
    <main className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8">
      <section className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:flex-row sm:items-center">
        <Avatar picture={user.profile_picture} username={user.username} size={64} />
        <div className="min-w-0 flex-1">
          <h1 className="truncate text-2xl font-bold" data-testid="profile-username">
            {user.username}
          </h1>
          <p className="text-sm font-medium text-brand-700" data-testid="profile-role">
            {t(`roles.${user.user_type}`)}
          </p>
          <p className="truncate text-slate-600">{user.email}</p>
        </div>
        <div className="flex gap-2">
          <Link to="/profile/edit-profile" className={buttonClass("secondary")}>
            {t("editProfile")}
          </Link>
          <Link to="/exams" className={buttonClass("primary")}>
            {t("practiceNow")}
          </Link>
        </div>
      </section>
    </main>
  );
}
