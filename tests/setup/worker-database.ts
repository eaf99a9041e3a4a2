// Setup file of the integration project: with DATABASE_URL, this worker's files run on a database of
// its own (tests/setup/worker-databases.ts), so workers never share rows.
import { useWorkerDatabase } from "./worker-databases";

if (process.env.DATABASE_URL) await useWorkerDatabase();
