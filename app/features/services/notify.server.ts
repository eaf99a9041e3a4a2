import { getEnv } from "~/lib/env.server";
import { FALLBACK_LANGUAGE, type Language } from "~/lib/i18n";
import { i18nFor } from "~/lib/i18n.server";
import { composeMail, sendInBackground, sendMail } from "~/lib/mail.server";
import { formatPhone } from "./phone";

export type NewRequestNotice = {
  id: number;
  serviceTitle: Record<Language, string>;
  phone: string;
  name: string;
  preferredTime: string;
  message: string;
  link: string;
};

/**
 * Tells the sales team about a new callback request (SALES_EMAIL, else SUPPORT_EMAIL), in the
 * product's first language, after the visitor's answer is sent: a mail failure never loses the
 * request (it is in the inbox) and is only logged.
 */
export function notifySales(notice: NewRequestNotice) {
  sendInBackground(async () => {
    const env = getEnv();
    const lng = FALLBACK_LANGUAGE;
    const i18n = await i18nFor(lng);
    const t = (key: string, values: Record<string, string> = {}) => i18n.t(`services:email.${key}`, values);
    const service = notice.serviceTitle[lng] || notice.serviceTitle.en;
    const phone = formatPhone(notice.phone);
    const paragraphs = [
      t("service", { service }),
      t("phone", { phone }),
      ...(notice.name ? [t("name", { name: notice.name })] : []),
      t("time", { time: i18n.t(`services:form.times.${notice.preferredTime}`) }),
      ...(notice.message ? [t("message", { message: notice.message })] : []),
    ];
    const { text, html } = composeMail({ lang: lng, heading: t("heading"), paragraphs, action: { label: t("action"), url: notice.link }, footer: t("footer") });
    await sendMail({ to: env.SALES_EMAIL ?? env.SUPPORT_EMAIL, subject: t("subject", { service, phone }), text, html });
  });
}
