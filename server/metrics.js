import { timingSafeEqual } from "node:crypto";
import { matchRoutes } from "react-router";
import client from "prom-client";

/**
 * Prometheus metrics of one instance (prom-client), served at /metrics to `Authorization: Bearer
 * $METRICS_TOKEN` only (unset token = no /metrics at all): requests per route pattern (never the raw
 * URL, which would make a series per exam and per user), their latency, the database pool and the
 * job queue. README "Deployment" says how to scrape it; the nginx configurations in deploy/ refuse it from outside.
 */
export function createMetrics({ build, poolStats, queueDepths, token = process.env.METRICS_TOKEN }) {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry });
  const duration = new client.Histogram({
    name: "http_request_duration_seconds",
    help: "Time to answer a request, by method, route pattern and status (its _count gives the request rate)",
    labelNames: ["method", "route", "status"],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const poolGauge = (name, help, key) =>
    new client.Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        const stats = poolStats();
        if (stats) this.set(stats[key]);
      },
    });
  poolGauge("db_pool_connections", "Connections the PostgreSQL pool holds", "total");
  poolGauge("db_pool_idle_connections", "Connections of the pool not in use", "idle");
  poolGauge("db_pool_waiting_requests", "Queries waiting for a connection", "waiting");
  poolGauge("db_pool_max_connections", "The pool's size (DATABASE_POOL_SIZE)", "max");
  new client.Gauge({
    name: "job_queue_depth",
    help: "Jobs waiting (created or to be retried), per queue",
    labelNames: ["queue"],
    registers: [registry],
    async collect() {
      this.reset();
      const depths = await queueDepths().catch(() => ({}));
      for (const [queue, depth] of Object.entries(depths)) this.set({ queue }, depth);
    },
  });

  const routes = routeTree(build.routes);
  const patterns = new Map();
  // matchRoutes flattens and ranks every route of the app on each call (a sixth of the server's CPU under an
  // exam-start burst, bench/README.md): the pattern is kept per path with its numeric ids as one placeholder
  // ("/exams/session/0" stands for every session's page: no route has a number of its own), a bounded map.
  const byPath = new Map();
  const BY_PATH_MAX = 10_000;
  /** "/exams/:examId/take" for "/exams/42/take": the matched routes' paths joined. */
  function routeOf(pathname) {
    if (pathname.startsWith("/assets/")) return "/assets/*";
    const key = pathname.replace(/\/\d+(?=\/|$)/g, "/0");
    let pattern = byPath.get(key);
    if (pattern === undefined) {
      if (byPath.size >= BY_PATH_MAX) byPath.clear();
      pattern = matchPattern(key);
      byPath.set(key, pattern);
    }
    return pattern;
  }

  function matchPattern(pathname) {
    const matches = matchRoutes(routes, pathname);
    if (!matches) return "unmatched";
    const last = matches[matches.length - 1].route;
    let pattern = patterns.get(last.id);
    if (!pattern) {
      pattern =
        "/" +
        matches
          .map((m) => m.route.path ?? "")
          .filter(Boolean)
          .join("/");
      patterns.set(last.id, pattern);
    }
    return pattern;
  }

  /** Express middleware: times every request from its arrival to the end of its answer. */
  function measure(req, res, next) {
    const end = duration.startTimer();
    res.once("finish", () => end({ method: req.method, route: req.metricsRoute ?? routeOf(req.path), status: String(res.statusCode) }));
    next();
  }

  /** GET /metrics: 404 without a token configured (as if there were none), 401 with a wrong one. */
  async function serve(req, res) {
    req.metricsRoute = "/metrics";
    if (!token) return res.status(404).type("text/plain").send("Not Found");
    const given = Buffer.from(String(req.headers.authorization ?? "").replace(/^Bearer /i, ""));
    const wanted = Buffer.from(token);
    if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) {
      return res.status(401).set("WWW-Authenticate", 'Bearer realm="metrics"').type("text/plain").send("Unauthorized");
    }
    res.set("Content-Type", registry.contentType).set("Cache-Control", "no-store");
    res.send(await registry.metrics());
  }

  return { measure, serve, routeOf, registry };
}

/** React Router's flat route manifest ({id, parentId, path, index}) as the nested tree matchRoutes takes. */
function routeTree(manifest) {
  const byParent = new Map();
  for (const route of Object.values(manifest)) {
    const list = byParent.get(route.parentId) ?? [];
    list.push(route);
    byParent.set(route.parentId, list);
  }
  const build = (parentId) =>
    (byParent.get(parentId) ?? []).map((r) => ({
      id: r.id,
      path: r.path,
      index: r.index,
      caseSensitive: r.caseSensitive,
      children: r.index ? undefined : build(r.id),
    }));
  return build(undefined);
}
