import crypto from "node:crypto";
import { bool, list, num, record, str, type Params } from "./form";

/** Objects as Stripe's API (version 2026-10-28) writes them, for the fields our app and the SDK read. */
export type Obj = Record<string, any> & { id: string; object: string };

export class StripeError extends Error {
  constructor(
    public status: number,
    message: string,
    public code?: string,
    public param?: string,
  ) {
    super(message);
  }
}

const now = () => Math.floor(Date.now() / 1000);
const newId = (prefix: string) => `${prefix}_${crypto.randomBytes(12).toString("base64url").replace(/[-_]/g, "x")}`;
const PERIOD_SECONDS = { month: 30 * 86400, year: 365 * 86400, week: 7 * 86400, day: 86400 } as Record<string, number>;

/** Everything the stand-in account holds. */
export class Store {
  customers = new Map<string, Obj>();
  products = new Map<string, Obj>();
  prices = new Map<string, Obj>();
  sessions = new Map<string, Obj>();
  subscriptions = new Map<string, Obj>();
  invoices = new Map<string, Obj>();
  portalConfigurations = new Map<string, Obj>();
  portalSessions = new Map<string, Obj>();

  constructor(private base: string) {}

  missing(kind: string, id: string, param = "id"): never {
    throw new StripeError(404, `No such ${kind}: '${id}'`, "resource_missing", param);
  }

  createCustomer(p: Params): Obj {
    const c = {
      id: newId("cus"),
      object: "customer",
      email: str(p.email) ?? null,
      name: str(p.name) ?? null,
      metadata: record(p.metadata),
      created: now(),
      livemode: false,
    };
    this.customers.set(c.id, c);
    return c;
  }

  createProduct(p: Params): Obj {
    const id = str(p.id) ?? newId("prod");
    if (this.products.has(id)) throw new StripeError(400, `Product already exists.`, "resource_already_exists", "id");
    const product = {
      id,
      object: "product",
      name: str(p.name) ?? "",
      active: bool(p.active) ?? true,
      metadata: record(p.metadata),
      created: now(),
      livemode: false,
    };
    this.products.set(id, product);
    return product;
  }

  updateProduct(id: string, p: Params): Obj {
    const product = this.products.get(id) ?? this.missing("product", id);
    if (p.active !== undefined) product.active = bool(p.active);
    if (p.name !== undefined) product.name = str(p.name);
    return product;
  }

  createPrice(p: Params): Obj {
    const product = str(p.product);
    if (!product || !this.products.has(product)) this.missing("product", product ?? "", "product");
    const recurring = (p.recurring ?? {}) as Params;
    const lookupKey = str(p.lookup_key) ?? null;
    if (lookupKey) {
      const holder = [...this.prices.values()].find((x) => x.lookup_key === lookupKey);
      if (holder && !bool(p.transfer_lookup_key))
        throw new StripeError(400, `A price (\`${holder.id}\`) already uses that lookup key.`, undefined, "lookup_key");
      if (holder) holder.lookup_key = null;
    }
    const price = {
      id: newId("price"),
      object: "price",
      active: true,
      currency: str(p.currency) ?? "usd",
      unit_amount: num(p.unit_amount) ?? null,
      recurring: recurring.interval ? { interval: str(recurring.interval), interval_count: num(recurring.interval_count) ?? 1, usage_type: "licensed" } : null,
      type: recurring.interval ? "recurring" : "one_time",
      lookup_key: lookupKey,
      nickname: str(p.nickname) ?? null,
      product,
      metadata: record(p.metadata),
      created: now(),
      livemode: false,
    };
    this.prices.set(price.id, price);
    return price;
  }

  listPrices(p: Params): Obj[] {
    const keys = list(p.lookup_keys);
    const active = bool(p.active);
    return [...this.prices.values()].filter((x) => (!keys.length || keys.includes(x.lookup_key)) && (active === undefined || x.active === active));
  }

  createCheckoutSession(p: Params): Obj {
    if (str(p.mode) !== "subscription") throw new StripeError(400, "This stand-in only makes subscription-mode sessions.", undefined, "mode");
    const customer = str(p.customer);
    if (customer && !this.customers.has(customer)) this.missing("customer", customer, "customer");
    const items = (Array.isArray(p.line_items) ? p.line_items : []) as Params[];
    if (items.length !== 1) throw new StripeError(400, "Exactly one line item is expected.", undefined, "line_items");
    const price = this.prices.get(str(items[0]!.price) ?? "") ?? this.missing("price", str(items[0]!.price) ?? "", "line_items[0][price]");
    if (!str(p.success_url)) throw new StripeError(400, "Missing required param: success_url.", "parameter_missing", "success_url");
    const id = `cs_test_${crypto.randomBytes(18).toString("base64url").replace(/[-_]/g, "x")}`;
    const session = {
      id,
      object: "checkout.session",
      mode: "subscription",
      status: "open",
      payment_status: "unpaid",
      customer: customer ?? null,
      client_reference_id: str(p.client_reference_id) ?? null,
      metadata: record(p.metadata),
      success_url: str(p.success_url),
      cancel_url: str(p.cancel_url) ?? null,
      locale: str(p.locale) ?? null,
      amount_total: price.unit_amount,
      currency: price.currency,
      subscription: null,
      url: `${this.base}/checkout/${id}`,
      created: now(),
      expires_at: now() + 86400,
      livemode: false,
      // Not part of Stripe's object: what the stand-in needs to complete it.
      _price: price.id,
      _subscriptionMetadata: record((p.subscription_data as Params | undefined)?.metadata),
    };
    this.sessions.set(id, session);
    return session;
  }

  /** The buyer paid: an active subscription for the session's price, and its first paid invoice. */
  completeCheckout(sessionId: string): { session: Obj; subscription: Obj; invoice: Obj } {
    const session = this.sessions.get(sessionId) ?? this.missing("checkout.session", sessionId);
    if (session.status !== "open") throw new StripeError(400, "This Checkout Session is no longer open.", "checkout_session_not_open");
    const price = this.prices.get(session._price)!;
    const start = now();
    const end = start + (PERIOD_SECONDS[price.recurring?.interval] ?? PERIOD_SECONDS.month!);
    const subscription: Obj = {
      id: newId("sub"),
      object: "subscription",
      customer: session.customer ?? this.createCustomer({}).id,
      status: "active",
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
      ended_at: null,
      metadata: session._subscriptionMetadata,
      items: {
        object: "list",
        data: [{ id: newId("si"), object: "subscription_item", price, quantity: 1, current_period_start: start, current_period_end: end }],
        has_more: false,
        url: "/v1/subscription_items",
      },
      created: start,
      start_date: start,
      livemode: false,
    };
    this.subscriptions.set(subscription.id, subscription);
    Object.assign(session, { status: "complete", payment_status: "paid", subscription: subscription.id, customer: subscription.customer });
    return { session, subscription, invoice: this.invoiceFor(subscription, "paid") };
  }

  invoiceFor(subscription: Obj, status: "paid" | "open"): Obj {
    const item = subscription.items.data[0];
    const invoice = {
      id: newId("in"),
      object: "invoice",
      customer: subscription.customer,
      status,
      amount_due: item.price.unit_amount,
      amount_paid: status === "paid" ? item.price.unit_amount : 0,
      currency: item.price.currency,
      parent: { type: "subscription_details", subscription_details: { subscription: subscription.id, metadata: subscription.metadata } },
      created: now(),
      livemode: false,
    };
    this.invoices.set(invoice.id, invoice);
    return invoice;
  }

  /** Changes a subscription the way Stripe would (status moves, cancellation flags, a renewal). */
  updateSubscription(id: string, patch: { status?: string; cancel_at_period_end?: boolean; renew?: boolean }): Obj {
    const sub = this.subscriptions.get(id) ?? this.missing("subscription", id);
    if (sub.status === "canceled") throw new StripeError(400, "A canceled subscription can only update its cancellation_details and metadata.");
    if (patch.cancel_at_period_end !== undefined) {
      sub.cancel_at_period_end = patch.cancel_at_period_end;
      sub.canceled_at = patch.cancel_at_period_end ? now() : null;
    }
    if (patch.renew) {
      const item = sub.items.data[0];
      const length = item.current_period_end - item.current_period_start;
      item.current_period_start = item.current_period_end;
      item.current_period_end += length;
    }
    if (patch.status) {
      sub.status = patch.status;
      if (patch.status === "canceled") sub.ended_at = sub.canceled_at = now();
    }
    return sub;
  }

  createPortalConfiguration(p: Params): Obj {
    const configuration = {
      id: newId("bpc"),
      object: "billing_portal.configuration",
      active: true,
      is_default: this.portalConfigurations.size === 0,
      metadata: record(p.metadata),
      features: p.features ?? {},
      business_profile: p.business_profile ?? {},
      created: now(),
      livemode: false,
    };
    this.portalConfigurations.set(configuration.id, configuration);
    return configuration;
  }

  createPortalSession(p: Params): Obj {
    const customer = str(p.customer);
    if (!customer || !this.customers.has(customer)) this.missing("customer", customer ?? "", "customer");
    const id = newId("bps");
    const session = {
      id,
      object: "billing_portal.session",
      customer,
      return_url: str(p.return_url) ?? null,
      configuration: str(p.configuration) ?? null,
      url: `${this.base}/portal/${id}`,
      created: now(),
      livemode: false,
    };
    this.portalSessions.set(id, session);
    return session;
  }

  subscriptionsOf(customer: string): Obj[] {
    return [...this.subscriptions.values()].filter((s) => s.customer === customer);
  }
}

/** A Stripe event around an object (a copy: later changes to the object do not show in it). */
export function makeEvent(type: string, object: Obj): Obj {
  return {
    id: newId("evt"),
    object: "event",
    api_version: "2026-10-28.endive",
    created: now(),
    data: { object: structuredClone(object) },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  };
}

/** What the API returns of an object: the stand-in's private fields left out. */
export function publicView(object: Obj): Obj {
  return Object.fromEntries(Object.entries(object).filter(([k]) => !k.startsWith("_"))) as Obj;
}
