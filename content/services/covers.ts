import type { CoverSpec } from "./schema";

/**
 * The seeded catalogue's cover images, drawn here as SVG (no photos): a two-tone gradient of the
 * item's hue, a few soft shapes and a line drawing of its motif. The seed renders them with sharp into
 * the same WebP sizes as uploaded covers. 3:2, like every cover.
 */

export const COVER_WIDTH = 1440;
export const COVER_HEIGHT = 960;

/** Line drawings in a 200x200 box, drawn with a white 8-unit stroke. */
const MOTIFS: Record<CoverSpec["motif"], string> = {
  math: `<path d="M20 180 H190 M20 180 V10"/><path d="M30 150 C70 40 110 40 150 120 S185 150 190 60" /><circle cx="70" cy="78" r="6"/><path d="M120 30 h40 M140 10 v40"/>`,
  reading: `<path d="M100 40 C70 20 40 20 15 30 V175 C40 165 70 165 100 185 C130 165 160 165 185 175 V30 C160 20 130 20 100 40 Z"/><path d="M100 40 V185"/><path d="M35 65 H80 M35 95 H80 M35 125 H70 M120 65 H165 M120 95 H165 M120 125 H155"/>`,
  group: `<circle cx="60" cy="70" r="26"/><circle cx="140" cy="70" r="26"/><circle cx="100" cy="110" r="28"/><path d="M15 175 C20 130 100 120 100 150 M185 175 C180 130 100 120 100 150 M50 190 C55 150 145 150 150 190"/>`,
  clock: `<circle cx="100" cy="105" r="80"/><path d="M100 105 V55 M100 105 L135 125"/><path d="M70 15 H130 M100 15 V25"/>`,
  target: `<circle cx="100" cy="100" r="85"/><circle cx="100" cy="100" r="55"/><circle cx="100" cy="100" r="22"/><path d="M100 100 L170 30 M150 30 H172 V52"/>`,
  compass: `<circle cx="100" cy="100" r="85"/><path d="M100 100 L135 45 L100 100 L65 155 Z"/><path d="M135 45 L112 118 L65 155 L88 82 Z"/><path d="M100 15 V28 M100 172 V185 M15 100 H28 M172 100 H185"/>`,
  pen: `<path d="M150 20 L180 50 L75 155 L35 165 L45 125 Z"/><path d="M130 40 L160 70"/><path d="M20 190 H180"/>`,
  coins: `<ellipse cx="80" cy="60" rx="55" ry="20"/><path d="M25 60 V150 C25 165 135 165 135 150 V60"/><path d="M25 90 C25 105 135 105 135 90 M25 120 C25 135 135 135 135 120"/><circle cx="150" cy="140" r="40"/><path d="M150 120 V160 M138 130 H162"/>`,
  passport: `<rect x="40" y="15" width="120" height="170" rx="12"/><circle cx="100" cy="85" r="35"/><path d="M65 85 H135 M100 50 C80 70 80 100 100 120 C120 100 120 70 100 50"/><path d="M70 150 H130"/>`,
  calendar: `<rect x="20" y="35" width="160" height="150" rx="14"/><path d="M20 75 H180 M60 15 V50 M140 15 V50"/><path d="M50 105 h20 M90 105 h20 M130 105 h20 M50 140 h20 M90 140 h20"/><path d="M128 150 L140 162 L165 132"/>`,
  chat: `<path d="M20 30 H140 V110 H70 L40 135 V110 H20 Z"/><path d="M160 70 H185 V150 H165 V175 L135 150 H80 V130"/><path d="M45 60 H115 M45 85 H95"/>`,
  cap: `<path d="M100 30 L190 70 L100 110 L10 70 Z"/><path d="M45 87 V140 C70 165 130 165 155 140 V87"/><path d="M190 70 V130"/><circle cx="190" cy="140" r="8"/>`,
  book: `<path d="M30 25 H150 C165 25 170 35 170 45 V185 H50 C38 185 30 177 30 165 Z"/><path d="M30 165 C30 153 38 145 50 145 H170"/><path d="M70 60 H135 M70 90 H120"/>`,
  trophy: `<path d="M55 20 H145 V80 C145 110 125 130 100 130 C75 130 55 110 55 80 Z"/><path d="M55 40 H20 C20 80 40 90 58 92 M145 40 H180 C180 80 160 90 142 92"/><path d="M100 130 V160 M65 185 H135 L125 160 H75 Z"/>`,
};

const hsl = (h: number, s: number, l: number) => `hsl(${h} ${s}% ${l}%)`;

/** The SVG of a cover (1440x960). */
export function coverSvg({ motif, hue }: CoverSpec): string {
  const second = (hue + 40) % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${COVER_WIDTH}" height="${COVER_HEIGHT}" viewBox="0 0 1440 960">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(hue, 70, 46)}"/><stop offset="1" stop-color="${hsl(second, 75, 32)}"/></linearGradient></defs>
<rect width="1440" height="960" fill="url(#bg)"/>
<circle cx="1180" cy="160" r="260" fill="#ffffff" fill-opacity="0.08"/>
<circle cx="180" cy="880" r="340" fill="#ffffff" fill-opacity="0.07"/>
<circle cx="360" cy="230" r="90" fill="${hsl(second, 90, 70)}" fill-opacity="0.25"/>
<path d="M0 700 C360 600 720 820 1440 640 V960 H0 Z" fill="#000000" fill-opacity="0.10"/>
<g transform="translate(520 280) scale(2)" fill="none" stroke="#ffffff" stroke-width="8" stroke-linecap="round" stroke-linejoin="round">${MOTIFS[motif]}</g>
</svg>`;
}
