/**
 * The app's install icons (web app manifest, Apple touch icon), drawn from one SVG with sharp:
 * `node --import tsx scripts/make-icons.ts` writes public/icons/*.png (committed; run again after a
 * change of the mark). "maskable" icons keep the mark inside the middle 80% (the safe zone) on a full bleed.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";

const MARK = `<path d="M9 21.5c1.2 1.3 3 2 5 2 2.8 0 4.6-1.4 4.6-3.5 0-4.6-9-2.8-9-7.3C9.6 10.5 11.4 9 14.2 9c1.8 0 3.3.6 4.3 1.6" stroke="#fff" stroke-width="2.4" fill="none" stroke-linecap="round"/><circle cx="23" cy="22" r="2.2" fill="#ffd34d"/>`;

/** `any`: the rounded square of the favicon; `maskable`: a full square with the mark scaled into the safe zone. */
function svg(kind: "any" | "maskable") {
  if (kind === "any") return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#2753e0"/>${MARK}</svg>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="#2753e0"/><g transform="translate(3.2 3.2) scale(0.8)">${MARK}</g></svg>`;
}

const out = path.resolve("public/icons");
mkdirSync(out, { recursive: true });
const icons = [
  { file: "icon-192.png", size: 192, kind: "any" },
  { file: "icon-512.png", size: 512, kind: "any" },
  { file: "maskable-512.png", size: 512, kind: "maskable" },
  { file: "apple-touch-icon.png", size: 180, kind: "maskable" },
] as const;
for (const icon of icons) {
  await sharp(Buffer.from(svg(icon.kind)), { density: (72 * icon.size) / 32 })
    .resize(icon.size, icon.size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(out, icon.file));
  console.log(`public/icons/${icon.file} ${icon.size}x${icon.size}`);
}
