import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ExamScreenView } from "~/features/exam";
import { useViewFocus } from "~/features/question-view";
import { buttonClass } from "~/ui/button";
import type { MirrorStorage } from "./answer-log";
import type { DeviceAttempt } from "./device-attempt";
import type { OfflinePackage } from "./package";
import { sessionNumber, useOfflineExam } from "./use-offline-exam";
import { useOnline } from "./use-online";

/**
 * The test running on the device (offline-exam.tsx opens it): the exam's statechart on the device's effects
 * and the online exam's screens. A chunk of its own, asked for while the package is being opened: XState
 * and the screens are not in the page's first load (decision 0068).
 */
export function OfflineSession({ pkg, attempt, mirror, userName }: { pkg: OfflinePackage; attempt: DeviceAttempt; mirror: MirrorStorage; userName: string }) {
  const session = useOfflineExam(pkg, attempt, mirror, userName);
  return (
    <ExamScreenView
      sessionId={sessionNumber(pkg.download)}
      userName={userName}
      session={session}
      finished={<OfflineFinished examName={pkg.exam.name} attempt={session.attempt} signedOut={session.signedOut} onSync={session.sync} />}
    />
  );
}

/** The end of a test taken offline: saved on the device, scored once the server has it. */
function OfflineFinished({
  examName,
  attempt,
  signedOut,
  onSync,
}: {
  examName: string;
  attempt: DeviceAttempt;
  signedOut: boolean;
  onSync: () => Promise<void>;
}) {
  const { t, i18n } = useTranslation("common");
  const online = useOnline();
  const [syncing, setSyncing] = useState(false);
  useViewFocus("offline-finished", "offline-finished");
  const status = attempt.synced
    ? t("offline.finished.synced")
    : attempt.refused
      ? attempt.refused
      : !online
        ? t("offline.finished.offline")
        : signedOut
          ? t("offline.finished.signIn")
          : t("offline.finished.waiting");
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-5 bg-white p-8 text-center">
      <h1 tabIndex={-1} data-view-heading="offline-finished" className="text-3xl font-bold">
        {t("offline.finished.title")}
      </h1>
      <p className="font-semibold text-slate-800">{examName}</p>
      <p className="max-w-md text-slate-700" role="status" data-testid="offline-sync-status">
        {status}
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        {signedOut && !attempt.synced ? (
          // A full page load back here after signing in: the page sends the attempt when it opens.
          <a href={`/auth/login?lng=${i18n.language}&return_url=${encodeURIComponent(`/offline/take/${attempt.download}`)}`} className={buttonClass("primary")}>
            {t("offline.finished.signInButton")}
          </a>
        ) : attempt.synced && attempt.session ? (
          <a href={`/exams/result/${attempt.session}`} className={buttonClass("primary")}>
            {t("offline.finished.viewResult")}
          </a>
        ) : (
          <button
            type="button"
            className={buttonClass("primary")}
            disabled={!online || syncing}
            onClick={() => {
              setSyncing(true);
              void onSync().finally(() => setSyncing(false));
            }}
          >
            {t("offline.finished.syncNow")}
          </button>
        )}
        <a href="/exams" className={buttonClass("secondary")}>
          {t("offline.finished.exams")}
        </a>
      </div>
    </main>
  );
}
