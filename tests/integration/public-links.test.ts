import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { closeDb } from "#db/client";
import { clientIpContext } from "~/lib/context";
import { appLink, mailSettled } from "~/lib/mail.server";
import * as resetRoute from "~/routes/api/auth/password-reset";
import * as signupRoute from "~/routes/api/auth/signup";
import { linkIn, startSmtpServer } from "../setup/mail";
import { callRoute, uniqueName } from "../setup/request";

/**
 * Issue 27: links are built only from the configured public address (APP_URL), never from the Host
 * header a client sends. Production refuses to start without APP_URL; development without it links to
 * the request's own address only when that is this machine, else to http://localhost:PORT.
 */
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
  process.env.SMTP_URL = smtp.url;
});
afterAll(async () => {
  await mailSettled();
  await closeDb();
  await smtp.close();
});

const DEV_DEFAULT = `http://localhost:${process.env.PORT ?? 3000}`;

function postAs(host: string, json: unknown) {
  const request = new Request(`http://${host}/api/auth/password-reset/`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Host: host },
    body: JSON.stringify(json),
  });
  const context = new RouterContextProvider();
  context.set(clientIpContext, uniqueName("ip"));
  return resetRoute.action({ request, params: {}, context } as never) as Promise<Response>;
}

describe("absolute links", () => {
  it("POST /api/auth/password-reset/ with Host: evil.example mails a link to the app's own address, not to evil.example", async () => {
    const username = uniqueName("poison");
    const email = `${username}@gmail.com`;
    const signup = await callRoute(signupRoute, {
      json: { username, email, password: "poison-pass-5521", confirmPassword: "poison-pass-5521", first_name: "A", last_name: "B" },
      ip: uniqueName("ip"),
    });
    expect(signup.status).toBe(201);
    const after = smtp.inbox.length;
    expect((await postAs("evil.example", { email })).status).toBe(200);
    const link = linkIn(await smtp.waitFor(email, { after }), "/auth/reset-password");
    expect(link.origin).toBe(DEV_DEFAULT);
    expect(smtp.inbox.slice(after).some((m) => m.text.includes("evil.example") || m.html.includes("evil.example"))).toBe(false);
  });

  it("Stripe's return addresses and every other link: the request's address only when it is this machine", () => {
    const from = (url: string) => new Request(url);
    expect(appLink(from("http://evil.example/billing"), "/success")).toBe(`${DEV_DEFAULT}/success`);
    expect(appLink(from("http://localhost:5173/billing"), "/cancel")).toBe("http://localhost:5173/cancel");
    expect(appLink(from("http://127.0.0.1:3210/x"), "/auth/confirm-email?token=a")).toBe("http://127.0.0.1:3210/auth/confirm-email?token=a");
  });
});

describe("the public address (APP_URL)", () => {
  const saved = { ...process.env };
  afterAll(() => {
    process.env = saved;
    vi.resetModules();
  });
  async function freshEnv(vars: Record<string, string | undefined>) {
    vi.resetModules();
    process.env = { ...saved, ...vars };
    for (const [k, v] of Object.entries(vars)) if (v === undefined) delete process.env[k];
    return { env: await import("~/lib/env.server"), mail: await import("~/lib/mail.server") };
  }

  it("is what every link points to when set, whatever the request's Host", async () => {
    const { mail } = await freshEnv({ APP_URL: "https://satlingo.example" });
    expect(mail.appLink(new Request("http://evil.example/"), "/auth/reset-password?token=t")).toBe("https://satlingo.example/auth/reset-password?token=t");
    expect(mail.appLink(new Request("http://localhost/"), "/success")).toBe("https://satlingo.example/success");
  });

  it("is required in production: the server refuses to start with a message naming APP_URL", async () => {
    const { env } = await freshEnv({ NODE_ENV: "production", APP_URL: undefined });
    expect(() => env.getEnv()).toThrow(/Invalid environment configuration:\n\s+APP_URL: required when NODE_ENV=production/);
    const ok = await freshEnv({ NODE_ENV: "production", APP_URL: "https://satlingo.example" });
    expect(ok.env.getEnv().APP_URL).toBe("https://satlingo.example");
  });
});
