import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";

/**
 * The optional timer of a practice set: the time left to the server's deadline (corrected by the
 * difference between the server's clock and this device's), mm:ss; it can be hidden. At zero it calls
 * `onExpire` once (the server has closed the set). A minute left is announced once.
 */
export function PracticeTimer({ endsAt, serverTime, onExpire }: { endsAt: string; serverTime: string; onExpire: () => void }) {
  const { t } = useTranslation(["practice", "exam"]);
  const skew = useRef(Date.parse(serverTime) - Date.now());
  const [now, setNow] = useState(() => Date.now() + skew.current);
  const [hidden, setHidden] = useState(false);
  const expired = useRef(false);
  const [warned, setWarned] = useState(false);
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now() + skew.current), 1000);
    return () => clearInterval(id);
  }, []);
  const left = Math.max(0, Math.ceil((Date.parse(endsAt) - now) / 1000));
  useEffect(() => {
    if (left === 0 && !expired.current) {
      expired.current = true;
      // A little after the deadline, so the server has passed its grace too.
      setTimeout(onExpire, 1500);
    }
    if (left > 0 && left <= 60 && !warned) setWarned(true);
  }, [left, onExpire, warned]);
  const mm = String(Math.floor(left / 60)).padStart(2, "0");
  const ss = String(left % 60).padStart(2, "0");
  return (
    <div className="flex items-center gap-2">
      {hidden ? (
        <span className="text-sm text-slate-600">{t("exam:timer.hiddenLabel")}</span>
      ) : (
        <span
          role="timer"
          aria-label={t("practice:set.timeLeft")}
          className={`font-mono text-lg font-bold tabular-nums ${left <= 60 ? "text-red-700" : ""}`}
          data-testid="practice-timer"
        >
          {mm}:{ss}
        </span>
      )}
      <button type="button" className="rounded border border-slate-400 px-2 text-xs" onClick={() => setHidden((h) => !h)} aria-pressed={hidden}>
        {hidden ? t("exam:timer.show") : t("exam:timer.hide")}
      </button>
      <span role="alert" className="sr-only">
        {left === 0 ? t("practice:set.timeUp") : warned ? t("practice:set.oneMinute") : ""}
      </span>
    </div>
  );
}
