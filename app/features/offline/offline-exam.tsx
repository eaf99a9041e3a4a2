import { useEffect, useState, type ComponentType } from "react";
import { useTranslation } from "react-i18next";
import { FullPageMessage } from "~/features/exam";
import { MirrorStorage } from "./answer-log";
import { deviceId, openPackage } from "./crypto-store";
import { newAttempt, type DeviceAttempt } from "./device-attempt";
import { idb } from "./idb";
import type { OfflinePackage } from "./package";
import { attemptKey } from "./sync-client";

type Boot =
  | { status: "loading" }
  | { status: "missing" }
  | { status: "expired" }
  | { status: "ready"; pkg: OfflinePackage; attempt: DeviceAttempt; mirror: MirrorStorage; Session: ComponentType<SessionProps> };

type SessionProps = { pkg: OfflinePackage; attempt: DeviceAttempt; mirror: MirrorStorage; userName: string };

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
    // The running test's code (offline-session.tsx) comes while the package opens; the service worker keeps
    // every script of the build, so it comes offline too.
    const session = import("./offline-session").then((m) => m.OfflineSession);
    session.catch(() => {});
    (async (): Promise<Boot> => {
      const pkg = await openPackage(downloadId).catch(() => null);
      if (!pkg) return { status: "missing" };
      const held = await idb.get<DeviceAttempt>(attemptKey(downloadId));
      // A download starts no attempt once it expired (the server would refuse it too); a started one goes on.
      if (!held?.modules.length && Date.now() > Date.parse(pkg.expiresAt)) return { status: "expired" };
      const attempt = held ?? newAttempt(downloadId, await deviceId());
      const mirror = await MirrorStorage.load(`answers:${attempt.id}:`);
      return { status: "ready", pkg, attempt, mirror, Session: await session };
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
  const { Session } = boot;
  return <Session pkg={boot.pkg} attempt={boot.attempt} mirror={boot.mirror} userName={userName} />;
}
