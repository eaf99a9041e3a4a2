/**
 * Stripe's request encoding: `application/x-www-form-urlencoded` with bracketed keys, as the SDK
 * writes them (`line_items[0][price]=price_1&metadata[plan]=monthly&expand[0]=data.product`), the same
 * in the query string of GET requests. Parsed into nested objects; `[0]`, `[1]`… become arrays.
 */
export type Params = { [key: string]: string | Params | Params[] | string[] };

export function parseStripeForm(encoded: string): Params {
  const root: Params = {};
  for (const [key, value] of new URLSearchParams(encoded)) {
    const path = key.match(/^[^[]+|\[[^\]]*\]/g)?.map((p) => p.replace(/^\[|\]$/g, "")) ?? [key];
    let node: any = root;
    path.forEach((part, i) => {
      const last = i === path.length - 1;
      const nextIsIndex = !last && /^\d+$/.test(path[i + 1]!);
      if (last) node[part] = value;
      else node = node[part] ??= nextIsIndex ? [] : {};
    });
  }
  return root;
}

export const str = (value: unknown): string | undefined => (typeof value === "string" ? value : undefined);
export const bool = (value: unknown): boolean | undefined => (value === "true" ? true : value === "false" ? false : undefined);
export const num = (value: unknown): number | undefined =>
  typeof value === "string" && value !== "" && !Number.isNaN(Number(value)) ? Number(value) : undefined;
export const list = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : typeof value === "string" ? [value] : [];
export const record = (value: unknown): Record<string, string> =>
  value && typeof value === "object" && !Array.isArray(value) ? Object.fromEntries(Object.entries(value).filter(([, v]) => typeof v === "string")) : {};
