import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // BUILD_DIR lets `npm test` build elsewhere than the `build/` an app started with `npm start` runs from.
  buildDirectory: process.env.BUILD_DIR || "build",
  future: {
    v8_middleware: true,
  },
} satisfies Config;
