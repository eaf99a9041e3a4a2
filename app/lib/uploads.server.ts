import os from "node:os";
import path from "node:path";
import { getEnv } from "./env.server";

/** Where uploaded files live: DATA_DIR/uploads (a temporary folder for an in-memory database). */
export function uploadsDir() {
  const { DATA_DIR } = getEnv();
  if (DATA_DIR === "memory://") return path.join(os.tmpdir(), "satprep-uploads");
  return path.resolve(DATA_DIR, "uploads");
}
