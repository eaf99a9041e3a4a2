// Production server: `npm start` (after `npm run build`). Serves the built assets and the app.
import { createApp } from "./server/app.js";

import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";

// BUILD_DIR (default build/): `npm test` builds and serves its own copy so a running app is left alone.
const buildDir = path.resolve(process.env.BUILD_DIR || "build");
if (!fs.existsSync(path.join(buildDir, "server/index.js"))) {
  console.error(`No build found in ${buildDir}: run \`npm run build\` first (or \`npm run dev\` for development).`);
  process.exit(1);
}
const build = await import(pathToFileURL(path.join(buildDir, "server/index.js")).href);

// `node server.js seed`: load the content and demo accounts into the database (idempotent), then exit
// without serving: how production seeds on demand (SEED_ON_START is off there by default).
const seedOnly = process.argv[2] === "seed";
if (seedOnly) {
  process.env.SEED_ON_START = "true";
  process.env.JOBS = "false";
}

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
if (seedOnly) {
  await build.entry.module.shutdown();
  console.log("Seeded.");
  process.exit(0);
}

// The Express app (server/app.js): the autosave fast path, compression, static files, React Router.
const app = createApp({ build, buildDir });

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "0.0.0.0";
const server = app.listen(port, host, () => console.log(`SAT Lingo listening on http://localhost:${port}`));

// SIGTERM/SIGINT: /readyz turns 503 and the listener closes (nothing new is accepted; a load balancer
// sends the next request elsewhere); requests in flight finish, each answer from now on says
// "Connection: close" so a keep-alive client opens its next request elsewhere, and a connection idle at
// the signal closes after its keep-alive timeout, as it would anyway (closing it at once would race a
// request the client is sending on it). Then the jobs stop and the database pool closes.
// SHUTDOWN_TIMEOUT_SECONDS bounds the wait (a server-sent-events stream would otherwise hold it open).
const graceMs = Number(process.env.SHUTDOWN_TIMEOUT_SECONDS || 25) * 1000;
let stopping = false;
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    app.locals.stopping = true;
    build.entry.module.availability.beginShutdown();
    const cut = setTimeout(() => server.closeAllConnections(), graceMs);
    // net.Server's close: stop accepting, without http.Server's closing of idle connections (see above).
    net.Server.prototype.close.call(server, async () => {
      clearTimeout(cut);
      try {
        await build.entry.module.shutdown?.();
      } catch (error) {
        console.error("shutdown:", error);
      }
      process.exit(0);
    });
    setTimeout(() => process.exit(1), graceMs + 10_000).unref();
  });
}
