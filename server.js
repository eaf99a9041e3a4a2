// Production server: `npm start` (after `npm run build`). Serves the built assets and the app.
import compression from "compression";
import express from "express";
import { createRequestHandler } from "@react-router/express";
import { RouterContextProvider } from "react-router";
import { drainListenersOnce } from "./server/compression-drain.js";

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
const { bootstrap, contexts, securityHeaders } = build.entry.module;
const { clientIpContext } = contexts;

await bootstrap();

const app = express();
app.disable("x-powered-by");
app.set("trust proxy", process.env.TRUST_PROXY === "true");
// APP_URL (validated at bootstrap): the public address. Every request is taken as addressed to it,
// whatever a proxy in front forwards, so React Router's origin check on actions, ours (app/lib/csrf.server.ts),
// HSTS and Secure cookies all see the address the browser used.
if (process.env.APP_URL) {
  const origin = new URL(process.env.APP_URL);
  app.use((req, _res, next) => {
    Object.defineProperty(req, "protocol", { value: origin.protocol.slice(0, -1) });
    Object.defineProperty(req, "hostname", { value: origin.hostname });
    req.headers.host = origin.host;
    delete req.headers["x-forwarded-host"];
    next();
  });
}
// Autosave, the exam's hottest call, is answered straight on Node's request and response: the React Router
// pipeline and compression cost more than the save itself. It sets its own headers and passes anything out
// of the ordinary on to the app (app/features/exam/autosave-api.server.ts, docs/decisions/0028-autosave-fast-path.md).
const autosave = build.routes["routes/api/exams/responses"]?.module.action?.node;
if (autosave) app.post("/api/exams/section/:sectionId/responses{/}", autosave);
// Server-sent events (Lingo's replies) go out uncompressed: each piece must reach the browser as it is written.
app.use(compression({ filter: (req, res) => !String(res.getHeader("Content-Type") ?? "").startsWith("text/event-stream") && compression.filter(req, res) }));
// …and waiting for "drain" on a compressed response must not leave a listener behind (server/compression-drain.js).
app.use(drainListenersOnce());
// Security headers on everything this server answers: static files get them here; the app's own answers
// already carry them (with the page's CSP nonce) from its middleware, and what React Router answers
// before any middleware runs (e.g. its own 400 for a cross-origin action) gets them here too.
app.use((req, res, next) => {
  const writeHead = res.writeHead;
  res.writeHead = function (...args) {
    for (const [name, value] of Object.entries(securityHeaders({ https: req.secure }))) {
      if (!res.hasHeader(name)) res.setHeader(name, value);
    }
    return writeHead.apply(this, args);
  };
  next();
});
app.use("/assets", express.static(path.join(buildDir, "client/assets"), { immutable: true, maxAge: "1y" }));
app.use(express.static(path.join(buildDir, "client"), { maxAge: "1h" }));
app.all(
  "/{*splat}",
  createRequestHandler({
    build,
    getLoadContext(req) {
      const context = new RouterContextProvider();
      context.set(clientIpContext, req.ip ?? "unknown");
      return context;
    },
  }),
);

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
