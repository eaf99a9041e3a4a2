import { useCallback, useEffect, useRef, useState } from "react";
import type { Span } from "./watched";

/** How often a playing video's progress is saved. */
const SAVE_EVERY_MS = 10_000;
/** A time update further than this from the last one is a jump (a seek), not playback. */
const JUMP_SECONDS = 2.5;

/**
 * Follows a player (any kind: file, Vimeo, YouTube) and saves where the student is and which
 * stretches they watched to POST /video-lesson/:id/progress: every 10 s while playing, on pause,
 * seek and end, and when they leave (keepalive, so it outlives the page). What could not be sent is
 * kept and sent with the next save; `failed` tells the page to say so.
 */
export function useWatchProgress(lessonId: number) {
  const url = `/video-lesson/${lessonId}/progress`;
  const state = useRef({ pending: [] as Span[], segStart: null as number | null, last: 0, duration: 0, dirty: false, inFlight: false });
  const [failed, setFailed] = useState(false);

  const closeSegment = () => {
    const s = state.current;
    if (s.segStart !== null && s.last > s.segStart) s.pending.push([s.segStart, s.last]);
    s.segStart = null;
  };

  const flush = useCallback(
    async (leaving = false) => {
      const s = state.current;
      if (!s.dirty || (s.inFlight && !leaving)) return;
      const open: Span[] = s.segStart !== null && s.last > s.segStart ? [[s.segStart, s.last]] : [];
      const sent = s.pending.length;
      const body = JSON.stringify({
        position_seconds: s.last,
        ...(s.duration > 0 ? { duration_seconds: s.duration } : {}),
        watched: [...s.pending, ...open].slice(-200),
      });
      s.inFlight = true;
      try {
        const res = await fetch(url, { method: "POST", headers: { "Content-Type": "application/json" }, body, credentials: "same-origin", keepalive: leaving });
        if (!res.ok && res.status >= 500) throw new Error(String(res.status));
        s.pending.splice(0, sent);
        // The open stretch was sent up to here: what follows starts a new one.
        if (s.segStart !== null) s.segStart = s.last;
        s.dirty = s.pending.length > 0;
        setFailed(false);
      } catch {
        if (!leaving) setFailed(true);
      } finally {
        s.inFlight = false;
      }
    },
    [url],
  );

  useEffect(() => {
    const timer = window.setInterval(() => void flush(), SAVE_EVERY_MS);
    const hidden = () => document.visibilityState === "hidden" && void flush(true);
    const leave = () => void flush(true);
    document.addEventListener("visibilitychange", hidden);
    window.addEventListener("pagehide", leave);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", hidden);
      window.removeEventListener("pagehide", leave);
      closeSegment();
      void flush(true);
    };
  }, [flush]);

  return {
    failed,
    /** A time update: `playing` says whether it comes from playback (it counts as watched) or a paused seek. */
    time(current: number, duration: number, playing: boolean) {
      const s = state.current;
      if (duration > 0 && Number.isFinite(duration)) s.duration = duration;
      if (playing) {
        if (s.segStart === null) s.segStart = current;
        else if (Math.abs(current - s.last) > JUMP_SECONDS) {
          closeSegment();
          s.segStart = current;
        }
      }
      s.last = current;
      s.dirty = true;
    },
    /** Pause, seek or end: the watched stretch ends here, and progress is saved now. */
    stop(current?: number) {
      const s = state.current;
      if (current !== undefined && s.segStart === null) s.last = current;
      closeSegment();
      if (current !== undefined) s.last = current;
      s.dirty = true;
      void flush();
    },
  };
}
export type WatchProgress = ReturnType<typeof useWatchProgress>;
