import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";

export const ROOT = path.resolve(import.meta.dirname, "../..");

/** Fails with a clear message when the production build the servers run is missing. */
export const BUILD_DIR = path.resolve(ROOT, process.env.BUILD_DIR || "build");

export function requireBuild() {
  if (!fs.existsSync(path.join(BUILD_DIR, "server/index.js"))) {
    throw new Error(
      `${BUILD_DIR}/server/index.js is missing: run \`npm run build\` before this test (CI builds before running the integration suite; BUILD_DIR says where).`,
    );
  }
}

/** A TCP port nothing listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export type AppServer = {
  url: string;
  output: () => string;
  stop: () => Promise<void>;
  /** Sends a signal to the server process (SIGTERM to stop it gracefully, SIGKILL to lose it). */
  signal: (name: NodeJS.Signals) => void;
  /** Settles with the exit code (null when killed by a signal) once the process has ended. */
  exited: Promise<number | null>;
};

/**
 * Starts the built app (`node server.js`) with exactly these variables on top of PATH and HOME, and
 * resolves once it listens. A server that exits or stays silent fails with its own output.
 */
export async function startAppServer(env: Record<string, string>, timeoutMs = 90_000): Promise<AppServer> {
  requireBuild();
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ["server.js"], {
    cwd: ROOT,
    // Production requires APP_URL (app/lib/env.server.ts): the address the tests call.
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "",
      NODE_ENV: "production",
      APP_URL: `http://127.0.0.1:${port}`,
      BUILD_DIR,
      HOST: "127.0.0.1",
      PORT: String(port),
      LOG_LEVEL: "error",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));

  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the app did not start within ${timeoutMs} ms:\n${output}`)), timeoutMs);
    const onData = () => {
      if (output.includes("listening on")) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on("data", onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`the app exited with code ${code} before listening:\n${output}`));
    });
  }).catch(async (error) => {
    child.kill("SIGKILL");
    throw error;
  });

  return {
    url: `http://127.0.0.1:${port}`,
    output: () => output,
    signal: (name) => void child.kill(name),
    exited,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 8_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
