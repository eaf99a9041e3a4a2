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
let opening: Promise<{ db: Db; query: RawQuery; close: () => Promise<void> }> | undefined;

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
  opening ??= open().catch((error) => {
    opening = undefined;
    throw error;
  });
  return opening;
}

/** Whether this process has opened (or is opening) its database yet. */
export function databaseOpened() {
  return opening !== undefined;
}

export async function closeDb() {
  const current = opening;
  opening = undefined;
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
    const pool = new pg.Pool({ connectionString: env.DATABASE_URL, max: Number(process.env.DATABASE_POOL_SIZE ?? 20) });
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
    return { db: db as unknown as Db, query, close: () => pool.end() };
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
  return { db: db as unknown as Db, query, close: () => client.close() };
}
