import { useTranslation } from "react-i18next";
import { Link, redirect } from "react-router";
import type { Route } from "./+types/edit-profile";
import { pendingEmailChange } from "~/features/auth/email-change.server";
import { saveEditProfileForm } from "~/features/auth/edit-profile.server";
import { webMailContext } from "~/features/auth/emails.server";
import { EditProfileSchema } from "~/features/auth/schemas";
import { formFailure, parseSubmission } from "~/lib/action.server";
import { requireUser } from "~/features/auth/web-session.server";
import { EditProfileForm } from "~/features/profile/edit-profile-form";
import { flashHeader } from "~/lib/flash.server";
import { getI18n } from "~/lib/i18n.server";
import { BRAND, pageTitle } from "~/lib/page-title";
import { readForm } from "~/lib/parse.server";

export const meta: Route.MetaFunction = ({ data }) => [{ title: data?.title ?? BRAND }];

export async function loader({ context, request }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  return { user, pendingEmail: await pendingEmailChange(user.id), title: pageTitle(getI18n(context), "profile:edit.title") };
}

/**
 * Saves the form. A new e-mail address waits for its confirmation link: the page comes back with
 * "we sent a link to …"; everything else is saved at once and the user goes back to the profile.
 * The form is read with EditProfileSchema first (conform), as the browser did.
 */
export async function action({ context, request }: Route.ActionArgs) {
  const user = requireUser(context, request);
  const form = await readForm(request);
  const { submission, refused } = parseSubmission(form, EditProfileSchema);
  if (refused) return refused;
  let pendingEmail: string | null;
  try {
    ({ pendingEmail } = await saveEditProfileForm(user, form, webMailContext(request, context)));
  } catch (error) {
    return formFailure(error, submission);
  }
  if (pendingEmail) return redirect("/profile/edit-profile", { headers: { "Set-Cookie": await flashHeader("profile:emailChange.saved", "info") } });
  return redirect("/profile", { headers: { "Set-Cookie": await flashHeader("profile:updated") } });
}

export default function EditProfile({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("profile");
  const { user, pendingEmail } = loaderData;
  return (
    <main className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8">
      <Link to="/profile" className="text-sm font-medium text-brand-700 hover:underline">
        ← {t("backToProfile")}
      </Link>
      <h1 className="text-2xl font-bold">{t("edit.title")}</h1>
      {/* A new key after a save that stayed on the page starts the form again from the saved values. */}
      <EditProfileForm
        key={[user.username, user.email, user.first_name, user.last_name, pendingEmail?.expiresAt].join("|")}
        user={user}
        pendingEmail={pendingEmail}
        actionData={actionData}
      />
      <section className="flex flex-col gap-1 rounded-2xl border border-slate-200 bg-white p-6">
        <h2 className="text-lg font-semibold">
          <Link to="/profile/email-settings" className="text-brand-700 hover:underline">
            {t("digest.settings.link")}
          </Link>
        </h2>
        <p className="text-sm text-slate-600">{t("digest.settings.linkHint")}</p>
      </section>
    </main>
  );
}
