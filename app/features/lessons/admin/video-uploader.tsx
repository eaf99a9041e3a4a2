import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useRevalidator } from "react-router";
import { buttonClass } from "~/ui/button";
import { MAX_VIDEO_BYTES } from "../video-file";

type Status = { kind: "idle" } | { kind: "uploading"; percent: number } | { kind: "processing" } | { kind: "done" } | { kind: "error"; reason: string };

/**
 * Uploads a lesson video in pieces (POST /admin/lessons/:id/video: start, chunk × n, finish), each
 * piece retried on a network error, with a progress bar; the page reloads its data when done.
 */
export function VideoUploader({ lessonId }: { lessonId: number }) {
  const { t } = useTranslation("lessons");
  const input = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const revalidator = useRevalidator();
  const url = `/admin/lessons/${lessonId}/video`;

  const post = async (fields: Record<string, string | Blob>, attempts = 3): Promise<Record<string, unknown>> => {
    const body = new FormData();
    for (const [k, v] of Object.entries(fields)) body.append(k, v);
    for (let attempt = 1; ; attempt++) {
      let res: Response;
      try {
        res = await fetch(url, { method: "POST", body, credentials: "same-origin" });
      } catch {
        if (attempt < attempts) continue;
        throw new Error(t("admin.upload.network"));
      }
      const json = (await res.json().catch(() => ({}))) as Record<string, unknown>;
      if (!res.ok) throw new Error(typeof json.detail === "string" ? json.detail : String(res.status));
      return json;
    }
  };

  const upload = async () => {
    const file = input.current?.files?.[0];
    if (!file) return setStatus({ kind: "error", reason: t("admin.upload.choose") });
    try {
      setStatus({ kind: "uploading", percent: 0 });
      const started = await post({ intent: "start", name: file.name, size: String(file.size) });
      const { upload: id, chunk_bytes: size, chunks } = started as { upload: string; chunk_bytes: number; chunks: number };
      for (let i = 0; i < chunks; i++) {
        await post({ intent: "chunk", upload: id, index: String(i), chunk: file.slice(i * size, (i + 1) * size) });
        setStatus({ kind: "uploading", percent: Math.round(((i + 1) / chunks) * 100) });
      }
      setStatus({ kind: "processing" });
      await post({ intent: "finish", upload: id });
      setStatus({ kind: "done" });
      if (input.current) input.current.value = "";
      void revalidator.revalidate();
    } catch (error) {
      setStatus({ kind: "error", reason: (error as Error).message });
    }
  };

  const busy = status.kind === "uploading" || status.kind === "processing";
  return (
    <div className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-slate-50 p-4">
      <label htmlFor="video-file" className="text-sm font-medium text-slate-700">
        {t("admin.upload.label", { max: Math.round(MAX_VIDEO_BYTES / 1024 / 1024) })}
      </label>
      <div className="flex flex-wrap items-center gap-2">
        <input ref={input} id="video-file" type="file" accept="video/mp4,video/webm,.mp4,.webm" disabled={busy} className="max-w-full text-sm" />
        <button type="button" className={buttonClass("secondary")} onClick={() => void upload()} disabled={busy}>
          {t("admin.upload.button")}
        </button>
      </div>
      <div aria-live="polite" role="status" className="text-sm" data-testid="upload-status">
        {status.kind === "uploading" ? (
          <div className="flex items-center gap-3">
            <progress max={100} value={status.percent} className="h-2 w-48" aria-label={t("admin.upload.uploading", { percent: status.percent })} />
            <span>{t("admin.upload.uploading", { percent: status.percent })}</span>
          </div>
        ) : status.kind === "processing" ? (
          <span>{t("admin.upload.processing")}</span>
        ) : status.kind === "done" ? (
          <span className="text-emerald-700">{t("admin.upload.done")}</span>
        ) : status.kind === "error" ? (
          <span className="text-red-700">{t("admin.upload.failed", { reason: status.reason })}</span>
        ) : null}
      </div>
    </div>
  );
}
