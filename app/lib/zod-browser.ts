// The browser's zod (see vite/zod-jitless.ts): no `new Function`, which our CSP forbids.
import { z } from "zod";

z.config({ jitless: true });

export * from "zod";
