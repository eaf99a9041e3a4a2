import type { ReactNode } from "react";
import { Trans, useTranslation } from "react-i18next";

export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <section className="flex w-full max-w-md flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <div>
        <h1 className="text-2xl font-bold">{title}</h1>
        {subtitle ? <p className="mt-1 text-slate-600">{subtitle}</p> : null}
      </div>
      {children}
    </section>
  );
}

/** Password reset is not self-service: the support e-mail is the way. */
export function SupportText({ email }: { email: string }) {
  const { t } = useTranslation("auth");
  return (
    <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-600" data-testid="support-text">
      <Trans
        t={t}
        i18nKey="supportText"
        values={{ email }}
        components={{ mail: <a href={`mailto:${email}`} className="font-medium text-brand-700 underline" /> }}
      />
    </p>
  );
}
