import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { Route } from "./+types/email-settings";
import { requireUser } from "~/features/auth/web-session.server";
import { EmailSettingsForm } from "~/features/digest/settings-form";
import { EmailSettingsSchema } from "~/features/digest/settings-schema";
import { emailSettingsOf, saveEmailSettings } from "~/features/digest/settings.server";
import { RouteError } from "~/features/layout/route-error";
import { formFailure, parseSubmission } from "~/lib/action.server";
import { isLanguage } from "~/lib/i18n";
import { getI18n, getLocale } from "~/lib/i18n.server";
import { BRAND, pageTitle } from "~/lib/page-title";
import { readForm } from "~/lib/parse.server";

export const meta: Route.MetaFunction = ({ data }) => [{ title: data?.title ?? BRAND }];

/** Profile → E-mail: the weekly digest, sharing it with mentors, and the language of the app's e-mails. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  const lng = getLocale(context);
  return {
    settings: await emailSettingsOf(user, isLanguage(lng) ? lng : undefined),
    title: pageTitle(getI18n(context), "profile:digest.settings.title"),
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const user = requireUser(context, request);
  const { submission, refused } = parseSubmission(await readForm(request), EmailSettingsSchema);
  if (refused) return refused;
  try {
    return { saved: true as const, settings: await saveEmailSettings(user, submission.value) };
  } catch (error) {
    return formFailure(error, submission);
  }
}

export default function EmailSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("profile");
  const saved = !!actionData && "saved" in actionData;
  const settings = saved ? actionData.settings : loaderData.settings;
  return (
    <main className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8">
      <Link to="/profile/edit-profile" className="text-sm font-medium text-brand-700 hover:underline">
        ← {t("digest.settings.back")}
      </Link>
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold">{t("digest.settings.title")}</h1>
        <p className="text-slate-600">{t("digest.settings.intro")}</p>
      </div>
      <EmailSettingsForm
        key={saved ? "saved" : "loaded"}
        settings={settings}
        lastResult={actionData && "result" in actionData ? actionData.result : undefined}
        saved={saved}
      />
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
