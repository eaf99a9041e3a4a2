import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { NARRATION } from "../../content/lessons/media";

/** Mono 16-bit PCM, as espeak-ng writes it. */
export type Pcm = { rate: number; samples: Int16Array };

/** The voice and speed of every narration; part of each video's source hash, so changing them marks videos stale. */
export const VOICE = { name: NARRATION.voice, wordsPerMinute: NARRATION.wordsPerMinute, pitch: NARRATION.pitch } as const;

/** Says `text` with espeak-ng into a WAV file and reads it back. */
export function speak(text: string, dir: string, name: string): Pcm {
  const file = path.join(dir, `${name}.wav`);
  execFileSync("espeak-ng", ["-v", VOICE.name, "-s", String(VOICE.wordsPerMinute), "-p", String(VOICE.pitch), "-w", file, text], {
    stdio: ["ignore", "ignore", "inherit"],
  });
  return readWav(fs.readFileSync(file));
}

/** The samples of a mono 16-bit PCM WAV file (the only kind espeak-ng writes). */
export function readWav(bytes: Buffer): Pcm {
  if (bytes.toString("ascii", 0, 4) !== "RIFF" || bytes.toString("ascii", 8, 12) !== "WAVE") throw new Error("not a WAV file");
  let at = 12;
  let rate = 0;
  while (at + 8 <= bytes.length) {
    const id = bytes.toString("ascii", at, at + 4);
    const size = bytes.readUInt32LE(at + 4);
    if (id === "fmt ") {
      const channels = bytes.readUInt16LE(at + 10);
      rate = bytes.readUInt32LE(at + 12);
      const bits = bytes.readUInt16LE(at + 22);
      if (channels !== 1 || bits !== 16) throw new Error(`expected mono 16-bit audio, got ${channels} channel(s) of ${bits} bits`);
    }
    if (id === "data") {
      // espeak-ng may leave the size at its streaming placeholder: take what is there.
      const end = Math.min(bytes.length, at + 8 + size);
      const data = bytes.subarray(at + 8, end - ((end - at - 8) % 2));
      const samples = new Int16Array(data.length / 2);
      for (let i = 0; i < samples.length; i++) samples[i] = data.readInt16LE(i * 2);
      return { rate, samples };
    }
    at += 8 + size + (size % 2);
  }
  throw new Error("WAV file without data");
}

export function writeWav(file: string, pcm: Pcm) {
  const data = Buffer.alloc(pcm.samples.length * 2);
  pcm.samples.forEach((s, i) => data.writeInt16LE(s, i * 2));
  const header = Buffer.alloc(44);
  header.write("RIFF", 0, "ascii");
  header.writeUInt32LE(36 + data.length, 4);
  header.write("WAVE", 8, "ascii");
  header.write("fmt ", 12, "ascii");
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(pcm.rate, 24);
  header.writeUInt32LE(pcm.rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write("data", 36, "ascii");
  header.writeUInt32LE(data.length, 40);
  fs.writeFileSync(file, Buffer.concat([header, data]));
}

/** Joins pieces of audio and silences (in seconds) into one track. */
export class Track {
  private parts: Int16Array[] = [];
  private length = 0;
  constructor(readonly rate: number) {}
  get seconds() {
    return this.length / this.rate;
  }
  silence(seconds: number) {
    this.add(new Int16Array(Math.round(seconds * this.rate)));
  }
  add(samples: Int16Array) {
    this.parts.push(samples);
    this.length += samples.length;
  }
  pcm(): Pcm {
    const samples = new Int16Array(this.length);
    let at = 0;
    for (const p of this.parts) {
      samples.set(p, at);
      at += p.length;
    }
    return { rate: this.rate, samples };
  }
}
