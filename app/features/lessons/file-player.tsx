import { useEffect, useRef, useState, type RefObject } from "react";
import { useTranslation } from "react-i18next";
import { Spinner } from "~/ui/spinner";
import type { WatchProgress } from "./use-watch-progress";

type Props = { src: string; captionsUrl: string | null; title: string; startAt: number; progress: WatchProgress; videoRef: RefObject<HTMLVideoElement | null> };

/**
 * A video served by the app (range requests, so seeking loads only what it needs) in the browser's own
 * player, with its WebVTT captions shown by default. Loading and error states of its own, with a retry.
 */
export function FilePlayer({ src, captionsUrl, title, startAt, progress, videoRef: video }: Props) {
  const { t } = useTranslation("lessons");
  const [status, setStatus] = useState<"loading" | "ready" | "error">("loading");
  const resumed = useRef(false);

  const onMetadata = () => {
    const v = video.current;
    if (!v) return;
    setStatus("ready");
    // Back where the student stopped (not at the very end, where there is nothing left to watch).
    if (!resumed.current && startAt > 3 && startAt < v.duration - 5) v.currentTime = startAt;
    resumed.current = true;
  };
  // The page is rendered on the server: the browser may have read the metadata, or failed, before
  // React attached the handlers below.
  useEffect(() => {
    const v = video.current;
    if (v?.error) setStatus("error");
    else if (v && v.readyState >= HTMLMediaElement.HAVE_METADATA) onMetadata();
    // Once, on mount: the handlers take over from here.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once on mount: the media element's own events take over
  }, []);

  const el = () => video.current!;
  return (
    <>
      <video
        ref={video}
        src={src}
        className="h-full w-full bg-black"
        controls
        playsInline
        preload="metadata"
        aria-label={t("lesson.playerLabel", { title })}
        data-testid="lesson-video"
        onLoadedMetadata={onMetadata}
        onTimeUpdate={() => progress.time(el().currentTime, el().duration, !el().paused && !el().seeking)}
        onPause={() => progress.stop(el().currentTime)}
        onSeeking={() => progress.stop(el().currentTime)}
        onEnded={() => progress.stop(el().currentTime)}
        onError={() => setStatus("error")}
      >
        {captionsUrl ? <track kind="captions" src={captionsUrl} srcLang="en" label={t("lesson.captions")} default /> : null}
      </video>
      {status === "loading" ? (
        <div className="pointer-events-none absolute inset-x-0 top-3 flex justify-center text-sm text-white">
          <Spinner label={t("lesson.videoLoading")} className="rounded-full bg-black/60 px-3 py-1" />
        </div>
      ) : null}
      {status === "error" ? (
        <div role="alert" className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-slate-900/90 p-4 text-center text-white">
          <p>{t("lesson.videoError")}</p>
          <button
            type="button"
            className="rounded-lg bg-white px-4 py-2 text-sm font-semibold text-slate-900 hover:bg-slate-100"
            onClick={() => {
              setStatus("loading");
              el().load();
            }}
          >
            {t("lesson.videoRetry")}
          </button>
        </div>
      ) : null}
    </>
  );
}
