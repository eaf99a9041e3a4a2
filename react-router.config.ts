import type { Config } from "@react-router/dev/config";
import path from "node:path";
import { compressTree } from "./vite/precompress";

export default {
  ssr: true,
  // BUILD_DIR lets `npm test` build elsewhere than the `build/` an app started with `npm start` runs from.
  buildDirectory: process.env.BUILD_DIR || "build",
  // The whole route manifest comes with the page: no /__manifest request before a link or the exam's first
  // question (issue 18; "lazy" discovery fetched it on the way to every page).
  routeDiscovery: { mode: "initial" },
  // Brotli and gzip copies of the client build's files, served as they are (server/precompressed.js).
  async buildEnd({ reactRouterConfig }) {
    await compressTree(path.join(reactRouterConfig.buildDirectory, "client"));
  },
  future: {
    v8_middleware: true,
  },
} satisfies Config;
