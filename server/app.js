import compression from "compression";
import express from "express";
import { createRequestHandler } from "@react-router/express";
import { RouterContextProvider as ContextProvider } from "react-router";
import { drainListenersOnce } from "./compression-drain.js";
import { createMetrics } from "./metrics.js";
import { precompressedStatic } from "./precompressed.js";

import path from "node:path";

/**
 * The Express app `npm start` serves (server.js): the built app behind the exam's fast paths (autosave and
 * Take Exam, server/exam-fast-paths.ts), compression and static files. `fastPaths: false` leaves them out,
 * so those calls take the React Router pipeline (tests/integration/fast-paths.test.ts compares the two).
 * `RouterContextProvider`: the class of the react-router copy the Express adapter loaded, when that is
 * not the one this file gets (under vitest the adapter gets react-router's CommonJS build).
 */
/** express.static sets its own max-age: the worker's files get no-cache instead. */
function noCacheWorker(res, file) {
  if (/(^|[\\/])(sw\.js|manifest\.webmanifest)$/.test(file)) res.setHeader("Cache-Control", "no-cache");
}

export function createApp({
  build,
  buildDir,
  appUrl = process.env.APP_URL,
  trustProxy = process.env.TRUST_PROXY === "true",
  fastPaths = true,
  RouterContextProvider = ContextProvider,
}) {
  const { contexts, securityHeaders, handleAutosave, handleExamStart, availability } = build.entry.module;
  const { clientIpContext } = contexts;
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", trustProxy);
  // Request rate and latency per route pattern, pool and queue gauges (server/metrics.js); /metrics below.
  const metrics = createMetrics({ build, poolStats: availability.poolStats, queueDepths: availability.queueDepths });
  app.use(metrics.measure);
  // Stopping (server.js on SIGTERM): every answer closes its connection, so keep-alive clients (nginx) open
  // their next request elsewhere instead of sending it to a socket about to close.
  app.use((_req, res, next) => {
    if (app.locals.stopping) res.set("Connection", "close");
    next();
  });
  // While the database is lost (app/lib/availability.server.ts), what needs it gets a plain 503.
  const whenDatabaseUp = (req, res, next) => {
    if (availability.databaseAvailable()) return next();
    availability
      .unavailableResponse(fetchRequestOf(req))
      .then((response) => sendFetchResponse(res, response))
      .catch(next);
  };
  // APP_URL (validated at bootstrap): the public address. Every request is taken as addressed to it,
  // whatever a proxy in front forwards, so React Router's origin check on actions, ours (app/lib/csrf.server.ts),
  // HSTS and Secure cookies all see the address the browser used.
  if (appUrl) {
    const origin = new URL(appUrl);
    app.use((req, _res, next) => {
      Object.defineProperty(req, "protocol", { value: origin.protocol.slice(0, -1) });
      Object.defineProperty(req, "hostname", { value: origin.hostname });
      req.headers.host = origin.host;
      delete req.headers["x-forwarded-host"];
      next();
    });
  }
  // Autosave, the exam's hottest call, is answered straight on Node's request and response: the React Router
  // pipeline and compression cost more than the save itself. It runs the pipeline's own guard and CSRF checks,
  // sets its own headers and passes anything out of the ordinary on to the app (server/json-fast-path.ts,
  // server/exam-fast-paths.ts, docs/decisions/0028-autosave-fast-path.md).
  if (fastPaths && handleAutosave) app.post("/api/exams/section/:sectionId/responses{/}", whenDatabaseUp, handleAutosave);
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
  // Take Exam in one call: its answer carries the module's questions, so it goes out compressed (decision 0067).
  if (fastPaths && handleExamStart) app.post("/api/exams/session{/}", whenDatabaseUp, handleExamStart);
  // The process answers (/healthz); the instance can serve: database, migrations, storage, not stopping (/readyz).
  app.get("/healthz", (_req, res) => res.set("Cache-Control", "no-store").json({ status: "ok" }));
  app.get("/readyz", (_req, res, next) => {
    availability
      .readiness()
      .then((ready) =>
        res
          .status(ready.ready ? 200 : 503)
          .set("Cache-Control", "no-store")
          .json(ready),
      )
      .catch(next);
  });
  app.get("/metrics", (req, res, next) => metrics.serve(req, res, next).catch(next));
  // The build's own brotli and gzip copies first (vite/precompress.ts); express.static for the rest.
  app.use(
    precompressedStatic(path.join(buildDir, "client"), {
      maxAge: (urlPath) => (urlPath.startsWith("/assets/") ? { maxAge: "1y", immutable: true } : { maxAge: "1h" }),
    }),
  );
  app.use("/assets", express.static(path.join(buildDir, "client/assets"), { immutable: true, maxAge: "1y" }));
  // The service worker and the manifest are checked for updates by the browser: never kept stale (issue 33).
  app.use(express.static(path.join(buildDir, "client"), { maxAge: "1h", setHeaders: noCacheWorker }));
  app.all(
    "/{*splat}",
    whenDatabaseUp,
    createRequestHandler({
      build,
      getLoadContext(req) {
        const context = new RouterContextProvider();
        context.set(clientIpContext, req.ip ?? "unknown");
        return context;
      },
    }),
  );
  return app;
}

/** The parts of an Express request the 503 page reads (its language, JSON or HTML). */
function fetchRequestOf(req) {
  const headers = new Headers();
  for (const name of ["accept", "accept-language", "cookie"]) if (typeof req.headers[name] === "string") headers.set(name, req.headers[name]);
  return new Request(new URL(req.originalUrl ?? req.url, "http://localhost"), { headers });
}

async function sendFetchResponse(res, response) {
  res.status(response.status);
  response.headers.forEach((value, name) => res.setHeader(name, value));
  res.send(Buffer.from(await response.arrayBuffer()));
}
