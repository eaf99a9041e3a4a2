// The browser's zod (see vite/zod-jitless.ts): no `new Function`, which our CSP forbids.
import { z as zod } from "zod";

zod.config({ jitless: true });

// `z` is this module's own binding, not a re-export: a module that uses it brings the setting above with
// it, and one that imports zod without using it (constants beside its schemas) brings neither (the shim
// has no side effects of its own for Rollup, vite/zod-jitless.ts).
export const z = zod;
export * from "zod";
