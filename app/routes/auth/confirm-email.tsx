import { useTranslation } from "react-i18next";
import { Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/confirm-email";
import { AuthCard } from "~/features/auth/auth-card";
import { confirmEmailChange, emailChangeOfToken } from "~/features/auth/email-change.server";
import { EmailTokenSchema } from "~/features/auth/schemas";
import { formFailure } from "~/lib/action.server";
import { optionalUser } from "~/features/auth/web-session.server";
import { flashHeader } from "~/lib/flash.server";
import { getI18n } from "~/lib/i18n.server";
import { parseInput, readForm } from "~/lib/parse.server";
import { Button, buttonClass } from "~/ui/button";

/** The link's token is in the address: no page this one links to may see it in a Referer. */
export const headers: Route.HeadersFunction = () => ({ "Referrer-Policy": "no-referrer", "Cache-Control": "no-store" });

/**
 * Opening the link shows the address and one button: mail scanners that fetch every link in a
 * message must not switch an account's address by themselves (see docs/decisions/0012).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const parsed = EmailTokenSchema.safeParse({ token: new URL(request.url).searchParams.get("token") ?? "" });
  const email = parsed.success ? await emailChangeOfToken(parsed.data.token) : null;
  return { token: email && parsed.success ? parsed.data.token : null, email, title: getI18n(context).t("auth:confirmEmail.title") };
}

export const meta: Route.MetaFunction = ({ data }) => [{ title: `${data?.title ?? "Confirm e-mail"} · SAT Lingo` }, { name: "robots", content: "noindex" }];

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  let result: Awaited<ReturnType<typeof confirmEmailChange>>;
  try {
    const { token } = parseInput(EmailTokenSchema, { token: form.get("token") });
    result = await confirmEmailChange(token);
  } catch (error) {
    return formFailure(error);
  }
  if (result.status !== "changed") return { outcome: result.status };
  if (optionalUser(context)?.id === result.userId) {
    return redirect("/profile/edit-profile", { headers: { "Set-Cookie": await flashHeader("auth:confirmEmail.done") } });
  }
  return { outcome: "changed" as const, email: result.email };
}

export default function ConfirmEmail({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation(["auth", "common"]);
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" && navigation.formMethod === "POST";
  const outcome = actionData && "outcome" in actionData ? actionData.outcome : null;

  if (outcome === "changed") {
    const email = actionData && "email" in actionData ? actionData.email : "";
    return (
      <AuthCard title={t("confirmEmail.doneTitle")}>
        <p role="status" className="rounded-lg bg-green-50 px-3 py-3 text-sm text-green-800" data-testid="email-confirmed">
          {t("confirmEmail.doneText", { email })}
        </p>
        <Link to="/auth/login" className={buttonClass("primary")}>
          {t("confirmEmail.signIn")}
        </Link>
      </AuthCard>
    );
  }

  const problem = outcome === "taken" ? t("confirmEmail.taken") : outcome === "invalid" || !loaderData.token || actionData ? t("confirmEmail.invalid") : null;
  if (problem) {
    return (
      <AuthCard title={t("confirmEmail.invalidTitle")}>
        <p role="alert" className="rounded-lg bg-amber-50 px-3 py-3 text-sm text-amber-900" data-testid="email-confirm-problem">
          {problem}
        </p>
        <Link to="/profile/edit-profile" className="text-center text-sm font-semibold text-brand-700 hover:underline">
          {t("confirmEmail.toProfile")}
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t("confirmEmail.title")}>
      <p className="text-slate-700">{t("confirmEmail.question")}</p>
      <p className="break-all rounded-lg bg-slate-50 px-3 py-2 font-semibold" data-testid="email-to-confirm">
        {loaderData.email}
      </p>
      <Form method="post" className="flex flex-col">
        <input type="hidden" name="token" value={loaderData.token ?? ""} />
        <Button type="submit" disabled={submitting}>
          {submitting ? t("confirmEmail.submitting") : t("confirmEmail.submit")}
        </Button>
      </Form>
    </AuthCard>
  );
}
