import { useFetcher } from "react-router";

type Answer = { ok: boolean; done: string | null; error: string | null };

/** A moderator form's fetcher and the server's message when it refused (a done action is announced by a toast, see the route's action). */
export function useModeration() {
  const fetcher = useFetcher<Answer>();
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  return { fetcher, busy: fetcher.state !== "idle", error: answer && !answer.ok ? answer.error : null };
}
