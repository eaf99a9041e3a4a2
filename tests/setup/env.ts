// Every test file gets its own in-memory PGlite database unless DATABASE_URL points at PostgreSQL.
process.env.DATA_DIR ??= "memory://";
process.env.LOG_LEVEL ??= "silent";
process.env.SEED_ON_START ??= "false";
process.env.NODE_ENV = "test";
