import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import type { Route } from "./+types/login";
import { logIn } from "~/features/auth/accounts.server";
import { AuthCard, SupportText } from "~/features/auth/auth-card";
import { LoginForm } from "~/features/auth/forms/login-form";
import { LoginSchema } from "~/features/auth/schemas";
import { submitCredentials } from "~/features/auth/submit-credentials.server";
import { getI18n } from "~/lib/i18n.server";
import { BRAND, pageTitle } from "~/lib/page-title";
import { useRootData } from "~/root";

export async function loader({ context }: Route.LoaderArgs) {
  return { title: pageTitle(getI18n(context), "auth:login.title") };
}

export const meta: Route.MetaFunction = ({ data }) => [{ title: data?.title ?? BRAND }];

export async function action({ request, context }: Route.ActionArgs) {
  return submitCredentials(request, context, logIn, LoginSchema);
}

export default function Login({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation(["auth", "common"]);
  const [params] = useSearchParams();
  const support = useRootData()?.support.email ?? "";
  return (
    <AuthCard title={t("login.title")} subtitle={t("login.subtitle")}>
      <LoginForm actionData={actionData} />
      <SupportText email={support} />
      <p className="text-center text-sm text-slate-600">
        {t("login.noAccount")}{" "}
        <Link to={`/auth/signup?${params}`} className="font-semibold text-brand-700 hover:underline">
          {t("login.signupLink")}
        </Link>
      </p>
    </AuthCard>
  );
}
