import { eq } from "drizzle-orm";
import { saveCover } from "../app/features/services/covers.server";
import { CATALOGUE } from "../content/services/catalogue";
import { coverSvg } from "../content/services/covers";
import { CatalogueContent, type CoverSpec } from "../content/services/schema";
import type { Db } from "../db/client";
import { serviceGroups, services } from "../db/schema-services";

/**
 * Loads the services catalogue of content/services: a group or service is created (with its cover
 * drawn and stored) only when no row has its slug. Existing rows are never touched, so what the back
 * office changed stays changed; a hidden item stays hidden.
 */
export async function seedServices(db: Db, log: (m: string) => void = () => {}) {
  const groups = CatalogueContent.parse(CATALOGUE);
  const [groupRows, serviceRows] = await Promise.all([
    db.select({ id: serviceGroups.id, slug: serviceGroups.slug }).from(serviceGroups),
    db.select({ slug: services.slug }).from(services),
  ]);
  const knownServices = new Set(serviceRows.map((s) => s.slug));
  const cover = (spec: CoverSpec, slug: string) => saveCover(new TextEncoder().encode(coverSvg(spec)), slug);
  let created = 0;
  for (const [gi, g] of groups.entries()) {
    let groupId = groupRows.find((r) => r.slug === g.slug)?.id;
    if (!groupId) {
      const [row] = await db
        .insert(serviceGroups)
        .values({ slug: g.slug, title: g.title, subtitle: g.subtitle, position: gi, coverKey: await cover(g.cover, g.slug) })
        .onConflictDoNothing()
        .returning({ id: serviceGroups.id });
      groupId = row?.id ?? (await db.select({ id: serviceGroups.id }).from(serviceGroups).where(eq(serviceGroups.slug, g.slug)))[0]!.id;
      created++;
    }
    for (const [si, s] of g.services.entries()) {
      if (knownServices.has(s.slug)) continue;
      await db
        .insert(services)
        .values({
          groupId,
          slug: s.slug,
          title: s.title,
          subtitle: s.subtitle,
          description: s.description,
          priceMinor: s.price === null ? null : Math.round(s.price * 100),
          priceUnit: s.unit,
          status: s.status,
          position: si,
          coverKey: await cover(s.cover, s.slug),
        })
        .onConflictDoNothing();
      created++;
    }
  }
  if (created) log(`seed: services catalogue, ${created} item(s) created`);
}
