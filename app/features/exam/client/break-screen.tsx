import { useTranslation } from "react-i18next";
import type { ActorRefFrom } from "xstate";
import type { breakMachine } from "#machines/break-timer";
import { formatClock } from "#machines/clock";
import { buttonClass } from "~/ui/button";
import { useViewFocus } from "~/features/question-view";
import { useActorSelector } from "~/lib/use-actor-selector";

/** 'Practice Test Break': the countdown from the server's break end, and Resume Testing. */
export function BreakScreen({ breakRef }: { breakRef: unknown }) {
  const { t } = useTranslation("exam");
  const ref = breakRef as ActorRefFrom<typeof breakMachine> | undefined;
  const remaining = useActorSelector(ref, (s) => s?.context.remaining ?? 0);
  useViewFocus("break", "break");
  return (
    <main className="flex min-h-dvh items-center justify-center bg-slate-900 p-6 text-white">
      <div className="grid w-full max-w-4xl gap-10 md:grid-cols-2">
        <section className="flex flex-col gap-3">
          <h1 tabIndex={-1} data-view-heading="break" className="text-3xl font-bold focus-visible:outline-white">
            {t("break.title")}
          </h1>
          <p className="text-slate-300">{t("break.text")}</p>
          <h2 className="mt-2 font-semibold">{t("break.rulesTitle")}</h2>
          <ul className="list-disc space-y-1 pl-5 text-slate-300">
            <li>{t("break.rule1")}</li>
            <li>{t("break.rule2")}</li>
          </ul>
        </section>
        <section
          className="flex flex-col items-center justify-center gap-4 rounded-2xl border border-white/20 p-8 text-center md:order-first"
          aria-labelledby="break-remaining"
        >
          <h2 id="break-remaining" className="text-sm font-semibold uppercase tracking-wide text-slate-300">
            {t("break.remaining")}
          </h2>
          <p className="font-mono text-6xl font-bold tabular-nums" role="timer" aria-labelledby="break-remaining" data-testid="break-clock">
            {formatClock(remaining)}
          </p>
          <button type="button" className={buttonClass("primary", "mt-2 focus-visible:outline-white")} onClick={() => ref?.send({ type: "RESUME" })}>
            {t("break.resume")}
          </button>
        </section>
      </div>
    </main>
  );
}
