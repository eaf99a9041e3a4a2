import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import type { Route } from "./+types/signup";
import { signUp } from "~/features/auth/accounts.server";
import { AuthCard, SupportText } from "~/features/auth/auth-card";
import { SignupForm } from "~/features/auth/forms/signup-form";
import { SignupSchema } from "~/features/auth/schemas";
import { submitCredentials } from "~/features/auth/submit-credentials.server";
import { getI18n } from "~/lib/i18n.server";
import { BRAND, pageTitle } from "~/lib/page-title";
import { useRootData } from "~/root";

export async function loader({ context }: Route.LoaderArgs) {
  return { title: pageTitle(getI18n(context), "auth:signup.title") };
}

export const meta: Route.MetaFunction = ({ data }) => [{ title: data?.title ?? BRAND }];

export async function action({ request, context }: Route.ActionArgs) {
  return submitCredentials(request, context, signUp, SignupSchema);
}

export default function Signup({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation(["auth", "common"]);
  const [params] = useSearchParams();
  const support = useRootData()?.support.email ?? "";
  return (
    <AuthCard title={t("signup.title")} subtitle={t("signup.subtitle")}>
      <SignupForm actionData={actionData} />
      <SupportText email={support} />
      <p className="text-center text-sm text-slate-600">
        {t("signup.haveAccount")}{" "}
        <Link to={`/auth/login?${params}`} className="font-semibold text-brand-700 hover:underline">
          {t("signup.loginLink")}
        </Link>
      </p>
    </AuthCard>
  );
}
