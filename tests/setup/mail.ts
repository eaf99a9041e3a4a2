import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

/** One message as the SMTP server received it, with its parts decoded. */
export type ReceivedMail = { to: string[]; from: string; raw: string; headers: Record<string, string>; subject: string; text: string; html: string };

/**
 * A real SMTP server in the test process (smtp-server, no TLS, no auth): the app sends to it through
 * nodemailer with SMTP_URL, and tests read what arrived.
 */
export async function startSmtpServer() {
  const inbox: ReceivedMail[] = [];
  const waiters: Array<() => void> = [];
  /** How long the server takes to accept a message (to show that an answer does not wait for it). */
  const settings = { delayMs: 0 };
  /** Addresses whose next messages the server refuses (450), how many times each: a mail server failing midway. */
  const refusals = new Map<string, number>();
  const server = new SMTPServer({
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const refused = session.envelope.rcptTo.map((r) => r.address.toLowerCase()).find((a) => (refusals.get(a) ?? 0) > 0);
        if (refused) {
          refusals.set(refused, refusals.get(refused)! - 1);
          return callback(Object.assign(new Error("Mailbox busy, try again later"), { responseCode: 450 }));
        }
        setTimeout(() => {
          inbox.push({
            ...parseMessage(raw),
            raw,
            to: session.envelope.rcptTo.map((r) => r.address),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          });
          waiters.splice(0).forEach((w) => w());
          callback();
        }, settings.delayMs);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    inbox,
    get delayMs() {
      return settings.delayMs;
    },
    set delayMs(ms: number) {
      settings.delayMs = ms;
    },
    /** The first message to `address` (received after `after` messages), waiting up to `ms` for it. */
    async waitFor(address: string, options: { after?: number; ms?: number } = {}): Promise<ReceivedMail> {
      const deadline = Date.now() + (options.ms ?? 5000);
      for (;;) {
        const found = inbox.slice(options.after ?? 0).find((m) => m.to.some((t) => t.toLowerCase() === address.toLowerCase()));
        if (found) return found;
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no message to ${address} arrived`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
    /** The server refuses the next `times` messages to `address` (they never reach the inbox). */
    refuseNext(address: string, times = 1) {
      refusals.set(address.toLowerCase(), times);
    },
    messagesTo: (address: string) => inbox.filter((m) => m.to.some((t) => t.toLowerCase() === address.toLowerCase())),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first link of a message's text part that starts with `path` (e.g. "/auth/reset-password"). */
export function linkIn(mail: { text: string }, path: string): URL {
  const match = mail.text.match(new RegExp(`https?://[^\\s]*${path.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}[^\\s]*`));
  if (!match) throw new Error(`no ${path} link in:\n${mail.text}`);
  return new URL(match[0]);
}

// ---------------------------------------------------------------- a small MIME reader (no mailparser here)

function splitHead(raw: string): { headers: Record<string, string>; body: string } {
  const at = raw.search(/\r?\n\r?\n/);
  const head = at < 0 ? raw : raw.slice(0, at);
  const body = at < 0 ? "" : raw.slice(at).replace(/^\r?\n\r?\n/, "");
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

export function decodeQuotedPrintable(input: string): string {
  const soft = input.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    const hex = soft.slice(i + 1, i + 3);
    if (soft[i] === "=" && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(soft[i]!, "utf8"));
  }
  return Buffer.from(bytes).toString("utf8");
}

/** RFC 2047 encoded words (=?UTF-8?B?…?= and =?UTF-8?Q?…?=) in a header. */
export function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_, _charset: string, kind: string, data: string) =>
      kind.toUpperCase() === "B" ? Buffer.from(data, "base64").toString("utf8") : decodeQuotedPrintable(data.replace(/_/g, " ")),
    );
}

function decodeBody(body: string, encoding: string | undefined): string {
  const e = (encoding ?? "7bit").toLowerCase();
  if (e === "quoted-printable") return decodeQuotedPrintable(body);
  if (e === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  return body;
}

function parseMessage(raw: string): { headers: Record<string, string>; subject: string; text: string; html: string } {
  const { headers, body } = splitHead(raw);
  const out = { headers, subject: decodeHeader(headers.subject ?? ""), text: "", html: "" };
  const walk = (partHeaders: Record<string, string>, partBody: string) => {
    const type = (partHeaders["content-type"] ?? "text/plain").toLowerCase();
    const boundary = /boundary="?([^";]+)"?/i.exec(partHeaders["content-type"] ?? "")?.[1];
    if (type.startsWith("multipart/") && boundary) {
      const pieces = partBody.split(`--${boundary}`).slice(1);
      for (const piece of pieces) {
        if (piece.startsWith("--")) break;
        const part = splitHead(piece.replace(/^\r?\n/, ""));
        walk(part.headers, part.body);
      }
      return;
    }
    const decoded = decodeBody(partBody, partHeaders["content-transfer-encoding"]).replace(/\r\n/g, "\n");
    if (type.startsWith("text/html")) out.html ||= decoded;
    else if (type.startsWith("text/plain")) out.text ||= decoded;
  };
  walk(headers, body);
  return out;
}

export { parseMessage };
