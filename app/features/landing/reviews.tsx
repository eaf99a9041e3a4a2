import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { ReviewAvatar } from "./review-avatar";

type Review = { stars: number; text: string; name: string; info: string };

/** The testimonial carousel: rotates every 5 s, pauses while hovered or focused, has buttons. */
export function Reviews({ title, items }: { title: string; items: Review[] }) {
  const { t } = useTranslation("landing");
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (paused || items.length < 2) return;
    const id = setInterval(() => setIndex((i) => (i + 1) % items.length), 5000);
    return () => clearInterval(id);
  }, [paused, items.length]);
  const visible = [0, 1, 2].map((k) => items[(index + k) % items.length]!).slice(0, Math.min(3, items.length));
  return (
    <section
      className="bg-white py-16"
      aria-labelledby="reviews-title"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="reviews-title" className="text-center text-3xl font-bold">
          {title}
        </h2>
        <ul className="mt-10 grid gap-4 md:grid-cols-3" aria-live={paused ? "polite" : "off"}>
          {visible.map((r, k) => (
            <li key={`${r.name}-${k}`} className={`flex flex-col gap-3 rounded-2xl border border-slate-200 p-6 ${k > 0 ? "hidden md:flex" : ""}`}>
              {/* Read once, as text ("5 out of 5 stars"), not as five star symbols. */}
              <p className="text-amber-600">
                <span aria-hidden>{"★".repeat(r.stars)}</span>
                <span className="sr-only">{t("stars", { count: r.stars })}</span>
              </p>
              <blockquote className="text-slate-700">“{r.text}”</blockquote>
              <div className="mt-auto flex items-center gap-3">
                <ReviewAvatar name={r.name} label={t("reviewAvatar", { name: r.name })} />
                <div>
                  <p className="font-semibold">{r.name}</p>
                  <p className="text-sm text-slate-500">{r.info}</p>
                </div>
              </div>
            </li>
          ))}
        </ul>
        <div className="mt-6 flex justify-center gap-2">
          <button
            type="button"
            className="rounded-full border border-slate-300 px-4 py-2"
            aria-label={t("reviewsPrev")}
            onClick={() => setIndex((i) => (i - 1 + items.length) % items.length)}
          >
            ←
          </button>
          <button
            type="button"
            className="rounded-full border border-slate-300 px-4 py-2"
            aria-label={t("reviewsNext")}
            onClick={() => setIndex((i) => (i + 1) % items.length)}
          >
            →
          </button>
        </div>
      </div>
    </section>
  );
}
