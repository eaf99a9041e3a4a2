import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { JsonRequestError } from "~/lib/json-client";
import { useDateFormat } from "~/lib/use-format";
import { buttonClass } from "~/ui/button";
import { downloadTest, refreshDownloads, removeDownload, takePath, type LocalDownload } from "./downloads-client";

type State =
  { kind: "checking" } | { kind: "none" } | { kind: "downloading" } | { kind: "ready"; download: LocalDownload } | { kind: "failed"; message: string };

/**
 * "Download for offline" at the foot of a practice test's card (issue 33). Premium students get the test on
 * this device (encrypted, for a week) and open it from here with or without a network; a free student is
 * told it is part of Premium, with the way there.
 */
export function OfflineDownload({ exam, examName, allowed }: { exam: number; examName: string; allowed: boolean }) {
  const { t } = useTranslation("common");
  const date = useDateFormat({ month: "short", time: true });
  const [state, setState] = useState<State>({ kind: "checking" });

  useEffect(() => {
    let live = true;
    refreshDownloads().then(
      (list) => {
        const mine = list.find((d) => d.exam === exam);
        if (live) setState(mine ? { kind: "ready", download: mine } : { kind: "none" });
      },
      () => live && setState({ kind: "none" }),
    );
    return () => {
      live = false;
    };
  }, [exam]);

  async function download() {
    setState({ kind: "downloading" });
    try {
      setState({ kind: "ready", download: await downloadTest(exam) });
    } catch (error) {
      const message = error instanceof JsonRequestError && error.detail ? error.detail : t("offline.download.failed");
      setState({ kind: "failed", message });
    }
  }

  if (state.kind === "checking") return null;
  if (!allowed && state.kind !== "ready")
    return (
      <p className="border-t border-slate-100 pt-3 text-sm text-slate-600" data-testid="offline-download">
        {t("offline.download.premiumOnly")}{" "}
        <a href="/pricing" className="font-semibold text-brand-700 underline underline-offset-2">
          {t("offline.download.seePremium")}
        </a>
      </p>
    );
  return (
    <div className="flex flex-wrap items-center gap-3 border-t border-slate-100 pt-3 text-sm" data-testid="offline-download">
      {state.kind === "ready" ? (
        <>
          <p className="min-w-48 flex-1 text-slate-700" role="status">
            {t("offline.download.ready", { date: date(state.download.expiresAt) })}
          </p>
          {/* A full page load: the service worker answers it from its cache when there is no network. */}
          <a href={takePath(state.download.id)} className={buttonClass("primary")} aria-label={t("offline.download.openLabel", { exam: examName })}>
            {t("offline.download.open")}
          </a>
          <button
            type="button"
            className={buttonClass("secondary")}
            onClick={() => void removeDownload(state.download.id).then(() => setState({ kind: "none" }))}
          >
            {t("offline.download.remove")}
          </button>
        </>
      ) : (
        <>
          {state.kind === "failed" ? (
            <p role="alert" className="min-w-48 flex-1 text-red-700">
              {state.message}
            </p>
          ) : (
            <p className="min-w-48 flex-1 text-slate-600">{t("offline.download.hint")}</p>
          )}
          <button
            type="button"
            className={buttonClass("secondary")}
            disabled={state.kind === "downloading"}
            onClick={() => void download()}
            aria-label={t("offline.download.label", { exam: examName })}
          >
            {state.kind === "downloading" ? t("offline.download.downloading") : t("offline.download.button")}
          </button>
        </>
      )}
    </div>
  );
}
