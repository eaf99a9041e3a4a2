import path from "node:path";
import type { Plugin } from "vite";

/**
 * In the browser, zod compiles object schemas with `new Function` unless told not to; our CSP allows no
 * eval, and even zod's guarded probe for it shows up as a CSP violation. The setting must come before any
 * schema is built, so in the client build every `import … from "zod"` goes through app/lib/zod-browser.ts,
 * which sets it and re-exports zod. Only pages that use zod load it (app/root.tsx no longer imports it
 * for every page); the server keeps the faster compiled parsers.
 */
export function zodJitless(): Plugin {
  const shim = path.resolve(import.meta.dirname, "../app/lib/zod-browser.ts");
  return {
    name: "sat:zod-jitless",
    enforce: "pre",
    resolveId(source, importer, options) {
      if (source !== "zod" || options?.ssr || this.environment?.config.consumer === "server") return null;
      if (importer && path.resolve(importer) === shim) return null;
      // Its setting is a side effect Rollup would keep on every page whose modules import zod, even where
      // nothing of zod is used (a module's constants beside its schemas): 4 KB of zod's core. Without side
      // effects of its own, the shim (and its setting) comes only with the zod that is used.
      return { id: shim, moduleSideEffects: false };
    },
  };
}
