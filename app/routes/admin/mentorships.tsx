import { getFormProps, useForm } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/mentorships";
import { formFailure, parseSubmission } from "~/lib/action.server";
import { useDateFormat } from "~/lib/use-format";
import { LinkSchema } from "~/features/profile/mentorship-schema";
import { linkMentorship, listMentorships, unlinkMentorship } from "~/features/profile/mentorships.server";
import { getI18n } from "~/lib/i18n.server";
import { BRAND, pageTitle } from "~/lib/page-title";
import { readForm } from "~/lib/parse.server";
import { Button } from "~/ui/button";
import { ConformField, useLazyChecks, zodChecks } from "~/ui/conform-field";
import { DataTable } from "~/ui/data-table";

/** LinkSchema (the action's own), loaded when the form is first used (issue 30). */
const loadLinkSchemaChecks = zodChecks(() => import("~/features/profile/mentorship-schema").then((m) => m.LinkSchema));

/** /admin/mentorships: who mentors whom; link a mentor and a student by username, or unlink them. */
export async function loader({ context }: Route.LoaderArgs) {
  return { links: await listMentorships(), title: pageTitle(getI18n(context), "admin:mentorships.title") };
}

export const meta: Route.MetaFunction = ({ data }) => [{ title: data?.title ?? BRAND }, { name: "robots", content: "noindex" }];

export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request);
  const { submission, refused } = parseSubmission(form, LinkSchema);
  if (refused || submission.status !== "success") return refused;
  try {
    const { intent, mentor, student } = submission.value;
    if (intent === "unlink") {
      await unlinkMentorship({ mentor, student });
      return { done: "unlinked" as const, mentor, student };
    }
    const { created } = await linkMentorship({ mentor, student });
    return { done: created ? ("linked" as const) : ("already" as const), mentor, student };
  } catch (error) {
    return formFailure(error, submission);
  }
}

export default function AdminMentorships({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation(["admin", "common", "profile"]);
  const date = useDateFormat({});
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const failure = actionData && "result" in actionData ? actionData : null;
  const done = actionData && "done" in actionData ? actionData : null;
  const { checks, start } = useLazyChecks("link-mentor", loadLinkSchemaChecks);
  const [form, fields] = useForm({
    id: "link-mentor",
    lastResult: failure?.result,
    defaultValue: { intent: "link", mentor: "", student: "" },
    shouldValidate: checks ? "onBlur" : "onSubmit",
    onValidate: checks ? ({ formData }) => checks.validate(formData) : undefined,
  });
  const formError = failure?.formError ? t(failure.formError, { ns: "common" }) : null;
  return (
    <main className="flex flex-col gap-6">
      <header>
        <h1 className="text-2xl font-bold">{t("mentorships.title")}</h1>
        <p className="mt-1 text-slate-600">{t("mentorships.intro")}</p>
      </header>
      <p role="status" className={done ? "rounded-lg bg-green-50 px-3 py-2 text-sm text-green-800" : "sr-only"} data-testid="mentorship-done">
        {done ? t(`mentorships.${done.done}`, { mentor: done.mentor, student: done.student }) : ""}
      </p>
      <section aria-labelledby="link-title" className="rounded-2xl border border-slate-200 bg-white p-5">
        <h2 id="link-title" className="mb-3 text-lg font-semibold">
          {t("mentorships.link")}
        </h2>
        <Form
          method="post"
          {...getFormProps(form)}
          onFocus={start}
          onPointerDown={start}
          onInput={start}
          className="grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-start"
        >
          {formError ? (
            <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700 sm:col-span-3">
              {formError}
            </p>
          ) : null}
          <input type="hidden" name="intent" value="link" />
          <ConformField meta={fields.mentor} label={t("mentorships.mentor")} autoComplete="off" maxLength={150} required />
          <ConformField meta={fields.student} label={t("mentorships.student")} autoComplete="off" maxLength={150} required />
          <Button type="submit" className="sm:mt-6" disabled={busy}>
            {t("mentorships.submit")}
          </Button>
        </Form>
      </section>
      <section aria-labelledby="links-title" className="flex flex-col gap-3">
        <h2 id="links-title" className="text-lg font-semibold">
          {t("mentorships.list", { count: loaderData.links.length })}
        </h2>
        <DataTable
          caption={t("mentorships.list", { count: loaderData.links.length })}
          testId="mentorships"
          headerStyle="caps"
          rows={loaderData.links}
          rowKey={(l) => `${l.mentor}:${l.student}`}
          empty={<p className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center text-slate-600">{t("mentorships.empty")}</p>}
          columns={[
            { id: "mentor", header: t("mentorships.mentor"), className: "font-medium", cell: (l) => l.mentor },
            { id: "student", header: t("mentorships.student"), cell: (l) => l.student },
            { id: "since", header: t("mentorships.since"), className: "whitespace-nowrap text-slate-600", cell: (l) => date(l.created_at) },
            {
              id: "unlink",
              header: t("mentorships.unlink"),
              hideHeader: true,
              align: "end",
              className: "whitespace-nowrap",
              cell: (l) => (
                <Form method="post" className="inline">
                  <input type="hidden" name="intent" value="unlink" />
                  <input type="hidden" name="mentor" value={l.mentor} />
                  <input type="hidden" name="student" value={l.student} />
                  <Button type="submit" variant="secondary" disabled={busy} aria-label={t("mentorships.unlinkLabel", { mentor: l.mentor, student: l.student })}>
                    {t("mentorships.unlink")}
                  </Button>
                </Form>
              ),
            },
          ]}
        />
      </section>
      <Link to="/admin/users" className="text-sm font-semibold text-brand-700 hover:underline">
        {t("mentorships.users")}
      </Link>
    </main>
  );
}
