// Production server: `npm start` (after `npm run build`). Serves the built assets and the app.
import { createApp } from "./server/app.js";

import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

// BUILD_DIR (default build/): `npm test` builds and serves its own copy so a running app is left alone.
const buildDir = path.resolve(process.env.BUILD_DIR || "build");
if (!fs.existsSync(path.join(buildDir, "server/index.js"))) {
  console.error(`No build found in ${buildDir}: run \`npm run build\` first (or \`npm run dev\` for development).`);
  process.exit(1);
}
const build = await import(pathToFileURL(path.join(buildDir, "server/index.js")).href);

try {
  await build.entry.module.bootstrap();
} catch (error) {
  // A configuration mistake (app/lib/env.server.ts) is told plainly, without a stack trace.
  if (error instanceof Error && error.message.startsWith("Invalid environment configuration")) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

// The Express app (server/app.js): the autosave fast path, compression, static files, React Router.
const app = createApp({ build, buildDir });

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "0.0.0.0";
const server = app.listen(port, host, () => console.log(`SAT Lingo listening on http://localhost:${port}`));

// Finish requests in flight and close the database before exiting.
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, () => {
    server.close(async () => {
      await build.entry.module.shutdown?.();
      process.exit(0);
    });
    setTimeout(() => process.exit(0), 5000).unref();
  });
}
