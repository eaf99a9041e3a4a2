import { getEnv } from "~/lib/env.server";
import type { AnalyticsConfig } from "./analytics-context";
import { consentFromCookies } from "./consent";

/** For the root loader: the measurement id (null = analytics off) and this visitor's stored answer. */
export function analyticsConfig(request: Request): AnalyticsConfig {
  const id = getEnv().ANALYTICS_MEASUREMENT_ID ?? null;
  return { id, consent: id ? consentFromCookies(request.headers.get("Cookie")) : null };
}
