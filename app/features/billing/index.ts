/** Public entry of the billing area: what other areas may use. */
export { PricingCards } from "./pricing-cards";
export type { PricingViewer } from "./pricing-cards";
