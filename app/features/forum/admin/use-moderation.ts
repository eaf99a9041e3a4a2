import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import { firstMessage, isFormFailure, type FormFailure } from "~/lib/form-failure";

type Answer = { ok: true; done: string } | FormFailure;

/** A moderator form's fetcher and the server's message when it refused (a done action is announced by a toast, see the route's action). */
export function useModeration() {
  const { t } = useTranslation("common");
  const fetcher = useFetcher<Answer>();
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  const message = isFormFailure(answer) ? (firstMessage(answer) ?? "validation.invalid") : null;
  return { fetcher, busy: fetcher.state !== "idle", error: message ? t(message) : null };
}
