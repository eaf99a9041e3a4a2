import { hash, verify } from "@node-rs/argon2";

// argon2id with the library's defaults (memory 19 MiB, 2 passes): OWASP's recommended minimum.
// Apart from the password rules (password.server.ts) so that plain Node (the seed's CLI) can load it.
export function hashPassword(password: string) {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string) {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
