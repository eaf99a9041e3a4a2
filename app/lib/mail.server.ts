import crypto from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { createTransport, type Transporter } from "nodemailer";
import { getEnv } from "./env.server";

/**
 * Outgoing e-mail. With SMTP_URL set, messages go through nodemailer to that server. Without it
 * (the embedded default) each message is written to DATA_DIR/outbox as `<id>.eml` (the message as
 * it would have been sent) plus `<id>.json` (to, subject, date and the text part, for listing at
 * /admin/outbox), and the app keeps working.
 */

/** `headers`: extra header lines (e.g. List-Unsubscribe); the text and HTML parts are both sent. */
export type OutgoingMail = { to: string; subject: string; text: string; html: string; headers?: Record<string, string> };

export type OutboxEntry = { id: string; to: string; from: string; subject: string; date: string; text: string };

export type MailMode = { kind: "smtp"; host: string } | { kind: "outbox"; dir: string };

/** Where messages go: the SMTP server (only its host is shown, never credentials), or the outbox folder. */
export function mailMode(): MailMode {
  const { SMTP_URL } = getEnv();
  if (SMTP_URL) return { kind: "smtp", host: new URL(SMTP_URL).host };
  return { kind: "outbox", dir: outboxDir() };
}

let memoryOutbox: string | undefined;

/** DATA_DIR/outbox; with DATA_DIR=memory:// a temporary folder of this process. */
export function outboxDir(): string {
  const { DATA_DIR } = getEnv();
  if (DATA_DIR !== "memory://") return path.resolve(DATA_DIR, "outbox");
  memoryOutbox ??= path.join(os.tmpdir(), `satlingo-outbox-${process.pid}-${crypto.randomBytes(4).toString("hex")}`);
  return memoryOutbox;
}

let transport: { url: string | undefined; transporter: Transporter } | undefined;

function transporter(): Transporter {
  const url = getEnv().SMTP_URL;
  if (transport && transport.url === url) return transport.transporter;
  const created = url ? createTransport(url, {}) : createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  transport = { url, transporter: created };
  return created;
}

/** Sends one message now (SMTP) or writes it to the outbox; throws when delivery fails. */
export async function sendMail(mail: OutgoingMail): Promise<void> {
  const from = getEnv().MAIL_FROM;
  const info = await transporter().sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, headers: mail.headers });
  if (mailMode().kind === "outbox") await writeToOutbox({ ...mail, from }, info.message as Buffer);
}

async function writeToOutbox(mail: OutgoingMail & { from: string }, raw: Buffer) {
  const dir = outboxDir();
  await fs.mkdir(dir, { recursive: true });
  const date = new Date();
  // Names sort by time: milliseconds (13 digits until the year 2286) and a random tail.
  const id = `${date.getTime()}-${crypto.randomBytes(6).toString("hex")}`;
  await fs.writeFile(path.join(dir, `${id}.eml`), raw);
  const entry: OutboxEntry = { id, to: mail.to, from: mail.from, subject: mail.subject, date: date.toISOString(), text: mail.text };
  // The index file is written last and renamed into place, so a listing never sees half a message.
  const tmp = path.join(dir, `.${id}.json.tmp`);
  await fs.writeFile(tmp, JSON.stringify(entry, null, 2));
  await fs.rename(tmp, path.join(dir, `${id}.json`));
}

const ID = /^\d{13}-[0-9a-f]{12}$/;

/** The newest messages of the outbox first (at most `limit`). */
export async function listOutbox(limit = 100): Promise<OutboxEntry[]> {
  let names: string[];
  try {
    names = await fs.readdir(outboxDir());
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  const ids = names
    .filter((n) => n.endsWith(".json") && ID.test(n.slice(0, -5)))
    .map((n) => n.slice(0, -5))
    .sort()
    .reverse()
    .slice(0, limit);
  const entries = await Promise.all(
    ids.map(async (id) => {
      try {
        return JSON.parse(await fs.readFile(path.join(outboxDir(), `${id}.json`), "utf8")) as OutboxEntry;
      } catch {
        return null; // removed meanwhile, or not ours
      }
    }),
  );
  return entries.filter((e): e is OutboxEntry => !!e);
}

/** The .eml file of an outbox message (for tests and for reading the whole message). */
export function outboxFile(id: string): string {
  if (!ID.test(id)) throw new Error("not an outbox id");
  return path.join(outboxDir(), `${id}.eml`);
}

const pending = new Set<Promise<void>>();

/**
 * Runs a mail job after the answer is sent, so that the answer does not wait for (or reveal) it:
 * a password reset answers the same, as fast, whether or not the address has an account. Failures
 * are logged, never shown to the requester.
 */
export function sendInBackground(job: () => Promise<void>): void {
  const run = Promise.resolve()
    .then(job)
    .catch((error) => {
      if (getEnv().LOG_LEVEL !== "silent") console.error("mail: a background message could not be sent", error);
    })
    .finally(() => pending.delete(run));
  pending.add(run);
}

/** Waits until every background mail job has finished (tests, shutdown). */
export async function mailSettled(): Promise<void> {
  while (pending.size) await Promise.all([...pending]);
}

/** Host names of this machine: a request addressed to one can only come from it. */
const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * An absolute link into the app (e-mails, Stripe's return addresses): always APP_URL, the configured
 * public address, never the request's Host header, which the client chooses (a reset link mailed to
 * `http://evil.example/…`). APP_URL is required in production (app/lib/env.server.ts); in development
 * without it, the request's own address when it is this machine (`npm run dev`, the tests), else
 * http://localhost:PORT.
 */
export function appLink(request: Request, pathAndQuery: string): string {
  const { APP_URL } = getEnv();
  const own = new URL(request.url);
  if (APP_URL || !LOOPBACK.has(own.hostname)) return appUrl(pathAndQuery);
  return new URL(pathAndQuery, own.origin).toString();
}

/** An absolute link into the app without a request (mail sent by a job): APP_URL, else http://localhost:PORT. */
export function appUrl(pathAndQuery: string): string {
  const { APP_URL, PORT } = getEnv();
  if (APP_URL) return new URL(pathAndQuery, APP_URL.endsWith("/") ? APP_URL : `${APP_URL}/`).toString();
  return new URL(pathAndQuery, `http://localhost:${PORT}`).toString();
}

export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/**
 * A message's two parts from the same pieces: paragraphs, an optional button link, a closing line.
 * The HTML is a plain, inline-styled page; every piece of text is escaped.
 */
export function composeMail(parts: { lang: string; heading: string; paragraphs: string[]; action?: { label: string; url: string }; footer: string }) {
  const { lang, heading, paragraphs, action, footer } = parts;
  const text = [heading, "", ...paragraphs.flatMap((p) => [p, ""]), ...(action ? [`${action.label}:`, action.url, ""] : []), "--", footer, ""].join("\n");
  const p = (s: string) => `<p style="margin:0 0 16px">${escapeHtml(s)}</p>`;
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#2753e0;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600;display:inline-block">${escapeHtml(action.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:13px;color:#475569;word-break:break-all">${escapeHtml(action.url)}</p>`
    : "";
  const html = `<!doctype html><html lang="${escapeHtml(lang)}"><head><meta charset="utf-8"><title>${escapeHtml(heading)}</title></head><body style="margin:0;padding:24px;background:#f8fafc;font-family:Arial,Helvetica,sans-serif;color:#0f172a;line-height:1.5"><div style="max-width:560px;margin:0 auto;background:#ffffff;border:1px solid #e2e8f0;border-radius:12px;padding:24px"><h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(heading)}</h1>${paragraphs.map(p).join("")}${button}<p style="margin:24px 0 0;font-size:13px;color:#64748b">${escapeHtml(footer)}</p></div></body></html>`;
  return { text, html };
}
