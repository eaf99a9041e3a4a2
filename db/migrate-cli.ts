// npm run db:migrate: applies db/migrations to DATABASE_URL, or to the PGlite database in DATA_DIR.
import { closeDb, getDb } from "./client";

await getDb();
await closeDb();
console.log("migrations applied");
