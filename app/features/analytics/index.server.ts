export { analyticsConfig } from "./analytics.server";
