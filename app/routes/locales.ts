import type { Route } from "./+types/locales";
import { isLanguage, NAMESPACES } from "~/lib/i18n";
import { resources } from "~/lib/i18n.server";

/** GET /locales/{lng}/{ns}.json: one translation file, for the browser and other clients. */
export async function loader({ params }: Route.LoaderArgs) {
  const ns = params.file.replace(/\.json$/, "");
  if (!isLanguage(params.lng) || !(NAMESPACES as readonly string[]).includes(ns) || !params.file.endsWith(".json")) {
    return Response.json({ detail: "Not found." }, { status: 404 });
  }
  return Response.json(resources[params.lng]?.[ns] ?? {}, {
    headers: { "Cache-Control": "public, max-age=300, stale-while-revalidate=86400" },
  });
}
