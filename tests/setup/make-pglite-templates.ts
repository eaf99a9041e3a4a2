// Run by tests/setup/worker-databases.ts once per vitest run on PGlite: makes the two databases every
// integration file starts from (PGLITE_TEMPLATE, db/client.ts), as dumps in the folder given:
// `migrated.tar` (the schema, no rows) and `seeded.tar` (plus the content and the test fixtures, as
// seedOnce loads them). Opening a dump takes a fraction of creating, migrating and seeding a database.
import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import type { Db } from "#db/client";
import * as schema from "#db/schema";
import { seed } from "#seed/seed";
import { FIXTURE_EXAMS } from "../fixtures/exams";
import { PRACTICE_FIXTURE_BANK } from "../fixtures/practice-bank";

const dir = process.argv[2]!;
fs.mkdirSync(dir, { recursive: true });
const client = new PGlite();
const db = drizzle(client, { schema });
await migrate(db, { migrationsFolder: path.resolve("db/migrations") });
const write = async (name: string) => fs.writeFileSync(path.join(dir, name), Buffer.from(await (await client.dumpDataDir("none")).arrayBuffer()));
await write("migrated.tar");
await seed(db as unknown as Db, { extraExams: FIXTURE_EXAMS, bank: PRACTICE_FIXTURE_BANK });
await write("seeded.tar");
await client.close();
