import fs from "node:fs/promises";
import path from "node:path";
import type { Route } from "./+types/uploads";
import { uploadsDir } from "~/lib/uploads.server";

const TYPES: Record<string, string> = { ".webp": "image/webp", ".png": "image/png", ".jpg": "image/jpeg" };

/** GET /uploads/…: files users uploaded (avatars), from DATA_DIR/uploads, never outside it. */
export async function loader({ params }: Route.LoaderArgs) {
  const root = uploadsDir();
  const file = path.resolve(root, params["*"] ?? "");
  const type = TYPES[path.extname(file)];
  if (!file.startsWith(root + path.sep) || !type) return new Response("Not found", { status: 404 });
  try {
    const body = await fs.readFile(file);
    return new Response(body, { headers: { "Content-Type": type, "Cache-Control": "public, max-age=31536000, immutable", "X-Content-Type-Options": "nosniff" } });
  } catch {
    return new Response("Not found", { status: 404 });
  }
}
