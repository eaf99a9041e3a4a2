import type { Lesson } from "../../content/lessons/schema";

/** A slide of a lesson video drawn as SVG (1280×720), rendered to PNG by sharp (librsvg, system fonts). */
export const WIDTH = 1280;
export const HEIGHT = 720;
const MARGIN = 80;
const BRAND = "#2753e0";
const UNIT_NAMES = { verbal: "Reading and Writing", math: "Math" } as const;

const escape = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** Greedy word wrap by an estimated character width (DejaVu Sans averages ~0.55 em, its mono 0.6 em). */
export function wrap(text: string, maxChars: number): string[] {
  if (text.length <= maxChars) return [text];
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    if (line && (line + " " + word).length > maxChars) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

type Layout = { heading: string[]; bullets: string[][]; example: string[]; size: number };

function layout(slide: Lesson["slides"][number], size: number): Layout & { bottom: number } {
  const usable = WIDTH - 2 * MARGIN;
  const heading = wrap(slide.heading, Math.floor(usable / (46 * 0.58)));
  const bullets = slide.bullets.map((b) => wrap(b, Math.floor((usable - 40) / (size * 0.55))));
  const mono = Math.round(size * 0.82);
  const example = slide.example.flatMap((l) => wrap(l, Math.floor((usable - 48) / (mono * 0.6))));
  // (Serif runs a little narrower than mono, so the same wrap fits both.)
  let y = 150 + heading.length * 56 + 40;
  y += bullets.reduce((n, b) => n + b.length * size * 1.35 + size * 0.5, 0);
  if (example.length) y += 32 + example.length * mono * 1.45 + 24;
  return { heading, bullets, example, size, bottom: y };
}

/** The SVG of slide `index` (0-based) of `lesson`. */
export function slideSvg(lesson: Lesson, index: number): string {
  const slide = lesson.slides[index]!;
  let l = layout(slide, 36);
  while (l.bottom > HEIGHT - 70 && l.size > 22) l = layout(slide, l.size - 2);
  const parts: string[] = [];
  parts.push(`<rect width="${WIDTH}" height="${HEIGHT}" fill="#f8fafc"/>`);
  parts.push(`<rect width="${WIDTH}" height="12" fill="${BRAND}"/>`);
  parts.push(
    `<text x="${MARGIN}" y="78" font-family="DejaVu Sans" font-size="22" font-weight="bold" fill="${BRAND}" letter-spacing="1">${escape(`${UNIT_NAMES[lesson.unit]} · ${lesson.skill}`.toUpperCase())}</text>`,
  );
  let y = 150;
  for (const line of l.heading) {
    parts.push(`<text x="${MARGIN}" y="${y}" font-family="DejaVu Sans" font-size="46" font-weight="bold" fill="#0f172a">${escape(line)}</text>`);
    y += 56;
  }
  y += 40;
  for (const bullet of l.bullets) {
    parts.push(`<circle cx="${MARGIN + 10}" cy="${y - l.size * 0.35}" r="7" fill="${BRAND}"/>`);
    for (const line of bullet) {
      parts.push(`<text x="${MARGIN + 40}" y="${y}" font-family="DejaVu Sans" font-size="${l.size}" fill="#1e293b">${escape(line)}</text>`);
      y += l.size * 1.35;
    }
    y += l.size * 0.5;
  }
  if (l.example.length) {
    const mono = Math.round(l.size * 0.82);
    const height = l.example.length * mono * 1.45 + 36;
    parts.push(`<rect x="${MARGIN}" y="${y}" width="${WIDTH - 2 * MARGIN}" height="${height}" rx="14" fill="#eef4ff" stroke="#c7d7fe" stroke-width="2"/>`);
    let ey = y + 18 + mono * 1.1;
    for (const line of l.example) {
      parts.push(
        `<text x="${MARGIN + 24}" y="${ey}" font-family="${lesson.unit === "math" ? "DejaVu Sans Mono" : "DejaVu Serif"}" font-size="${mono}" fill="#142a6b" xml:space="preserve">${escape(line)}</text>`,
      );
      ey += mono * 1.45;
    }
  }
  parts.push(`<text x="${MARGIN}" y="${HEIGHT - 32}" font-family="DejaVu Sans" font-size="20" fill="#64748b">SAT Lingo</text>`);
  parts.push(
    `<text x="${WIDTH - MARGIN}" y="${HEIGHT - 32}" font-family="DejaVu Sans" font-size="20" fill="#64748b" text-anchor="end">${index + 1} / ${lesson.slides.length}</text>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${parts.join("")}</svg>`;
}
