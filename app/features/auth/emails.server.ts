import type { RouterContextProvider } from "react-router";
import { clientIpContext } from "~/lib/context";
import { getEnv } from "~/lib/env.server";
import { FALLBACK_LANGUAGE, isLanguage, type Language } from "~/lib/i18n";
import { getLocale, i18nFor } from "~/lib/i18n.server";
import { composeMail, type OutgoingMail } from "~/lib/mail.server";

/**
 * The request a message is sent from: the recipient's language (the request's) and the client's
 * address (for rate limits); links are built from the request (or APP_URL).
 */
export type MailContext = { lng: Language; request: Request; ip: string };

/** The mail context of a web page's request: the page's language and the client's address. */
export function webMailContext(request: Request, context: Readonly<RouterContextProvider>): MailContext {
  const lng = getLocale(context);
  return { lng: isLanguage(lng) ? lng : FALLBACK_LANGUAGE, request, ip: context.get(clientIpContext) };
}

async function write(lng: Language, key: string, to: string, values: Record<string, string>, action?: { url: string }): Promise<OutgoingMail> {
  const i18n = await i18nFor(lng);
  const t = (k: string) => i18n.t(`auth:email.${key}.${k}`, { ...values, support: getEnv().SUPPORT_EMAIL });
  const paragraphs = (i18n.t(`auth:email.${key}.body`, { returnObjects: true, ...values, support: getEnv().SUPPORT_EMAIL }) as unknown as string[]) ?? [];
  const { text, html } = composeMail({
    lang: lng,
    heading: t("heading"),
    paragraphs,
    action: action ? { label: t("action"), url: action.url } : undefined,
    footer: i18n.t("auth:email.footer", { support: getEnv().SUPPORT_EMAIL }),
  });
  return { to, subject: t("subject"), text, html };
}

export function passwordResetMail(lng: Language, to: string, username: string, url: string) {
  return write(lng, "reset", to, { username }, { url });
}

export function emailChangeConfirmMail(lng: Language, to: string, username: string, url: string) {
  return write(lng, "emailChange", to, { username, email: to }, { url });
}

export function emailChangeNoticeMail(lng: Language, to: string, username: string, newEmail: string) {
  return write(lng, "emailChangeNotice", to, { username, email: newEmail });
}
