/** A country's flag (public/flags), beside its name or on the phone field's country button. */
export function Flag({ iso2, className = "" }: { iso2: string; className?: string }) {
  return (
    <img
      src={`/flags/${iso2}.webp`}
      width={24}
      height={18}
      alt=""
      loading="lazy"
      decoding="async"
      className={`h-[18px] w-6 shrink-0 rounded-[2px] object-cover shadow-[0_0_0_1px_rgba(0,0,0,0.08)] ${className}`}
    />
  );
}
