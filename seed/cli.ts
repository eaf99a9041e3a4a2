// npm run db:seed: loads demo users and content (idempotent).
import { closeDb, getDb } from "../db/client";
import { seed } from "./seed";

await seed(await getDb(), { log: console.log });
await closeDb();
