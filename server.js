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

// SIGTERM/SIGINT: /readyz turns 503 and the listener closes (nothing new is accepted; a load balancer
// sends the next request elsewhere), requests in flight finish and their keep-alive connections close as
// they go idle, the jobs stop, then the database pool closes. SHUTDOWN_TIMEOUT_SECONDS bounds the wait
// (a server-sent-events stream would otherwise hold it open); then what is left is cut.
const graceMs = Number(process.env.SHUTDOWN_TIMEOUT_SECONDS || 25) * 1000;
let stopping = false;
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    app.locals.stopping = true;
    build.entry.module.availability.beginShutdown();
    const idle = setInterval(() => server.closeIdleConnections(), 250);
    const cut = setTimeout(() => server.closeAllConnections(), graceMs);
    server.close(async () => {
      clearInterval(idle);
      clearTimeout(cut);
      try {
        await build.entry.module.shutdown?.();
      } catch (error) {
        console.error("shutdown:", error);
      }
      process.exit(0);
    });
    server.closeIdleConnections();
    setTimeout(() => process.exit(1), graceMs + 10_000).unref();
  });
}
