/**
 * Where the e2e app server finds the Stripe stand-in (playwright.config.ts sets STRIPE_* from these)
 * and what it signs webhooks with. tests/e2e/billing.spec.ts starts the stand-in on this port.
 */
export const E2E_STRIPE = {
  port: Number(process.env.E2E_STRIPE_PORT ?? Number(process.env.E2E_PORT ?? 3210) + 8),
  secretKey: "sk_test_e2e_stand_in_0123456789",
  webhookSecret: "whsec_e2e_stand_in_0123456789abcdef",
};
