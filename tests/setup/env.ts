// Every integration test file gets its own in-memory PGlite database unless DATABASE_URL points at
// PostgreSQL (then each worker has a database of its own: tests/setup/worker-database.ts).
process.env.DATA_DIR ??= "memory://";
process.env.LOG_LEVEL ??= "silent";
process.env.SEED_ON_START ??= "false";
process.env.NODE_ENV = "test";
