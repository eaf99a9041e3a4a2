import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // BUILD_DIR lets `npm test` build elsewhere than the `build/` an app started with `npm start` runs from.
  buildDirectory: process.env.BUILD_DIR || "build",
  // The whole route manifest comes with the page: no /__manifest request before a link or the exam's first
  // question (issue 18; "lazy" discovery fetched it on the way to every page).
  routeDiscovery: { mode: "initial" },
  future: {
    v8_middleware: true,
  },
} satisfies Config;
