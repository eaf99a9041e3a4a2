import fs from "node:fs";
import path from "node:path";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import * as schema from "./schema";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * One SQL statement straight on the driver, for the few hot paths that are written as one statement
 * (autosave): no ORM on the way, and on PostgreSQL the statement is prepared once per connection
 * when it is given a `name`. Rows come as the driver returns them (int4 and float8 as numbers, jsonb
 * parsed; select timestamps as epoch milliseconds to read them the same on both drivers).
 */
export type RawQuery = <R = Record<string, unknown>>(text: string, values: unknown[], name?: string) => Promise<R[]>;

const migrationsFolder = path.resolve(process.cwd(), "db/migrations");
/** Runs SQL as pg-boss's `db` adapter wants it: with values one statement, without values a script; the last result. */
export type SqlExecutor = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

type LockClient = { query: (text: string, values?: unknown[]) => Promise<unknown>; release: () => void };
type Opened = {
  db: Db;
  query: RawQuery;
  execute: SqlExecutor;
  close: () => Promise<void>;
  pool?: PoolStats;
  lock?: () => Promise<LockClient>;
  /** The health probe's own statement runner: on PostgreSQL a connection of its own, so a busy pool is not a lost database. */
  probe?: RawQuery;
};
let opening: Promise<Opened> | undefined;

/** How the PostgreSQL pool is used right now (null on PGlite, which has one connection in process). */
export type PoolStats = () => { total: number; idle: number; waiting: number; max: number };

/**
 * The database, opened and migrated on first use: PostgreSQL when DATABASE_URL is set,
 * otherwise embedded PGlite in DATA_DIR (created when missing; "memory://" keeps it in memory).
 */
export async function getDb(): Promise<Db> {
  return (await opened()).db;
}

/** The raw statement runner of the same database (see RawQuery). */
export async function getRawQuery(): Promise<RawQuery> {
  return (await opened()).query;
}

function opened() {
  opening ??= open().then(
    (value) => (settled = value),
    (error) => {
      opening = undefined;
      throw error;
    },
  );
  return opening;
}

/** Whether this process has opened (or is opening) its database yet. */
export function databaseOpened() {
  return opening !== undefined;
}

const localTurns = new Map<number, Promise<void>>();

/**
 * Runs `work` while holding a PostgreSQL advisory lock (session level, on a connection of its own), so
 * that instances starting together do it one at a time; on PGlite (one process) it just runs.
 */
export async function withAdvisoryLock<T>(key: number, work: () => Promise<T>): Promise<T> {
  const lock = await (await opened()).lock?.();
  if (!lock) {
    // PGlite: one process and one connection, so the turns are kept in this process (two runs interleaved
    // on the one connection would share, and abort, each other's transactions).
    const previous = localTurns.get(key) ?? Promise.resolve();
    const mine = previous.then(work, work);
    localTurns.set(
      key,
      mine.then(
        () => undefined,
        () => undefined,
      ),
    );
    return mine;
  }
  try {
    await lock.query("select pg_advisory_lock($1)", [key]);
    return await work();
  } finally {
    await lock.query("select pg_advisory_unlock($1)", [key]).catch(() => {});
    lock.release();
  }
}

/** The SQL runner of the same database for libraries that bring their own SQL (the job queue, app/lib/jobs.server.ts). */
export async function getSqlExecutor(): Promise<SqlExecutor> {
  return (await opened()).execute;
}

/** The pool's use, or null when the database is not open or is PGlite (for /metrics). */
export function poolStats() {
  return settled?.pool?.() ?? null;
}
let settled: Opened | undefined;

/**
 * Whether the database answers and has every migration of db/migrations applied (for /readyz): one
 * `select` of the migrator's own table, compared with the last entry of the journal.
 */
export async function databaseHealth(): Promise<{ reachable: boolean; migrated: boolean }> {
  // Never opens the database itself: a probe after closeDb() (shutdown, the end of a test) must not open it again.
  if (!opening) return { reachable: false, migrated: false };
  try {
    const { query, probe = query } = await opening;
    const rows = await probe<{ last: string | number | null }>("select max(created_at) as last from drizzle.__drizzle_migrations", []);
    return { reachable: true, migrated: Number(rows[0]?.last ?? 0) >= lastMigrationMillis() };
  } catch {
    return { reachable: false, migrated: false };
  }
}

let lastMillis: number | undefined;
function lastMigrationMillis() {
  if (lastMillis === undefined) {
    const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, "meta/_journal.json"), "utf8")) as { entries: { when: number }[] };
    lastMillis = Math.max(0, ...journal.entries.map((e) => e.when));
  }
  return lastMillis;
}

export async function closeDb() {
  const current = opening;
  opening = undefined;
  settled = undefined;
  if (current) await (await current).close();
}

/**
 * Where the database is, read from the environment here so that db/ needs nothing of the app:
 * DATABASE_URL (PostgreSQL) or DATA_DIR (default ./data), an empty value counting as unset.
 * app/lib/env.server.ts validates the same variables at start-up.
 */
export function databaseConfig(env: NodeJS.ProcessEnv = process.env) {
  return { DATABASE_URL: env.DATABASE_URL || undefined, DATA_DIR: env.DATA_DIR || "./data", PGLITE_TEMPLATE: env.PGLITE_TEMPLATE || undefined };
}

async function open() {
  const env = databaseConfig();
  if (env.DATABASE_URL) {
    const { default: pg } = await import("pg");
    const { drizzle } = await import("drizzle-orm/node-postgres");
    const { migrate } = await import("drizzle-orm/node-postgres/migrator");
    const max = Number(process.env.DATABASE_POOL_SIZE ?? 20);
    // A request waits for a free connection up to DATABASE_CONNECT_TIMEOUT_MS (15 s): a burst (everyone
    // submitting as the module's clock ends) queues instead of failing. Whether the database is lost is
    // the probe's answer, on a connection of its own (below), not a request's wait.
    const pool = new pg.Pool({ connectionString: env.DATABASE_URL, max, connectionTimeoutMillis: Number(process.env.DATABASE_CONNECT_TIMEOUT_MS ?? 15_000) });
    // An idle connection the server ends (a restart, a failover) is dropped from the pool, not a crash:
    // the next query opens a new one once the database is back.
    pool.on("error", (error) => console.error(`database: an idle connection was lost (${error.message})`));
    const db = drizzle(pool, { schema });
    // Several instances may start together: one migrates at a time.
    const lock = await pool.connect();
    try {
      await lock.query("select pg_advisory_lock(7260412)");
      await migrate(db, { migrationsFolder });
    } finally {
      await lock.query("select pg_advisory_unlock(7260412)").catch(() => {});
      lock.release();
    }
    const query: RawQuery = async (text, values, name) => (await pool.query(name ? { name, text, values } : { text, values })).rows;
    const stats: PoolStats = () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max });
    const execute: SqlExecutor = (text, values) => pool.query(text, values);
    // The probe's connection: opened when missing, dropped on any failure or timeout (a new one next time),
    // so one hung connection never holds the probes up.
    let probeClient: Promise<InstanceType<typeof pg.Client>> | undefined;
    const dropProbe = () => {
      const current = probeClient;
      probeClient = undefined;
      void current?.then((c) => c.end()).catch(() => {});
    };
    const probe: RawQuery = async (text, values) => {
      try {
        probeClient ??= (async () => {
          const client = new pg.Client({ connectionString: env.DATABASE_URL, connectionTimeoutMillis: 2000 });
          client.on("error", () => {});
          await client.connect();
          return client;
        })();
        return (await (await probeClient).query({ text, values, query_timeout: 2000 } as import("pg").QueryConfig)).rows;
      } catch (error) {
        dropProbe();
        throw error;
      }
    };
    const close = async () => {
      dropProbe();
      await pool.end();
    };
    return { db: db as unknown as Db, query, execute, close, pool: stats, lock: () => pool.connect(), probe };
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  let dataDir: string | undefined;
  if (env.DATA_DIR !== "memory://") {
    dataDir = path.resolve(env.DATA_DIR, "pglite");
    fs.mkdirSync(dataDir, { recursive: true });
  }
  // An in-memory database may start from a dump of another (PGlite's dumpDataDir), named by
  // PGLITE_TEMPLATE: the tests make one migrated (and one seeded) database once per run and start
  // every file from it instead of creating and filling a new one each time.
  const template = dataDir === undefined && env.PGLITE_TEMPLATE ? new Blob([fs.readFileSync(env.PGLITE_TEMPLATE)]) : undefined;
  const client = template ? new PGlite({ loadDataDir: template }) : new PGlite(dataDir);
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  const query: RawQuery = async <R>(text: string, values: unknown[]) => (await client.query<R>(text, values)).rows;
  const execute: SqlExecutor = async (text, values) => {
    if (values?.length) return client.query(text, values);
    const results = await client.exec(text);
    return results[results.length - 1] ?? { rows: [] };
  };
  return { db: db as unknown as Db, query, execute, close: () => client.close() };
}
