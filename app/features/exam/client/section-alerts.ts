import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ActorRefFrom } from "xstate";
import type { sectionTimerMachine } from "#machines/section-timer";
import type { SaveStatus } from "~/features/question-view";
import { useActorSelector } from "~/lib/use-actor-selector";

/** Going offline, failing to save and closing are announced once each; so is getting back. */
export function useSaveAnnouncements(status: SaveStatus, say: (msg: string) => void) {
  const { t } = useTranslation("exam");
  const problem = useRef<SaveStatus | null>(null);
  useEffect(() => {
    if (status === "offline" || status === "error" || status === "closed") {
      if (problem.current !== status) say(t(`save.${status}Alert`));
      problem.current = status;
    } else if (status === "saved" && problem.current && problem.current !== "closed") {
      say(t("save.restored"));
      problem.current = null;
    }
  }, [status, say, t]);
}

/** The save problem the banner shows: from going offline or failing until everything is saved again. */
export function useSaveProblem(status: SaveStatus): "offline" | "error" | null {
  const [problem, setProblem] = useState<"offline" | "error" | null>(null);
  useEffect(() => {
    if (status === "offline" || status === "error") setProblem(status);
    else if (status === "saved" || status === "closed") setProblem(null);
  }, [status]);
  return problem;
}

/**
 * Five minutes left: announced once per module on this device (not again after a reload), and shown
 * for ten seconds under the top bar; the timer itself stays red.
 */
export function useFiveMinuteWarning(timerRef: unknown, key: string, say: (msg: string) => void) {
  const { t } = useTranslation("exam");
  const ref = timerRef as ActorRefFrom<typeof sectionTimerMachine> | undefined;
  const warned = useActorSelector(ref, (s) => s?.context.warned ?? false);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!warned) return;
    try {
      if (localStorage.getItem(key)) return;
      localStorage.setItem(key, "1");
    } catch {
      // Storage blocked: announce anyway (once in this page).
    }
    say(t("timer.warning"));
    setShown(true);
  }, [warned, key, say, t]);
  useEffect(() => {
    if (!shown) return;
    const id = setTimeout(() => setShown(false), 10_000);
    return () => clearTimeout(id);
  }, [shown]);
  return shown;
}
