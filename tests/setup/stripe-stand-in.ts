import http from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { parseStripeForm, type Params } from "./stripe-stand-in/form";
import { checkoutPage, portalPage } from "./stripe-stand-in/pages";
import { makeEvent, publicView, Store, StripeError, type Obj } from "./stripe-stand-in/store";

/** Where the stand-in sends events: the running app's URL, or a function (integration tests call the route in-process). */
export type WebhookTarget = { url: string } | { handler: (body: string, signature: string) => Promise<Response> };

export type StandInOptions = {
  port?: number;
  secretKey?: string;
  webhookSecret?: string;
  webhook?: WebhookTarget;
  /** Delay before the events of a completed checkout are sent (the app shows "confirming" meanwhile). */
  webhookDelayMs?: number;
  /** Keep those events until the test calls `releaseHeld()` (to see the app before the webhook arrives). */
  holdCheckoutEvents?: boolean;
  /** The order of those events: Stripe promises none. */
  checkoutEventOrder?: ("checkout.session.completed" | "customer.subscription.created" | "invoice.paid")[];
};

export type StripeStandIn = Awaited<ReturnType<typeof startStripeStandIn>>;

/**
 * A local stand-in for the part of Stripe's API the app uses, speaking its wire format: form-encoded
 * requests with bracketed keys, `Authorization: Bearer sk_…`, JSON objects with `object` and `id`,
 * `{object: "list", data}` envelopes, errors as `{error: {type, message, code, param}}`, idempotency
 * keys honoured. Calls: customers, products (fixed ids), prices (lookup keys, transfer), checkout
 * sessions, billing portal configurations and sessions, subscriptions retrieve. Hosted pages: a
 * Checkout page whose Pay button completes the session and sends the signed events to the app, and a
 * Customer Portal that cancels at period end. Test code drives the rest (status changes, events).
 */
export async function startStripeStandIn(options: StandInOptions = {}) {
  const secretKey = options.secretKey ?? "sk_test_standin_0123456789";
  const webhookSecret = options.webhookSecret ?? "whsec_standin_0123456789abcdef";
  const signer = new Stripe(secretKey);
  let target = options.webhook;
  const requests: { method: string; path: string; params: Params }[] = [];
  const deliveries: { event: Obj; status: number }[] = [];
  const idempotent = new Map<string, { status: number; body: unknown }>();
  const failures: { status: number; type: string; message: string }[] = [];
  const held: Obj[] = [];
  let base = "";
  // eslint-disable-next-line prefer-const -- assigned once the server has its port, after the handlers that read it are defined
  let store: Store;

  /** Sends an event as Stripe does: the JSON body signed with the endpoint's secret in Stripe-Signature. */
  async function deliver(event: Obj, { secret = webhookSecret, signature }: { secret?: string; signature?: string | null } = {}) {
    const payload = JSON.stringify(event, null, 2);
    const header = signature === undefined ? signer.webhooks.generateTestHeaderString({ payload, secret }) : signature;
    if (!target) throw new Error("the Stripe stand-in has no webhook target");
    let response: Response;
    if ("handler" in target) response = await target.handler(payload, header ?? "");
    else {
      const headers: Record<string, string> = {
        "Content-Type": "application/json; charset=utf-8",
        "User-Agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)",
      };
      if (header !== null) headers["Stripe-Signature"] = header;
      response = await fetch(target.url, { method: "POST", headers, body: payload });
    }
    deliveries.push({ event, status: response.status });
    return response;
  }

  async function api(method: string, path: string, p: Params): Promise<unknown> {
    const m = (re: RegExp) => path.match(re);
    let match: RegExpMatchArray | null;
    const listOf = (data: Obj[], url: string) => ({ object: "list", data: data.map(publicView), has_more: false, url });
    if (method === "POST" && path === "/v1/customers") return store.createCustomer(p);
    if (method === "GET" && (match = m(/^\/v1\/customers\/([^/]+)$/))) return store.customers.get(match[1]!) ?? store.missing("customer", match[1]!);
    if (method === "POST" && path === "/v1/products") return store.createProduct(p);
    if (method === "GET" && (match = m(/^\/v1\/products\/([^/]+)$/))) return store.products.get(match[1]!) ?? store.missing("product", match[1]!);
    if (method === "POST" && (match = m(/^\/v1\/products\/([^/]+)$/))) return store.updateProduct(match[1]!, p);
    if (method === "GET" && path === "/v1/prices") return listOf(store.listPrices(p), "/v1/prices");
    if (method === "POST" && path === "/v1/prices") return store.createPrice(p);
    if (method === "POST" && path === "/v1/checkout/sessions") return publicView(store.createCheckoutSession(p));
    if (method === "GET" && (match = m(/^\/v1\/checkout\/sessions\/([^/]+)$/)))
      return publicView(store.sessions.get(match[1]!) ?? store.missing("checkout.session", match[1]!));
    if (method === "GET" && (match = m(/^\/v1\/subscriptions\/([^/]+)$/)))
      return store.subscriptions.get(match[1]!) ?? store.missing("subscription", match[1]!);
    if (method === "GET" && path === "/v1/billing_portal/configurations") {
      const wantDefault = p.is_default === undefined ? undefined : p.is_default === "true";
      return listOf(
        [...store.portalConfigurations.values()].filter((c) => wantDefault === undefined || c.is_default === wantDefault),
        path,
      );
    }
    if (method === "POST" && path === "/v1/billing_portal/configurations") return store.createPortalConfiguration(p);
    if (method === "POST" && path === "/v1/billing_portal/sessions") return store.createPortalSession(p);
    throw new StripeError(404, `Unrecognized request URL (${method}: ${path}).`);
  }

  async function hosted(method: string, path: string, res: http.ServerResponse) {
    let match: RegExpMatchArray | null;
    const html = (body: string, status = 200) => res.writeHead(status, { "Content-Type": "text/html; charset=utf-8" }).end(body);
    if (method === "GET" && (match = path.match(/^\/checkout\/([^/]+)$/))) {
      const session = store.sessions.get(match[1]!);
      return session ? html(checkoutPage(session, store.prices.get(session._price)!)) : html("<h1>No such checkout</h1>", 404);
    }
    if (method === "POST" && (match = path.match(/^\/checkout\/([^/]+)\/pay$/))) {
      const { session, subscription, invoice } = store.completeCheckout(match[1]!);
      const events: Record<string, Obj> = {
        "checkout.session.completed": makeEvent("checkout.session.completed", publicView(session)),
        "customer.subscription.created": makeEvent("customer.subscription.created", subscription),
        "invoice.paid": makeEvent("invoice.paid", invoice),
      };
      const order = options.checkoutEventOrder ?? ["customer.subscription.created", "invoice.paid", "checkout.session.completed"];
      if (options.holdCheckoutEvents) held.push(...order.map((type) => events[type]!));
      else {
        setTimeout(async () => {
          for (const type of order) await deliver(events[type]!).catch((error) => console.error("stand-in: webhook delivery failed", error));
        }, options.webhookDelayMs ?? 0);
      }
      return res.writeHead(303, { Location: session.success_url.replace("{CHECKOUT_SESSION_ID}", session.id) }).end();
    }
    if (method === "GET" && (match = path.match(/^\/portal\/([^/]+)$/))) {
      const session = store.portalSessions.get(match[1]!);
      return session ? html(portalPage(session, store.subscriptionsOf(session.customer))) : html("<h1>No such portal session</h1>", 404);
    }
    if (method === "POST" && (match = path.match(/^\/portal\/([^/]+)\/cancel\/([^/]+)$/))) {
      const sub = store.updateSubscription(match[2]!, { cancel_at_period_end: true });
      await deliver(makeEvent("customer.subscription.updated", sub)).catch((error) => console.error("stand-in: webhook delivery failed", error));
      return res.writeHead(303, { Location: `/portal/${match[1]}` }).end();
    }
    html("<h1>Not found</h1>", 404);
  }

  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const url = new URL(req.url ?? "/", base);
    const method = req.method ?? "GET";
    const json = (status: number, body: unknown) =>
      res.writeHead(status, { "Content-Type": "application/json", "Request-Id": `req_${Date.now()}` }).end(JSON.stringify(body));
    try {
      if (!url.pathname.startsWith("/v1/")) return await hosted(method, url.pathname, res);
      if (req.headers.authorization !== `Bearer ${secretKey}`) {
        return json(401, {
          error: { type: "invalid_request_error", message: `Invalid API Key provided: ${(req.headers.authorization ?? "").slice(7, 15)}****` },
        });
      }
      const params = parseStripeForm(method === "GET" ? url.search.slice(1) : Buffer.concat(chunks).toString("utf8"));
      requests.push({ method, path: url.pathname, params });
      const failure = failures.shift();
      if (failure) return json(failure.status, { error: { type: failure.type, message: failure.message } });
      const key = method === "POST" ? req.headers["idempotency-key"] : undefined;
      const remembered = typeof key === "string" ? idempotent.get(`${url.pathname} ${key}`) : undefined;
      if (remembered) return json(remembered.status, remembered.body);
      const body = await api(method, url.pathname, params);
      if (typeof key === "string") idempotent.set(`${url.pathname} ${key}`, { status: 200, body });
      json(200, body);
    } catch (error) {
      if (error instanceof StripeError)
        return json(error.status, { error: { type: "invalid_request_error", message: error.message, code: error.code, param: error.param } });
      json(500, { error: { type: "api_error", message: error instanceof Error ? error.message : String(error) } });
    }
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  store = new Store(base);

  return {
    url: base,
    secretKey,
    webhookSecret,
    store,
    requests,
    deliveries,
    deliver,
    event: makeEvent,
    setWebhookTarget: (t: WebhookTarget) => void (target = t),
    /** The next API calls fail with this error (Stripe's shape), one per entry. */
    failNext: (status = 400, type = "invalid_request_error", message = "Stand-in failure") => void failures.push({ status, type, message }),
    /** Completes a Checkout Session as if the buyer paid; returns the events Stripe would send, not sent. */
    pay(sessionId: string) {
      const { session, subscription, invoice } = store.completeCheckout(sessionId);
      return {
        subscription,
        completed: makeEvent("checkout.session.completed", publicView(session)),
        created: makeEvent("customer.subscription.created", subscription),
        paid: makeEvent("invoice.paid", invoice),
      };
    },
    /** Sends the events held back (holdCheckoutEvents), in order; returns the app's answers' statuses. */
    async releaseHeld() {
      const statuses: number[] = [];
      for (const event of held.splice(0)) statuses.push((await deliver(event)).status);
      return statuses;
    },
    heldCount: () => held.length,
    /** Waits until `count` events were delivered (the hosted pages send them in the background). */
    async waitForDeliveries(count: number, timeoutMs = 10_000) {
      const until = Date.now() + timeoutMs;
      while (deliveries.length < count) {
        if (Date.now() > until) throw new Error(`only ${deliveries.length} of ${count} webhook deliveries after ${timeoutMs} ms`);
        await new Promise((r) => setTimeout(r, 50));
      }
      return deliveries;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
