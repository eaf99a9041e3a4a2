import { z } from "zod";

/**
 * In the browser, zod compiles object schemas with `new Function` unless told not to; our CSP allows no
 * eval, and even zod's guarded probe for it shows up as a CSP violation. Imported first by app/root.tsx,
 * so it runs before any schema is built. The server (no CSP) keeps the faster compiled parsers.
 */
if (typeof document !== "undefined") z.config({ jitless: true });
