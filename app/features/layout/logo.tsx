import { useTranslation } from "react-i18next";

export function Logo() {
  const { t } = useTranslation();
  return (
    <>
      <svg aria-hidden width="32" height="32" viewBox="0 0 32 32">
        <rect width="32" height="32" rx="8" fill="#2753e0" />
        <path
          d="M9 21.5c1.2 1.3 3 2 5 2 2.8 0 4.6-1.4 4.6-3.5 0-4.6-9-2.8-9-7.3C9.6 10.5 11.4 9 14.2 9c1.8 0 3.3.6 4.3 1.6"
          stroke="#fff"
          strokeWidth="2.4"
          fill="none"
          strokeLinecap="round"
        />
        <circle cx="23" cy="22" r="2.2" fill="#ffd34d" />
      </svg>
      <span className="text-lg font-extrabold tracking-tight text-slate-900">{t("brand.name")}</span>
    </>
  );
}
