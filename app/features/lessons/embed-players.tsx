import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { WatchProgress } from "./use-watch-progress";
import { vimeoEmbedUrl, youTubeEmbedUrl } from "./video-source";

type Props = { title: string; startAt: number; progress: WatchProgress };

/**
 * A Vimeo video in Vimeo's own player, driven by the official @vimeo/player (loaded only when a
 * lesson needs it): it reports time, pause and end, and resumes where the student stopped. The
 * iframe is ours, so the player never asks vimeo.com for oEmbed data (connect-src stays 'self').
 */
export function VimeoPlayer({ vimeoRef, title, startAt, progress }: Props & { vimeoRef: string }) {
  const { t } = useTranslation("lessons");
  const frame = useRef<HTMLIFrameElement>(null);
  const latest = useRef(progress);
  latest.current = progress;
  useEffect(() => {
    let player: import("@vimeo/player").default | undefined;
    let cancelled = false;
    void import("@vimeo/player").then(({ default: Player }) => {
      if (cancelled || !frame.current) return;
      player = new Player(frame.current);
      player.on("timeupdate", (e: { seconds: number; duration: number }) => latest.current.time(e.seconds, e.duration, true));
      player.on("pause", (e: { seconds: number }) => latest.current.stop(e.seconds));
      player.on("seeked", (e: { seconds: number }) => latest.current.stop(e.seconds));
      player.on("ended", (e: { seconds: number }) => latest.current.stop(e.seconds));
      if (startAt > 3) void player.setCurrentTime(startAt).catch(() => {});
    });
    return () => {
      cancelled = true;
      void player?.destroy().catch(() => {});
    };
  }, [vimeoRef, startAt]);
  return (
    <iframe
      ref={frame}
      src={vimeoEmbedUrl(vimeoRef)}
      title={t("lesson.playerLabel", { title })}
      className="h-full w-full"
      allow="autoplay; fullscreen; picture-in-picture"
      allowFullScreen
      data-testid="lesson-embed"
    />
  );
}

const YOUTUBE = "https://www.youtube-nocookie.com";
const STATE_PLAYING = 1;

/**
 * A YouTube video in YouTube's privacy-enhanced player. Progress comes from the player's postMessage
 * events (the protocol YouTube's iframe API uses), so no script of YouTube's runs in our page (CSP);
 * the start position resumes where the student stopped.
 */
export function YouTubePlayer({ youtubeId, title, startAt, progress }: Props & { youtubeId: string }) {
  const { t } = useTranslation("lessons");
  const frame = useRef<HTMLIFrameElement>(null);
  const latest = useRef(progress);
  latest.current = progress;
  // The embed address names our origin, known only in the browser: the iframe appears after hydration.
  const [origin, setOrigin] = useState<string | null>(null);
  useEffect(() => setOrigin(window.location.origin), []);
  useEffect(() => {
    let playing = false;
    let duration = 0;
    let now = startAt;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== YOUTUBE || event.source !== frame.current?.contentWindow || typeof event.data !== "string") return;
      let message: { event?: string; info?: { currentTime?: number; duration?: number; playerState?: number } };
      try {
        message = JSON.parse(event.data);
      } catch {
        return;
      }
      const info = message.info;
      if (message.event !== "infoDelivery" || !info) return;
      if (typeof info.duration === "number") duration = info.duration;
      if (typeof info.playerState === "number") {
        const nowPlaying = info.playerState === STATE_PLAYING;
        if (playing && !nowPlaying) latest.current.stop(now);
        playing = nowPlaying;
      }
      if (typeof info.currentTime === "number") {
        now = info.currentTime;
        latest.current.time(now, duration, playing);
      }
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, [youtubeId, startAt]);
  if (!origin) return <div className="h-full w-full bg-black" aria-hidden />;
  return (
    <iframe
      ref={frame}
      src={youTubeEmbedUrl(youtubeId, origin, startAt > 3 ? startAt : 0)}
      title={t("lesson.playerLabel", { title })}
      className="h-full w-full"
      allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
      allowFullScreen
      data-testid="lesson-embed"
      onLoad={() => frame.current?.contentWindow?.postMessage(JSON.stringify({ event: "listening", id: "lesson", channel: "widget" }), YOUTUBE)}
    />
  );
}
