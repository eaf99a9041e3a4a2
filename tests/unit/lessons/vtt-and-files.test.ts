import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { MEDIA_DIR } from "#content/lessons/media";
import { mp4DurationSeconds, sniffVideo } from "~/features/lessons/video-file";
import { checkVtt } from "~/features/lessons/vtt";

describe("captions files", () => {
  it("accepts WebVTT with valid cue timings and normalizes line ends", () => {
    const result = checkVtt("\uFEFFWEBVTT\r\n\r\n1\r\n00:00:01.000 --> 00:00:04.500\r\nHello\r\n");
    expect(result).toEqual({ ok: true, vtt: "WEBVTT\n\n1\n00:00:01.000 --> 00:00:04.500\nHello\n" });
    expect(checkVtt("WEBVTT - a title\n\n01:02.000 --> 01:05.000 align:start\nHi").ok).toBe(true);
  });

  it("refuses what browsers would not read, saying why", () => {
    expect(checkVtt("1\n00:00:01,000 --> 00:00:04,000\nSRT")).toEqual({ ok: false, error: "lessons:admin.errors.vttHeader" });
    expect(checkVtt("WEBVTT\n\njust text")).toEqual({ ok: false, error: "lessons:admin.errors.vttCues" });
    expect(checkVtt("WEBVTT\n\n00:00:01,000 --> 00:00:04,000\ncomma")).toEqual({ ok: false, error: "lessons:admin.errors.vttCues" });
  });
});

describe("uploaded video files", () => {
  const mp4 = fs.readFileSync(path.resolve(MEDIA_DIR, "rw-boundaries.mp4"));

  it("tells MP4 and WebM by their bytes, whatever the name says", () => {
    expect(sniffVideo(mp4.subarray(0, 64))).toBe("mp4");
    expect(sniffVideo(Uint8Array.from([0x1a, 0x45, 0xdf, 0xa3, 0x01, 0, 0, 0]))).toBe("webm");
    expect(sniffVideo(new TextEncoder().encode("<html><script>alert(1)</script>"))).toBeNull();
  });

  it("reads an MP4's length from its movie header", () => {
    const manifest = JSON.parse(fs.readFileSync(path.resolve(MEDIA_DIR, "manifest.json"), "utf8"));
    expect(mp4DurationSeconds(new Uint8Array(mp4))).toBe(manifest["rw-boundaries"].durationSeconds);
    expect(mp4DurationSeconds(new Uint8Array(mp4.subarray(0, 100)))).toBeNull();
    expect(mp4DurationSeconds(new Uint8Array(16))).toBeNull();
  });
});
