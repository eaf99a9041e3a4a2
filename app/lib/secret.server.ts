import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { getEnv } from "./env.server";

let secret: Uint8Array | undefined;

/** The key that signs access tokens: JWT_SECRET, else one generated once and kept in DATA_DIR. */
export function getJwtKey(): Uint8Array {
  if (secret) return secret;
  const env = getEnv();
  if (env.JWT_SECRET) return (secret = new TextEncoder().encode(env.JWT_SECRET));
  if (env.DATA_DIR === "memory://") return (secret = crypto.randomBytes(48));
  const file = path.resolve(env.DATA_DIR, ".jwt-secret");
  fs.mkdirSync(path.dirname(file), { recursive: true });
  if (!fs.existsSync(file)) {
    try {
      fs.writeFileSync(file, crypto.randomBytes(48).toString("base64url"), { mode: 0o600, flag: "wx" });
    } catch {
      // Another process wrote it first; read theirs.
    }
  }
  return (secret = new TextEncoder().encode(fs.readFileSync(file, "utf8").trim()));
}
