import { useTranslation } from "react-i18next";
import { vimeoEmbedUrl, youTubeEmbedUrl } from "../video-source";

/** The lesson's video as it is now, for its authors (drafts too): the file with its captions, or the embed. */
export function VideoPreview({
  lessonId,
  kind,
  videoRef,
  hasCaptions,
  title,
}: {
  lessonId: number;
  kind: string;
  videoRef: string | null;
  hasCaptions: boolean;
  title: string;
}) {
  const { t } = useTranslation("lessons");
  if (!videoRef) return <p className="text-sm text-slate-600">{t("lesson.noVideo")}</p>;
  return (
    <div className="relative aspect-video w-full max-w-[640px] overflow-hidden rounded-xl bg-black">
      {kind === "file" ? (
        <video className="h-full w-full" controls preload="metadata" aria-label={t("lesson.playerLabel", { title })} data-testid="admin-preview-video">
          <source src={`/video-lesson/${lessonId}/video`} />
          {hasCaptions ? <track kind="captions" src={`/video-lesson/${lessonId}/captions.vtt`} srcLang="en" label={t("lesson.captions")} default /> : null}
        </video>
      ) : (
        <iframe
          src={kind === "vimeo" ? vimeoEmbedUrl(videoRef) : youTubeEmbedUrl(videoRef, "", 0)}
          title={t("lesson.playerLabel", { title })}
          className="h-full w-full"
          allow="fullscreen; picture-in-picture"
          allowFullScreen
          data-testid="admin-preview-embed"
        />
      )}
    </div>
  );
}
