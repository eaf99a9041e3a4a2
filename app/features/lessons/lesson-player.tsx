import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { CaptionsTrack, LessonView } from "./types";
import { VimeoPlayer, YouTubePlayer } from "./embed-players";
import { CaptionsChoice, defaultTrack, FilePlayer } from "./file-player";
import { clock } from "./format";
import { useWatchProgress } from "./use-watch-progress";

/**
 * The lesson's video, 640×360 on a desktop and the full width on a phone, whatever plays it (a file of
 * ours, Vimeo or YouTube); its watch progress is saved as the student watches and restored here.
 */
export function LessonPlayer({ lesson }: { lesson: Pick<LessonView, "id" | "title" | "video" | "progress" | "duration_seconds"> }) {
  const { t, i18n } = useTranslation("lessons");
  const progress = useWatchProgress(lesson.id);
  const videoElement = useRef<HTMLVideoElement>(null);
  const video = lesson.video;
  const startAt = lesson.progress?.position_seconds ?? 0;
  const resumes = video && startAt > 3 && (!lesson.duration_seconds || startAt < lesson.duration_seconds - 5);
  const common = { title: lesson.title, startAt, progress };
  const captions = video?.kind === "file" ? video.captions : [];
  const [shown, setShown] = useState<CaptionsTrack["language"] | "off" | null>(() => defaultTrack(captions, i18n.language));
  return (
    <div className="flex w-full max-w-[640px] flex-col gap-2">
      <div className="relative aspect-video w-full overflow-hidden rounded-xl bg-black shadow-sm" data-testid="lesson-player">
        {!video ? (
          <p className="flex h-full items-center justify-center p-4 text-center text-white">{t("lesson.noVideo")}</p>
        ) : video.kind === "file" ? (
          <FilePlayer key={lesson.id} src={video.url} captions={video.captions} shown={shown} onShownChange={setShown} videoRef={videoElement} {...common} />
        ) : video.kind === "vimeo" ? (
          <VimeoPlayer key={lesson.id} vimeoRef={video.vimeo_id} {...common} />
        ) : (
          <YouTubePlayer key={lesson.id} youtubeId={video.youtube_id} {...common} />
        )}
      </div>
      <CaptionsChoice captions={captions} shown={shown} onChange={setShown} />
      {resumes ? (
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600" data-testid="lesson-resumed">
          <span>{t("lesson.resumed", { time: clock(startAt) })}</span>
          {video.kind === "file" ? (
            <button
              type="button"
              className="font-medium text-brand-700 underline hover:text-brand-900"
              onClick={() => {
                if (videoElement.current) videoElement.current.currentTime = 0;
              }}
            >
              {t("lesson.startOver")}
            </button>
          ) : null}
        </p>
      ) : null}
      {video && video.kind !== "file" ? (
        <p className="text-xs text-slate-500">{t("lesson.embedNote", { service: video.kind === "vimeo" ? "Vimeo" : "YouTube" })}</p>
      ) : null}
      {progress.failed ? (
        <p role="status" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {t("lesson.progressError")}
        </p>
      ) : null}
    </div>
  );
}
