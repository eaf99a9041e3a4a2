/**
 * Cover images: 3:2, stored in three widths as WebP (`${key}-${width}.webp` under /uploads/). Pages
 * give the browser every width with `srcset` and the intrinsic size, so the box is reserved before the
 * image arrives (no layout shift).
 */
export const COVER_WIDTHS = [480, 960, 1440] as const;
export const COVER_RATIO = 2 / 3;

export type CoverImage = { key: string; src: string; srcSet: string; width: number; height: number };

export const coverFile = (key: string, width: number) => `${key}-${width}.webp`;

export function coverImage(key: string | null): CoverImage | null {
  if (!key) return null;
  const url = (w: number) => `/uploads/${coverFile(key, w)}`;
  return {
    key,
    src: url(COVER_WIDTHS[0]),
    srcSet: COVER_WIDTHS.map((w) => `${url(w)} ${w}w`).join(", "),
    width: COVER_WIDTHS[0],
    height: Math.round(COVER_WIDTHS[0] * COVER_RATIO),
  };
}
