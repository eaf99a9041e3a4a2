import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";
import { i18nBrowser } from "./vite/i18n-browser";
import { pureSchemas } from "./vite/pure-schemas";
import { zodJitless } from "./vite/zod-jitless";
import { pwa } from "./vite/pwa";

export default defineConfig({
  plugins: [zodJitless(), i18nBrowser(), pureSchemas(), tailwindcss(), reactRouter(), tsconfigPaths(), pwa()],
  // Vite's dependency pre-bundling cannot bundle the native argon2 binding (server-only anyway).
  optimizeDeps: { exclude: ["@node-rs/argon2"] },
  build: {
    // `SOURCEMAP=1 npm run build` for bench/bundle-size.mjs --sources (what each route's JavaScript is made of).
    sourcemap: Boolean(process.env.SOURCEMAP),
    rollupOptions: {
      // Resource routes (the REST API, file and JSON endpoints) have no browser code, so React Router's
      // client build gives each an empty chunk (remix-run/remix#9055); nothing loads them. Other warnings stay.
      onwarn(warning, warn) {
        if (warning.code === "EMPTY_BUNDLE") return;
        warn(warning);
      },
    },
  },
  ssr: {
    // Native and wasm packages stay outside the server bundle.
    external: ["@electric-sql/pglite", "@node-rs/argon2", "sharp", "pg"],
  },
});
