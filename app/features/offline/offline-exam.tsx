import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { ExamScreenView, FullPageMessage } from "~/features/exam";
import { useViewFocus } from "~/features/question-view";
import { buttonClass } from "~/ui/button";
import { MirrorStorage } from "./answer-log";
import { deviceId, openPackage } from "./crypto-store";
import { newAttempt, type DeviceAttempt } from "./device-attempt";
import { idb } from "./idb";
import type { OfflinePackage } from "./package";
import { attemptKey } from "./sync-client";
import { sessionNumber, useOfflineExam } from "./use-offline-exam";
import { useOnline } from "./use-online";

type Boot =
  | { status: "loading" }
  | { status: "missing" }
  | { status: "expired" }
  | { status: "ready"; pkg: OfflinePackage; attempt: DeviceAttempt; mirror: MirrorStorage };

/**
 * A downloaded test taken on the device (issue 33): the package is opened with its key, the attempt of this
 * download is resumed (or made), and the online exam's screens run on the device's effects. Works with no
 * network from the first question to the end; the result waits for a sync.
 */
export function OfflineExam({ downloadId, userName }: { downloadId: string; userName: string }) {
  const { t } = useTranslation("common");
  const [boot, setBoot] = useState<Boot>({ status: "loading" });
  useEffect(() => {
    let live = true;
    (async (): Promise<Boot> => {
      const pkg = await openPackage(downloadId).catch(() => null);
      if (!pkg) return { status: "missing" };
      const held = await idb.get<DeviceAttempt>(attemptKey(downloadId));
      // A download starts no attempt once it expired (the server would refuse it too); a started one goes on.
      if (!held?.modules.length && Date.now() > Date.parse(pkg.expiresAt)) return { status: "expired" };
      const attempt = held ?? newAttempt(downloadId, await deviceId());
      const mirror = await MirrorStorage.load(`answers:${attempt.id}:`);
      return { status: "ready", pkg, attempt, mirror };
    })().then(
      (b) => live && setBoot(b),
      () => live && setBoot({ status: "missing" }),
    );
    return () => {
      live = false;
    };
  }, [downloadId]);

  if (boot.status === "loading") return <FullPageMessage busy title={t("offline.take.opening")} />;
  if (boot.status === "missing") return <FullPageMessage title={t("offline.take.missing")} text={t("offline.take.missingText")} />;
  if (boot.status === "expired") return <FullPageMessage title={t("offline.take.expired")} text={t("offline.take.expiredText")} />;
  return <OfflineSession pkg={boot.pkg} attempt={boot.attempt} mirror={boot.mirror} userName={userName} />;
}

function OfflineSession({ pkg, attempt, mirror, userName }: { pkg: OfflinePackage; attempt: DeviceAttempt; mirror: MirrorStorage; userName: string }) {
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
