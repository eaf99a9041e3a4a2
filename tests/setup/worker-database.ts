// Setup file of the integration project: with DATABASE_URL, this worker's files run on a database of
// its own (tests/setup/worker-databases.ts), so workers never share rows. On PGlite, each file's
// in-memory database starts from the run's migrated template (seedOnce picks the seeded one).
import { TEMPLATE_VARIABLES, useWorkerDatabase } from "./worker-databases";

if (process.env.DATABASE_URL) await useWorkerDatabase();
else if (process.env[TEMPLATE_VARIABLES.migrated]) process.env.PGLITE_TEMPLATE = process.env[TEMPLATE_VARIABLES.migrated];
