import type { Obj } from "./store";

const escape = (s: unknown) => String(s ?? "").replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
const money = (cents: number, currency: string) => `${(cents / 100).toFixed(2)} ${currency.toUpperCase()}`;

function page(title: string, body: string) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#0f172a}button{font:inherit;padding:.6rem 1.2rem;border-radius:.5rem;border:0;background:#4f46e5;color:#fff;cursor:pointer}a{color:#4f46e5}</style>
</head><body>${body}</body></html>`;
}

/** The stand-in's hosted Checkout page: what is bought, a Pay button and a way back. */
export function checkoutPage(session: Obj, price: Obj): string {
  if (session.status !== "open") {
    return page(
      "Checkout",
      `<h1>This checkout is ${escape(session.status)}</h1><p><a href="${escape(session.success_url?.replace("{CHECKOUT_SESSION_ID}", session.id))}">Return to the merchant</a></p>`,
    );
  }
  return page(
    "Stand-in Checkout",
    `<h1>Stand-in Checkout</h1>
<p data-testid="checkout-item">${escape(price.nickname ?? price.product)}: ${escape(money(price.unit_amount, price.currency))} every ${escape(price.recurring?.interval)}</p>
<form method="post" action="/checkout/${escape(session.id)}/pay"><button type="submit">Pay and subscribe</button></form>
${session.cancel_url ? `<p><a href="${escape(session.cancel_url)}">Cancel and go back</a></p>` : ""}`,
  );
}

/** The stand-in's Customer Portal: the subscriptions of the customer, cancel at period end, return link. */
export function portalPage(session: Obj, subscriptions: Obj[]): string {
  const rows = subscriptions
    .map(
      (
        s,
      ) => `<li data-testid="portal-subscription">${escape(s.items.data[0]?.price?.nickname ?? s.id)}: ${escape(s.status)}${s.cancel_at_period_end ? " (cancels at period end)" : ""}
${s.status !== "canceled" && !s.cancel_at_period_end ? `<form method="post" action="/portal/${escape(session.id)}/cancel/${escape(s.id)}"><button type="submit">Cancel subscription</button></form>` : ""}</li>`,
    )
    .join("");
  return page(
    "Stand-in Customer Portal",
    `<h1>Stand-in Customer Portal</h1><ul>${rows || "<li>No subscriptions</li>"}</ul><p><a href="${escape(session.return_url)}">Return to SAT Lingo</a></p>`,
  );
}
