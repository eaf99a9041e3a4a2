import type { CoverImage } from "./cover";

/**
 * A 3:2 cover with every stored width in `srcset` and its intrinsic size set, so the space is kept
 * while it loads. Covers are decoration next to their title (empty alt). Without one, a tinted box.
 */
export function CoverPicture({
  cover,
  sizes,
  eager = false,
  className = "",
}: {
  cover: CoverImage | null;
  sizes: string;
  eager?: boolean;
  className?: string;
}) {
  if (!cover) return <div aria-hidden className={`aspect-[3/2] w-full bg-gradient-to-br from-brand-100 to-brand-50 ${className}`} />;
  return (
    <img
      src={cover.src}
      srcSet={cover.srcSet}
      sizes={sizes}
      width={cover.width}
      height={cover.height}
      alt=""
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      className={`aspect-[3/2] w-full bg-slate-100 object-cover ${className}`}
    />
  );
}
