// npm run stripe:setup: creates the SAT Premium product, its prices and a Customer Portal configuration
// in the Stripe account of STRIPE_SECRET_KEY when they are missing (idempotent). See README, "Payments".
import { ensureStripeCatalogue } from "./stripe-setup.server";
import { createStripeClient } from "./stripe-client.server";

const key = process.env.STRIPE_SECRET_KEY;
if (!key) {
  console.error("STRIPE_SECRET_KEY is not set. Put your Stripe secret key (sk_test_… or sk_live_…) in the environment and run again.");
  process.exit(1);
}
try {
  const steps = await ensureStripeCatalogue(createStripeClient(key, process.env.STRIPE_API_BASE || undefined));
  for (const step of steps) console.log(`${step.done.padEnd(8)} ${step.what}`);
  console.log(key.startsWith("sk_live_") ? "Stripe (live mode) is ready." : "Stripe (test mode) is ready.");
} catch (error) {
  console.error(`Stripe setup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
