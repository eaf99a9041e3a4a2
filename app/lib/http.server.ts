/** An error a client should see, with its HTTP status. The REST API answers it as {"detail": "…"}. */
export class HttpError extends Error {
  constructor(
    public status: number,
    public detail: string,
    public extra?: Record<string, unknown>,
  ) {
    super(detail);
  }
}

/** Invalid input: field -> message keys. The API answers it as 400 with the fields and a detail. */
export class ValidationError extends HttpError {
  constructor(public fields: Record<string, string[]>) {
    super(400, Object.values(fields)[0]?.[0] ?? "validation.invalid", fields);
  }
}

export function jsonError(status: number, detail: string, extra?: Record<string, unknown>, headers?: HeadersInit) {
  return Response.json({ detail, ...extra }, { status, headers });
}

/** Reads a JSON body, or a form body, into a plain object; a 400 when it is neither. */
export async function readBody(request: Request): Promise<Record<string, unknown>> {
  const type = request.headers.get("content-type") ?? "";
  try {
    if (type.includes("application/json")) {
      const body = await request.json();
      if (body && typeof body === "object" && !Array.isArray(body)) return body as Record<string, unknown>;
      throw new Error("not an object");
    }
    if (type.includes("multipart/form-data") || type.includes("application/x-www-form-urlencoded")) {
      const form = await request.formData();
      const out: Record<string, unknown> = {};
      for (const [k, v] of form.entries()) out[k] = v;
      return out;
    }
  } catch {
    throw new HttpError(400, "error.badJson");
  }
  throw new HttpError(415, "error.badContentType");
}

export function methodNotAllowed(allowed: string[]) {
  return jsonError(405, `Method not allowed. Use ${allowed.join(", ")}.`, undefined, { Allow: allowed.join(", ") });
}
