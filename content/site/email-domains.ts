/** Sign-up accepts addresses at these common free mail providers (part 1, section 5). */
export const ALLOWED_EMAIL_DOMAINS = [
  "gmail.com", "googlemail.com", "yahoo.com", "yahoo.co.uk", "ymail.com", "outlook.com", "hotmail.com", "live.com",
  "msn.com", "icloud.com", "me.com", "mac.com", "proton.me", "protonmail.com", "pm.me", "aol.com", "zoho.com",
  "gmx.com", "gmx.net", "mail.com", "yandex.com", "yandex.ru", "mail.ru", "inbox.ru", "list.ru", "bk.ru",
  "rambler.ru", "tutanota.com", "tuta.io", "fastmail.com", "hey.com", "mail.az", "box.az",
] as const;
