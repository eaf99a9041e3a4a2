import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import type { ActorRefFrom } from "xstate";
import { formatClock, WARNING_SECONDS } from "#machines/clock";
import type { sectionTimerMachine } from "#machines/section-timer";
import { readTimerHidden, writeTimerHidden } from "./timer-preference";
import { useActorSelector } from "~/lib/use-actor-selector";

/**
 * The countdown with Hide/Show; at 5 minutes left it shows itself and turns red, as on test day (the
 * warning itself is announced once by the section). Hidden, it reads "Timer hidden".
 */
export function TimerDisplay({ timerRef }: { timerRef: unknown }) {
  const { t } = useTranslation("exam");
  const ref = timerRef as ActorRefFrom<typeof sectionTimerMachine> | undefined;
  const remaining = useActorSelector(ref, (s) => s?.context.remaining ?? 0);
  const hidden = useActorSelector(ref, (s) => s?.context.hidden ?? false);
  const warned = useActorSelector(ref, (s) => s?.context.warned ?? false);
  const restored = useRef(false);

  // A later module's timer starts as the student last left it (the first one comes rendered that way).
  useEffect(() => {
    if (!ref || restored.current) return;
    restored.current = true;
    const { context } = ref.getSnapshot();
    if (readTimerHidden() !== context.hidden && !context.warned && context.remaining > WARNING_SECONDS) ref.send({ type: "TOGGLE" });
  }, [ref]);

  const toggle = () => {
    ref?.send({ type: "TOGGLE" });
    writeTimerHidden(!hidden);
  };
  return (
    // A phone: the clock and Hide side by side, so the top bar stays one row.
    <div className="flex items-center gap-1.5 sm:flex-col sm:gap-1">
      <p
        role="timer"
        aria-label={t("timer.label")}
        data-testid="section-timer"
        data-hidden={hidden}
        className={`flex h-7 items-center font-mono text-xl font-bold tabular-nums ${warned ? "text-red-700" : ""}`}
      >
        {hidden ? (
          <>
            <svg aria-hidden width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round">
              <circle cx="12" cy="13" r="8" />
              <path d="M12 9v4l2.5 2.5M9 2h6" />
            </svg>
            <span className="sr-only">{t("timer.hiddenLabel")}</span>
          </>
        ) : (
          formatClock(remaining)
        )}
      </p>
      <button type="button" onClick={toggle} className="min-h-7 rounded-full border border-slate-500 px-2 text-xs font-semibold hover:bg-slate-100 sm:px-3">
        {hidden ? t("timer.show") : t("timer.hide")}
      </button>
    </div>
  );
}
