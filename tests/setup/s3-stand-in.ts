import fs from "node:fs/promises";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";

type S3rverServer = { run(): Promise<{ address: string; port: number }>; close(): Promise<void> };
type S3rverClass = new (options: Record<string, unknown>) => S3rverServer;
// s3rver (a devDependency) is CommonJS and ships no types.
const S3rver = createRequire(import.meta.url)("s3rver") as S3rverClass;

export type S3StandIn = {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  close(): Promise<void>;
};

/**
 * An S3-compatible server in this process (s3rver: real HTTP, the S3 REST protocol), on a random
 * port, keeping objects in a temporary folder removed on close. Path-style addressing. It checks the
 * access key id of SigV4 requests but not the signature itself (s3rver does not implement that).
 */
export async function startS3StandIn(bucket = "satlingo-test"): Promise<S3StandIn> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), "s3rver-"));
  const server = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    region: "us-east-1",
    // s3rver's fixed credentials; it refuses requests signed with anything else.
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
    async close() {
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}
