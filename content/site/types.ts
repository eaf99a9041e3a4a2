/** Public datasets served by /api/main/* and used by the landing, FAQ and achievements screens. */
export type Lang = "az" | "en" | "ru";
export type Localized<T> = Record<Lang, T>;

export type LandingData = {
  hero: { badge: string; title: string; subtitle: string; cta: string; secondaryCta: string; stats: { value: string; label: string }[] };
  whyUs: { title: string; subtitle: string; items: { icon: FeatureIcon; title: string; text: string }[] };
  howItWorks: { title: string; steps: { title: string; text: string }[] };
  pricing: {
    title: string;
    subtitle: string;
    planName: string;
    features: string[];
    monthly: { label: string; price: number; currency: "USD" };
    yearly: { label: string; price: number; oldPrice: number; saveLabel: string; currency: "USD" };
  };
  reviews: { title: string; items: { stars: number; text: string; name: string; info: string }[] };
  closing: { title: string; text: string; cta: string };
};

/** Badge ids are stable: the dashboard awards them from activity (see the profile area). */
export const ACHIEVEMENT_IDS = [
  "first_exam",
  "exams_5",
  "exams_10",
  "streak_3",
  "streak_7",
  "score_1000",
  "score_1200",
  "score_1400",
  "first_lesson",
  "lessons_5",
] as const;
export type AchievementId = (typeof ACHIEVEMENT_IDS)[number];
export type Achievement = { id: AchievementId; icon: string; title: string; description: string; howToEarn: string };

export type CommonQuestion = { id: string; question: string; answer: string };

/** The landing's feature icons (drawn as SVG by app/features/landing/feature-icon.tsx, never as emoji). */
export type FeatureIcon = "plan" | "test" | "tutor" | "video" | "progress" | "community";
