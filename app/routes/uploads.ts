import type { Route } from "./+types/uploads";
import { contentTypeForKey, getStorage } from "~/lib/storage/index.server";

/**
 * GET and HEAD /uploads/<key>: files users uploaded (avatars), from the configured storage (not lesson videos).
 * Names are random and never reused, so a file may be cached for a year. Invalid and unknown keys
 * are 404; a store that cannot be reached is 503 (logged), never a 500.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const key = params["*"] ?? "";
  // The type comes from the key's extension (an allowlist), never from what the store says.
  const type = contentTypeForKey(key);
  // Lesson videos are served by /video-lesson/:id/video, which checks that the lesson is open to the user.
  if (!type || key.startsWith("lessons/")) return notFound();
  try {
    const storage = await getStorage();
    if (request.method === "HEAD") {
      const info = await storage.head(key);
      return info ? new Response(null, { headers: headersFor(type, info.size) }) : notFound();
    }
    const file = await storage.get(key);
    return file ? new Response(file.bytes as Uint8Array<ArrayBuffer>, { headers: headersFor(type, file.size) }) : notFound();
  } catch (error) {
    console.error("storage unavailable for", key, error);
    return new Response("Storage unavailable", { status: 503, headers: { "Retry-After": "5", "Cache-Control": "no-store" } });
  }
}

function headersFor(type: string, size: number) {
  return {
    "Content-Type": type,
    "Content-Length": String(size),
    "Cache-Control": "public, max-age=31536000, immutable",
    "X-Content-Type-Options": "nosniff",
  };
}

function notFound() {
  return new Response("Not found", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "X-Content-Type-Options": "nosniff", "Cache-Control": "no-store" },
  });
}
