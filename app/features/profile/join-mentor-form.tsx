import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import { Button } from "~/ui/button";
import { firstMessage, isFormFailure } from "~/lib/form-failure";
import type { DashboardActionData, DashboardAnswer } from "./types";

/** "Join a mentor": a student enters a mentor's invite code to share their results with them. */
export function JoinMentorForm({ mentors }: { mentors: string[] }) {
  const { t } = useTranslation("profile");
  const fetcher = useFetcher<DashboardAnswer>();
  const busy = fetcher.state !== "idle";
  const failure = isFormFailure(fetcher.data) ? fetcher.data : null;
  const result = failure ? null : (fetcher.data as DashboardActionData | undefined);
  const error = failure ? t(firstMessage(failure) ?? "profile:invite.errors.unknown") : null;
  return (
    <div className="flex flex-col gap-2 border-t border-slate-100 pt-4">
      {mentors.length ? (
        <p className="text-sm text-slate-700" data-testid="my-mentors">
          {t("invite.yourMentors", { names: mentors.join(", ") })}
        </p>
      ) : null}
      <h2 id="join-title" className="text-sm font-semibold text-slate-900">
        {t("invite.joinTitle")}
      </h2>
      <p id="join-text" className="-mt-1 text-xs text-slate-600">
        {t("invite.joinText")}
      </p>
      <fetcher.Form method="post" className="flex flex-wrap items-start gap-2" aria-labelledby="join-title" aria-describedby="join-text">
        <input type="hidden" name="intent" value="joinMentor" />
        <label htmlFor="invite-code" className="sr-only">
          {t("invite.code")}
        </label>
        <input
          id="invite-code"
          name="code"
          required
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={20}
          placeholder={t("invite.code")}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "invite-code-error" : undefined}
          className={`w-56 rounded-lg border px-3 py-2 font-mono uppercase tracking-widest shadow-sm outline-none placeholder:font-sans placeholder:normal-case placeholder:tracking-normal focus:border-brand-500 focus:ring-2 focus:ring-brand-100 ${error ? "border-red-500" : "border-slate-300"}`}
        />
        <Button type="submit" variant="secondary" disabled={busy}>
          {busy ? t("invite.joining") : t("invite.join")}
        </Button>
      </fetcher.Form>
      {error ? (
        <p id="invite-code-error" role="alert" className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
      {result?.ok && result.intent === "joinMentor" ? (
        <p role="status" className="text-sm font-medium text-emerald-700">
          {t("invite.joined", { mentor: result.mentor })}
        </p>
      ) : null}
    </div>
  );
}
