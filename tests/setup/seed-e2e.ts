// The end-to-end database: migrations, the seed, and the test-only fixtures (short exams, the small
// skill bank whose keys the specs know). Playwright's webServer runs it in DATA_DIR before `node server.js`
// starts with SEED_ON_START=false (PGlite is one process: the server must not hold the data directory yet).
// Test fixtures are never part of the app: the production build cannot load them.
import { closeDb, getDb } from "#db/client";
import { seed } from "#seed/seed";
import { FIXTURE_EXAMS } from "../fixtures/exams";
import { PRACTICE_FIXTURE_BANK } from "../fixtures/practice-bank";

await seed(await getDb(), { extraExams: FIXTURE_EXAMS, bank: PRACTICE_FIXTURE_BANK });
await closeDb();
