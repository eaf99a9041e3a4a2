import { useEffect, useRef, useState, type RefObject } from "react";
import { useTranslation } from "react-i18next";
import { LANGUAGE_NAMES } from "~/lib/i18n";
import { Spinner } from "~/ui/spinner";
import type { CaptionsTrack } from "./types";
import type { WatchProgress } from "./use-watch-progress";

type Shown = CaptionsTrack["language"] | "off" | null;
type Props = {
  src: string;
  captions: CaptionsTrack[];
  /** The captions track showing (chosen under the player, CaptionsChoice), "off", or null without tracks. */
  shown: Shown;
  /** Told when the player's own menu shows another track. */
  onShownChange: (shown: Shown) => void;
  title: string;
  startAt: number;
  progress: WatchProgress;
  videoRef: RefObject<HTMLVideoElement | null>;
};

/** The track shown first: the interface language's, else the English one (the voice's). */
export function defaultTrack(captions: CaptionsTrack[], lng: string): CaptionsTrack["language"] | null {
  return captions.find((c) => c.language === lng)?.language ?? captions.find((c) => c.language === "en")?.language ?? captions[0]?.language ?? null;
}

/**
 * A video served by the app (range requests, so seeking loads only what it needs) in the browser's own
 * player, with a WebVTT captions track per language (decision 0062): the interface language's shown by default,
 * any other (or none) chosen in the player's own menu or the Captions list under it. Loading and error states of
 * its own, with a retry.
 */
export function FilePlayer({ src, captions, shown, onShownChange, title, startAt, progress, videoRef: video }: Props) {
  const { t } = useTranslation("lessons");
  // The list under the player and the player's own menu agree: the chosen track showing, every other one off.
  useEffect(() => {
    const tracks = video.current?.textTracks;
    if (!tracks) return;
    for (const track of Array.from(tracks)) track.mode = track.language === shown ? "showing" : "disabled";
    const fromMenu = () => {
      const showing = Array.from(tracks).find((tr) => tr.mode === "showing");
      const now = (showing?.language ?? "off") as Shown;
      if (now !== shown) onShownChange(now);
    };
    tracks.addEventListener("change", fromMenu);
    return () => tracks.removeEventListener("change", fromMenu);
  }, [shown, video, onShownChange]);
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
        {captions.map((c) => (
          <track key={c.language} kind="captions" src={c.url} srcLang={c.language} label={LANGUAGE_NAMES[c.language]} default={c.language === shown} />
        ))}
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

/** The captions language under the player: each track by its language's own name, or off. */
export function CaptionsChoice({ captions, shown, onChange }: { captions: CaptionsTrack[]; shown: Shown; onChange: (shown: Shown) => void }) {
  const { t } = useTranslation("lessons");
  if (captions.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
      <label className="flex items-center gap-2">
        <span className="font-medium text-slate-700">{t("lesson.captionsChoice")}</span>
        <select
          value={shown ?? "off"}
          onChange={(e) => onChange(e.target.value as Shown)}
          className="rounded-md border border-slate-300 bg-white px-2 py-1 text-sm"
          data-testid="captions-choice"
        >
          {captions.map((c) => (
            <option key={c.language} value={c.language} lang={c.language}>
              {LANGUAGE_NAMES[c.language]}
            </option>
          ))}
          <option value="off">{t("lesson.captionsOff")}</option>
        </select>
      </label>
      {captions.some((c) => c.language !== "en") ? <span className="text-xs text-slate-500">{t("lesson.voiceEnglish")}</span> : null}
    </div>
  );
}
