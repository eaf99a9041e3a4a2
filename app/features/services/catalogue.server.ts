import { and, asc, eq, inArray } from "drizzle-orm";
import { getDb } from "#db/client";
import { serviceGroups, services } from "#db/schema-services";
import { HttpError, ValidationError } from "~/lib/http.server";
import type { Language } from "~/lib/i18n";
import { coverImage, type CoverImage } from "./cover";
import { pickText } from "./localize";

/** Services shown per group on the catalogue page (part 1, section 9). */
export const SERVICES_PER_GROUP = 4;

export type PriceUnit = "fixed" | "hour" | "lesson" | "month" | "course";
export type Price = { amount: number; currency: string; unit: PriceUnit } | null;

export type ServiceSummary = {
  id: number;
  slug: string;
  title: string;
  subtitle: string;
  price: Price;
  status: "open" | "soon";
  cover: CoverImage | null;
};
export type GroupSummary = { id: number; slug: string; title: string; subtitle: string; cover: CoverImage | null; services: ServiceSummary[]; total: number };
export type ServiceDetail = ServiceSummary & { description: string; group: { slug: string; title: string } };

const serviceColumns = {
  id: services.id,
  groupId: services.groupId,
  slug: services.slug,
  title: services.title,
  subtitle: services.subtitle,
  priceMinor: services.priceMinor,
  currency: services.currency,
  priceUnit: services.priceUnit,
  status: services.status,
  coverKey: services.coverKey,
};
type ServiceRow = Pick<typeof services.$inferSelect, keyof typeof serviceColumns>;

const groupColumns = {
  id: serviceGroups.id,
  slug: serviceGroups.slug,
  title: serviceGroups.title,
  subtitle: serviceGroups.subtitle,
  coverKey: serviceGroups.coverKey,
};

function summary(row: ServiceRow, lng: Language): ServiceSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: pickText(row.title, lng),
    subtitle: pickText(row.subtitle, lng),
    price: row.priceMinor === null ? null : { amount: row.priceMinor / 100, currency: row.currency, unit: row.priceUnit },
    status: row.status,
    cover: coverImage(row.coverKey),
  };
}

/** The visible groups that have visible services, in their order, each with its services (all, or the first `perGroup`). */
export async function listCatalogue(lng: Language, perGroup: number | null = SERVICES_PER_GROUP): Promise<GroupSummary[]> {
  const db = await getDb();
  const groups = await db
    .select(groupColumns)
    .from(serviceGroups)
    .where(eq(serviceGroups.hidden, false))
    .orderBy(asc(serviceGroups.position), asc(serviceGroups.id));
  if (!groups.length) return [];
  const rows = await db
    .select(serviceColumns)
    .from(services)
    .where(
      and(
        eq(services.hidden, false),
        inArray(
          services.groupId,
          groups.map((g) => g.id),
        ),
      ),
    )
    .orderBy(asc(services.position), asc(services.id));
  return groups
    .map((g) => {
      const all = rows.filter((r) => r.groupId === g.id);
      return {
        id: g.id,
        slug: g.slug,
        title: pickText(g.title, lng),
        subtitle: pickText(g.subtitle, lng),
        cover: coverImage(g.coverKey),
        services: (perGroup === null ? all : all.slice(0, perGroup)).map((r) => summary(r, lng)),
        total: all.length,
      };
    })
    .filter((g) => g.total > 0);
}

/** One visible group with all its visible services; 404 when there is none. */
export async function getGroup(slug: string, lng: Language): Promise<GroupSummary> {
  const db = await getDb();
  const [g] = await db
    .select(groupColumns)
    .from(serviceGroups)
    .where(and(eq(serviceGroups.slug, slug), eq(serviceGroups.hidden, false)));
  if (!g) throw new HttpError(404, "services:errors.groupNotFound");
  const rows = await db
    .select(serviceColumns)
    .from(services)
    .where(and(eq(services.groupId, g.id), eq(services.hidden, false)))
    .orderBy(asc(services.position), asc(services.id));
  return {
    id: g.id,
    slug: g.slug,
    title: pickText(g.title, lng),
    subtitle: pickText(g.subtitle, lng),
    cover: coverImage(g.coverKey),
    services: rows.map((r) => summary(r, lng)),
    total: rows.length,
  };
}

/** A visible service of a visible group, with its description and group; 404 when there is none. */
export async function getService(slug: string, lng: Language): Promise<ServiceDetail> {
  const db = await getDb();
  const [row] = await db
    .select({ ...serviceColumns, description: services.description, groupSlug: serviceGroups.slug, groupTitle: serviceGroups.title })
    .from(services)
    .innerJoin(serviceGroups, eq(serviceGroups.id, services.groupId))
    .where(and(eq(services.slug, slug), eq(services.hidden, false), eq(serviceGroups.hidden, false)));
  if (!row) throw new HttpError(404, "services:errors.serviceNotFound");
  return { ...summary(row, lng), description: pickText(row.description, lng), group: { slug: row.groupSlug, title: pickText(row.groupTitle, lng) } };
}

/** The service a request names, if it may be requested: unknown or hidden is 400 (a field error), "soon" too. */
export async function requestableService(slug: string): Promise<{ id: number; slug: string; title: Record<Language, string> }> {
  const db = await getDb();
  const [row] = await db
    .select({ id: services.id, slug: services.slug, title: services.title, status: services.status })
    .from(services)
    .innerJoin(serviceGroups, eq(serviceGroups.id, services.groupId))
    .where(and(eq(services.slug, slug), eq(services.hidden, false), eq(serviceGroups.hidden, false)));
  if (!row) throw new ValidationError({ service: ["services:errors.unknownService"] });
  if (row.status !== "open") throw new ValidationError({ service: ["services:errors.serviceNotOpen"] });
  return { id: row.id, slug: row.slug, title: row.title };
}
