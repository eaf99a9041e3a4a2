/**
 * Vimeo and YouTube ids, from what an author pastes (an id or any usual address of the video), and
 * the addresses of their embedded players. Shared by the back office form and the server.
 */
const VIMEO_ID = /^(\d{1,12})(?:[/:]([0-9a-f]{6,20}))?$/;
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

/** "123456789" or "123456789/abcdef1234" (an unlisted video's hash), or null. */
export function parseVimeo(input: string): string | null {
  const value = input.trim();
  const direct = VIMEO_ID.exec(value);
  if (direct) return direct[2] ? `${direct[1]}/${direct[2]}` : direct[1]!;
  const url = safeUrl(value);
  if (!url || !/(^|\.)vimeo\.com$/.test(url.hostname)) return null;
  const parts = url.pathname.split("/").filter(Boolean);
  const at = parts.findIndex((p) => /^\d{1,12}$/.test(p));
  if (at < 0) return null;
  const hash = url.searchParams.get("h") ?? parts[at + 1];
  return hash && /^[0-9a-f]{6,20}$/.test(hash) ? `${parts[at]}/${hash}` : parts[at]!;
}

/** An 11-character YouTube id, or null. */
export function parseYouTube(input: string): string | null {
  const value = input.trim();
  if (YOUTUBE_ID.test(value)) return value;
  const url = safeUrl(value);
  if (!url) return null;
  const host = url.hostname.replace(/^(www|m)\./, "");
  let id: string | null = null;
  if (host === "youtu.be") id = url.pathname.split("/")[1] ?? null;
  else if (host === "youtube.com" || host === "youtube-nocookie.com") {
    id = url.searchParams.get("v") ?? url.pathname.match(/^\/(?:embed|shorts|live|v)\/([^/]+)/)?.[1] ?? null;
  }
  return id && YOUTUBE_ID.test(id) ? id : null;
}

export function vimeoEmbedUrl(ref: string): string {
  const [id, hash] = ref.split("/");
  const query = new URLSearchParams({ dnt: "1", title: "0", byline: "0", portrait: "0" });
  if (hash) query.set("h", hash);
  return `https://player.vimeo.com/video/${id}?${query}`;
}

export function youTubeEmbedUrl(id: string, origin: string, startSeconds = 0): string {
  const query = new URLSearchParams({ enablejsapi: "1", rel: "0", cc_load_policy: "1", start: String(Math.floor(startSeconds)) });
  if (origin) query.set("origin", origin);
  return `https://www.youtube-nocookie.com/embed/${id}?${query}`;
}

/** The origins the Content-Security-Policy lets the page frame (app/lib/security-headers.server.ts). */
export const PLAYER_ORIGINS = ["https://player.vimeo.com", "https://www.youtube-nocookie.com"] as const;

function safeUrl(value: string): URL | null {
  try {
    const url = new URL(/^https?:\/\//i.test(value) ? value : `https://${value}`);
    return url.protocol === "https:" || url.protocol === "http:" ? url : null;
  } catch {
    return null;
  }
}
