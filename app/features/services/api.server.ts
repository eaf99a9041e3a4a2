import type { GroupSummary, ServiceSummary } from "./catalogue.server";
import { COVER_RATIO, COVER_WIDTHS, coverFile, type CoverImage } from "./cover";

/**
 * The catalogue as the REST API gives it (part 1, section 3: group {title, slug, services}, service
 * {id, title, subtitle, cover_image}, plus what a client needs to show and request it). Addresses are
 * absolute, for mobile clients.
 */
const absolute = (origin: string, path: string) => new URL(path, origin).toString();

function cover(origin: string, image: CoverImage | null) {
  if (!image) return { cover_image: null, cover_images: [] };
  const url = (w: number) => absolute(origin, `/uploads/${coverFile(image.key, w)}`);
  return {
    cover_image: url(COVER_WIDTHS[1]),
    cover_images: COVER_WIDTHS.map((w) => ({ width: w, height: Math.round(w * COVER_RATIO), url: url(w) })),
  };
}

export function apiService(origin: string, s: ServiceSummary & { description?: string }) {
  return {
    id: s.id,
    slug: s.slug,
    title: s.title,
    subtitle: s.subtitle,
    ...(s.description !== undefined ? { description: s.description } : {}),
    price: s.price ? { amount: s.price.amount, currency: s.price.currency, unit: s.price.unit } : null,
    status: s.status,
    url: absolute(origin, `/services/${s.slug}/form`),
    ...cover(origin, s.cover),
  };
}

export function apiGroup(origin: string, g: GroupSummary) {
  return {
    id: g.id,
    slug: g.slug,
    title: g.title,
    subtitle: g.subtitle,
    ...cover(origin, g.cover),
    services_count: g.total,
    services: g.services.map((s) => apiService(origin, s)),
  };
}
