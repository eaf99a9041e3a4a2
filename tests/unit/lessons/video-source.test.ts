import { describe, expect, it } from "vitest";
import { parseVimeo, parseYouTube, PLAYER_ORIGINS, vimeoEmbedUrl, youTubeEmbedUrl } from "~/features/lessons/video-source";
import { contentSecurityPolicy } from "~/lib/security-headers.server";

describe("Vimeo and YouTube ids", () => {
  it("reads a Vimeo id from the id or the usual addresses, unlisted hashes included", () => {
    expect(parseVimeo("76979871")).toBe("76979871");
    expect(parseVimeo("https://vimeo.com/76979871")).toBe("76979871");
    expect(parseVimeo("vimeo.com/channels/staffpicks/76979871")).toBe("76979871");
    expect(parseVimeo("https://player.vimeo.com/video/76979871?h=8272103f6e")).toBe("76979871/8272103f6e");
    expect(parseVimeo("https://vimeo.com/76979871/8272103f6e")).toBe("76979871/8272103f6e");
    for (const bad of ["", "abc", "https://example.com/76979871", "javascript:alert(1)", "1234567890123"]) expect(parseVimeo(bad), bad).toBeNull();
  });

  it("reads a YouTube id from the id or the usual addresses", () => {
    for (const input of [
      "dQw4w9WgXcQ",
      "https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10",
      "https://youtu.be/dQw4w9WgXcQ",
      "https://www.youtube.com/embed/dQw4w9WgXcQ",
      "youtube.com/shorts/dQw4w9WgXcQ",
      "https://m.youtube.com/watch?v=dQw4w9WgXcQ",
    ]) {
      expect(parseYouTube(input), input).toBe("dQw4w9WgXcQ");
    }
    for (const bad of ["", "short", "https://example.com/watch?v=dQw4w9WgXcQ", "dQw4w9WgXcQ<script>"]) expect(parseYouTube(bad), bad).toBeNull();
  });

  it("embeds players only from the origins the Content-Security-Policy frames", () => {
    const frameSrc = contentSecurityPolicy({ nonce: "n" })
      .split("; ")
      .find((d) => d.startsWith("frame-src "))!
      .split(" ")
      .slice(1);
    expect(frameSrc).toEqual(["'self'", ...PLAYER_ORIGINS]);
    expect(PLAYER_ORIGINS).toContain(new URL(vimeoEmbedUrl("76979871/8272103f6e")).origin);
    expect(PLAYER_ORIGINS).toContain(new URL(youTubeEmbedUrl("dQw4w9WgXcQ", "https://satlingo.app", 42)).origin);
    expect(new URL(youTubeEmbedUrl("dQw4w9WgXcQ", "https://satlingo.app", 42.7)).searchParams.get("start")).toBe("42");
    expect(contentSecurityPolicy({})).toContain("media-src 'self'");
  });
});
