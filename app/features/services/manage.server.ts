import { and, asc, eq, ne, sql } from "drizzle-orm";
import { getDb } from "#db/client";
import { serviceGroups, services, type LocalizedText } from "#db/schema-services";
import { HttpError, ValidationError } from "~/lib/http.server";
import { SUPPORTED_LANGUAGES, type Language } from "~/lib/i18n";
import { coverImage } from "./cover";
import { deleteCover, saveCover } from "./covers.server";
import { pickText } from "./localize";
import { priceToMinor, type GroupFormSchema, type MoveSchema, type ServiceFormSchema } from "./manage-schemas";
import type { z } from "zod";

type GroupForm = z.output<typeof GroupFormSchema>;
type ServiceForm = z.output<typeof ServiceFormSchema>;
type Move = z.output<typeof MoveSchema>;

const texts = (form: Record<string, unknown>, name: string): LocalizedText =>
  Object.fromEntries(SUPPORTED_LANGUAGES.map((l) => [l, String(form[`${name}_${l}`] ?? "")])) as LocalizedText;

/** The whole catalogue for the back office, hidden items included, in order. */
export async function catalogueForAdmin(lng: Language) {
  const db = await getDb();
  const [groups, rows] = await Promise.all([
    db.select().from(serviceGroups).orderBy(asc(serviceGroups.position), asc(serviceGroups.id)),
    db.select().from(services).orderBy(asc(services.position), asc(services.id)),
  ]);
  return groups.map((g) => ({
    id: g.id,
    slug: g.slug,
    title: pickText(g.title, lng),
    hidden: g.hidden,
    cover: coverImage(g.coverKey),
    services: rows
      .filter((s) => s.groupId === g.id)
      .map((s) => ({ id: s.id, slug: s.slug, title: pickText(s.title, lng), hidden: s.hidden, status: s.status, priceMinor: s.priceMinor })),
  }));
}

export async function groupForEdit(id: number) {
  const db = await getDb();
  const [g] = await db.select().from(serviceGroups).where(eq(serviceGroups.id, id));
  if (!g) throw new HttpError(404, "services:errors.groupNotFound");
  return { id: g.id, slug: g.slug, title: g.title, subtitle: g.subtitle, hidden: g.hidden, cover: coverImage(g.coverKey) };
}

export async function serviceForEdit(id: number) {
  const db = await getDb();
  const [s] = await db.select().from(services).where(eq(services.id, id));
  if (!s) throw new HttpError(404, "services:errors.serviceNotFound");
  return {
    id: s.id,
    slug: s.slug,
    groupId: s.groupId,
    title: s.title,
    subtitle: s.subtitle,
    description: s.description,
    price: s.priceMinor === null ? "" : (s.priceMinor / 100).toFixed(s.priceMinor % 100 ? 2 : 0),
    unit: s.priceUnit,
    status: s.status,
    hidden: s.hidden,
    cover: coverImage(s.coverKey),
  };
}

async function nextPosition(table: typeof serviceGroups | typeof services, groupId?: number) {
  const db = await getDb();
  const where = groupId !== undefined && table === services ? eq(services.groupId, groupId) : undefined;
  const [r] = await db
    .select({ max: sql<number | null>`max(${table.position})` })
    .from(table)
    .where(where);
  return (r?.max ?? -1) + 1;
}

/** Creates (slug given) or updates a group; a new cover replaces the old one. */
export async function saveGroup(id: number | null, form: GroupForm, slug: string | null, cover: File | null) {
  const db = await getDb();
  const values = { title: texts(form, "title"), subtitle: texts(form, "subtitle"), hidden: form.hidden, updatedAt: new Date() };
  if (id === null) {
    const [taken] = await db.select({ id: serviceGroups.id }).from(serviceGroups).where(eq(serviceGroups.slug, slug!));
    if (taken) throw new ValidationError({ slug: ["services:errors.slugTaken"] });
    const coverKey = cover ? await saveCover(new Uint8Array(await cover.arrayBuffer()), slug!) : null;
    const [row] = await db
      .insert(serviceGroups)
      .values({ ...values, slug: slug!, coverKey, position: await nextPosition(serviceGroups) })
      .returning({ id: serviceGroups.id });
    return row!.id;
  }
  const [old] = await db.select({ coverKey: serviceGroups.coverKey, slug: serviceGroups.slug }).from(serviceGroups).where(eq(serviceGroups.id, id));
  if (!old) throw new HttpError(404, "services:errors.groupNotFound");
  const coverKey = cover ? await saveCover(new Uint8Array(await cover.arrayBuffer()), old.slug) : undefined;
  await db
    .update(serviceGroups)
    .set({ ...values, ...(coverKey ? { coverKey } : {}) })
    .where(eq(serviceGroups.id, id));
  if (coverKey) await deleteCover(old.coverKey);
  return id;
}

/** Creates (slug given) or updates a service; moving it to another group puts it last there. */
export async function saveService(id: number | null, form: ServiceForm, slug: string | null, cover: File | null) {
  const db = await getDb();
  const [group] = await db.select({ id: serviceGroups.id }).from(serviceGroups).where(eq(serviceGroups.id, form.group));
  if (!group) throw new ValidationError({ group: ["services:errors.groupRequired"] });
  const values = {
    groupId: form.group,
    title: texts(form, "title"),
    subtitle: texts(form, "subtitle"),
    description: texts(form, "description"),
    priceMinor: priceToMinor(form.price),
    priceUnit: form.unit,
    status: form.status,
    hidden: form.hidden,
    updatedAt: new Date(),
  };
  if (id === null) {
    const [taken] = await db.select({ id: services.id }).from(services).where(eq(services.slug, slug!));
    if (taken) throw new ValidationError({ slug: ["services:errors.slugTaken"] });
    const coverKey = cover ? await saveCover(new Uint8Array(await cover.arrayBuffer()), slug!) : null;
    const [row] = await db
      .insert(services)
      .values({ ...values, slug: slug!, coverKey, position: await nextPosition(services, form.group) })
      .returning({ id: services.id });
    return row!.id;
  }
  const [old] = await db.select({ coverKey: services.coverKey, slug: services.slug, groupId: services.groupId }).from(services).where(eq(services.id, id));
  if (!old) throw new HttpError(404, "services:errors.serviceNotFound");
  const coverKey = cover ? await saveCover(new Uint8Array(await cover.arrayBuffer()), old.slug) : undefined;
  const position = old.groupId !== form.group ? { position: await nextPosition(services, form.group) } : {};
  await db
    .update(services)
    .set({ ...values, ...position, ...(coverKey ? { coverKey } : {}) })
    .where(eq(services.id, id));
  if (coverKey) await deleteCover(old.coverKey);
  return id;
}

/** Moves a group or service one place up or down among its siblings, or hides or shows it. */
export async function changeItem(move: Move) {
  const db = await getDb();
  const table = move.kind === "group" ? serviceGroups : services;
  if (move.intent !== "move") {
    const [r] = await db
      .update(table)
      .set({ hidden: move.intent === "hide", updatedAt: new Date() })
      .where(eq(table.id, move.id))
      .returning({ id: table.id });
    if (!r) throw new HttpError(404, move.kind === "group" ? "services:errors.groupNotFound" : "services:errors.serviceNotFound");
    return;
  }
  await db.transaction(async (tx) => {
    let siblings: { id: number }[];
    if (move.kind === "group") {
      siblings = await tx.select({ id: serviceGroups.id }).from(serviceGroups).orderBy(asc(serviceGroups.position), asc(serviceGroups.id)).for("update");
    } else {
      const [me] = await tx.select({ groupId: services.groupId }).from(services).where(eq(services.id, move.id));
      if (!me) throw new HttpError(404, "services:errors.serviceNotFound");
      siblings = await tx
        .select({ id: services.id })
        .from(services)
        .where(eq(services.groupId, me.groupId))
        .orderBy(asc(services.position), asc(services.id))
        .for("update");
    }
    const ids = siblings.map((s) => s.id);
    const at = ids.indexOf(move.id);
    if (at < 0) throw new HttpError(404, "services:errors.groupNotFound");
    const to = move.direction === "up" ? at - 1 : at + 1;
    if (to < 0 || to >= ids.length) return;
    [ids[at], ids[to]] = [ids[to]!, ids[at]!];
    for (const [position, id] of ids.entries())
      await tx
        .update(table)
        .set({ position })
        .where(and(eq(table.id, id), ne(table.position, position)));
  });
}
