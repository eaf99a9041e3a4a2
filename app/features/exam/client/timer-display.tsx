import { useSelector } from "@xstate/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "react-toastify";
import type { ActorRefFrom } from "xstate";
import { formatClock, type sectionTimerMachine } from "#machines/section-timer";
import { TIMER_HIDDEN_KEY } from "./use-exam-session";

/** The countdown with Hide/Show; at 5 minutes left it shows itself and warns, as on test day. */
export function TimerDisplay({ timerRef }: { timerRef: unknown }) {
  const { t } = useTranslation("exam");
  const ref = timerRef as ActorRefFrom<typeof sectionTimerMachine> | undefined;
  const remaining = useSelector(ref, (s) => s?.context.remaining ?? 0);
  const hidden = useSelector(ref, (s) => s?.context.hidden ?? false);
  const warned = useSelector(ref, (s) => s?.context.warned ?? false);
  const restored = useRef(false);

  useEffect(() => {
    if (!ref || restored.current) return;
    restored.current = true;
    if (localStorage.getItem(TIMER_HIDDEN_KEY) === "1" && !ref.getSnapshot().context.hidden && !ref.getSnapshot().context.warned) ref.send({ type: "TOGGLE" });
  }, [ref]);
  useEffect(() => {
    if (warned) toast.warn(t("timer.warning"), { toastId: "five-minutes" });
  }, [warned, t]);

  const toggle = () => {
    ref?.send({ type: "TOGGLE" });
    localStorage.setItem(TIMER_HIDDEN_KEY, hidden ? "0" : "1");
  };
  return (
    <div className="flex flex-col items-center">
      <p
        role="timer"
        aria-label={t("timer.label")}
        data-testid="section-timer"
        className={`font-mono text-xl font-bold tabular-nums ${warned ? "text-red-600" : ""}`}
      >
        {hidden ? <span aria-label={t("timer.hiddenLabel")}>⏰</span> : formatClock(remaining)}
      </p>
      <button type="button" onClick={toggle} className="rounded-full border border-slate-400 px-3 py-0.5 text-xs font-semibold hover:bg-slate-100">
        {hidden ? t("timer.show") : t("timer.hide")}
      </button>
      {warned ? (
        <p className="sr-only" aria-live="assertive">
          {t("timer.warning")}
        </p>
      ) : null}
    </div>
  );
}
