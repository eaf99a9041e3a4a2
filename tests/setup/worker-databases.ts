import { execFileSync } from "node:child_process";
import path from "node:path";
import pg from "pg";

/**
 * With DATABASE_URL (PostgreSQL), every vitest worker runs its files on a database of its own,
 * `<database>_w<VITEST_POOL_ID>`, made from the given URL: workers no longer see each other's rows.
 * A worker's files run one after another on it. The global setup below drops them
 * before and after a run; the setup file tests/setup/worker-database.ts switches each worker to its own.
 */
export const BASE_URL_VARIABLE = "TEST_BASE_DATABASE_URL";

/** Where the run's PGlite templates are (set by the global setup below): PGLITE_TEMPLATE takes one of them. */
export const TEMPLATE_VARIABLES = { migrated: "TEST_PGLITE_MIGRATED", seeded: "TEST_PGLITE_SEEDED" } as const;

/** The URL of the database of worker `poolId`, from the URL the run was given. */
export function workerDatabaseUrl(baseUrl: string, poolId: string) {
  const url = new URL(baseUrl);
  url.pathname = `/${workerDatabasePrefix(baseUrl)}${poolId}`;
  return url.toString();
}

/** Every worker database of a run starts with this name. */
export function workerDatabasePrefix(baseUrl: string) {
  const name = decodeURIComponent(new URL(baseUrl).pathname.slice(1));
  if (!/^[a-z0-9_]+$/i.test(name)) throw new Error(`DATABASE_URL's database name must be letters, digits and _ for the tests (got "${name}")`);
  return `${name}_w`;
}

export async function withClient<T>(connectionString: string, run: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Points DATABASE_URL at this worker's database, creating it when missing (getDb migrates it). */
export async function useWorkerDatabase() {
  // The setup file runs before every file in the same process: the given URL is kept aside the first time.
  const baseUrl = (process.env[BASE_URL_VARIABLE] ??= process.env.DATABASE_URL!);
  const url = workerDatabaseUrl(baseUrl, process.env.VITEST_POOL_ID ?? "1");
  const name = new URL(url).pathname.slice(1);
  await withClient(baseUrl, async (client) => {
    const { rowCount } = await client.query("select 1 from pg_database where datname = $1", [name]);
    if (!rowCount) await client.query(`create database "${name}"`);
  });
  process.env.DATABASE_URL = url;
}

/** Drops every worker database of the run given `baseUrl`. */
async function dropWorkerDatabases(baseUrl: string) {
  const prefix = workerDatabasePrefix(baseUrl);
  await withClient(baseUrl, async (client) => {
    const { rows } = await client.query<{ datname: string }>("select datname from pg_database where starts_with(datname, $1)", [prefix]);
    for (const { datname } of rows) {
      if (/^\d+$/.test(datname.slice(prefix.length))) await client.query(`drop database if exists "${datname}" with (force)`);
    }
  });
}

/**
 * Vitest global setup (integration project). On PGlite: the migrated and the seeded database every
 * file starts from (tests/setup/make-pglite-templates.ts; the workers inherit where they are). On
 * PostgreSQL: no worker database outlives a run.
 */
export default async function setup() {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) {
    const dir = path.resolve("tests/.tmp/pglite-templates");
    execFileSync(process.execPath, ["--import", "tsx", "tests/setup/make-pglite-templates.ts", dir], {
      stdio: "inherit",
      env: { ...process.env, LOG_LEVEL: "silent" },
    });
    process.env[TEMPLATE_VARIABLES.migrated] = path.join(dir, "migrated.tar");
    process.env[TEMPLATE_VARIABLES.seeded] = path.join(dir, "seeded.tar");
    return;
  }
  await dropWorkerDatabases(baseUrl); // what an interrupted run left
  return () => dropWorkerDatabases(baseUrl);
}
