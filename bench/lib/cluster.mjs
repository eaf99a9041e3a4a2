// The topology of deploy/ without containers, for bench/rehearsal.mjs: a database of its own on the
// local PostgreSQL, the S3 stand-in (tests/setup/s3-stand-in.ts) in a child process, N `node server.js`
// instances and Debian's nginx in front with the shipped snippet (deploy/nginx/snippets/satlingo-app.conf).
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";

const ROOT = path.resolve(import.meta.dirname, "../..");

async function admin(baseUrl, sql) {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A fresh database `name` next to the one baseUrl names; its URL. */
export async function createDatabase(baseUrl, name) {
  await admin(baseUrl, `create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropDatabase(baseUrl, name) {
  await admin(baseUrl, `drop database if exists ${name} with (force)`);
}

/** Waits for a child's stdout to contain `text`; rejects with its output if it exits first. */
function waitForOutput(child, text, timeoutMs, label) {
  return new Promise((resolve, reject) => {
    let output = "";
    const timer = setTimeout(() => reject(new Error(`${label} did not start within ${timeoutMs} ms:\n${output}`)), timeoutMs);
    const onData = (chunk) => {
      output += chunk;
      const at = output.indexOf(text);
      if (at >= 0) {
        clearTimeout(timer);
        child.stdout.off("data", onData);
        resolve(output.slice(at));
      }
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", (chunk) => (output += chunk));
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`${label} exited (${code}) before it started:\n${output}`));
    });
  });
}

/** The S3 stand-in in a child process (it is TypeScript: run through tsx); its settings and a stop(). */
export async function startS3() {
  const script = `const m = await import(${JSON.stringify(path.join(ROOT, "tests/setup/s3-stand-in.ts"))}); const s = await m.startS3StandIn("satlingo-rehearsal"); console.log("S3 " + JSON.stringify(s)); process.on("SIGTERM", () => s.close().then(() => process.exit(0)));`;
  const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], { cwd: ROOT, stdio: ["ignore", "pipe", "pipe"] });
  const line = await waitForOutput(child, "S3 ", 60_000, "the S3 stand-in");
  const settings = JSON.parse(line.slice(3).split("\n")[0]);
  return { ...settings, stop: () => stopChild(child) };
}

function stopChild(child, signal = "SIGTERM") {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    child.kill(signal);
  });
}

/** The environment of every instance (production, PostgreSQL, S3, limits raised for thousands of sign-ups from one address). */
export function instanceEnv({ databaseUrl, s3, appUrl, poolSize }) {
  return {
    PATH: process.env.PATH ?? "",
    HOME: process.env.HOME ?? "",
    NODE_ENV: "production",
    APP_URL: appUrl,
    HOST: "127.0.0.1",
    DATABASE_URL: databaseUrl,
    DATABASE_POOL_SIZE: String(poolSize),
    JWT_SECRET: "rehearsal-secret-0123456789abcdef0123456789",
    STORAGE: "s3",
    S3_BUCKET: s3.bucket,
    S3_REGION: s3.region,
    S3_ENDPOINT: s3.endpoint,
    S3_ACCESS_KEY_ID: s3.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
    S3_FORCE_PATH_STYLE: "true",
    TRUST_PROXY: "true",
    SIGNUP_RATE_LIMIT: "1000000",
    LOGIN_RATE_LIMIT: "1000000",
    LOG_LEVEL: "error",
  };
}

/** `node server.js seed` with this environment: content and demo accounts, once. */
export function seed(env, buildDir) {
  const result = spawnSync(process.execPath, ["server.js", "seed"], { cwd: ROOT, env: { ...env, BUILD_DIR: buildDir }, encoding: "utf8" });
  if (result.status !== 0) throw new Error(`seeding failed:\n${result.stdout}\n${result.stderr}`);
}

/** One `node server.js` on `port`; start() resolves once it listens, kill(signal) ends it. */
export function instance(env, port, buildDir) {
  let child;
  let log = "";
  return {
    port,
    get pid() {
      return child?.pid;
    },
    output: () => log,
    async start() {
      child = spawn(process.execPath, ["server.js"], {
        cwd: ROOT,
        env: { ...env, PORT: String(port), BUILD_DIR: buildDir },
        stdio: ["ignore", "pipe", "pipe"],
      });
      child.stdout.on("data", (c) => (log += c));
      child.stderr.on("data", (c) => (log += c));
      await waitForOutput(child, "listening on", 120_000, `the instance on :${port}`);
    },
    kill: (signal = "SIGTERM") => stopChild(child, signal),
  };
}

/**
 * Debian's nginx with its own prefix (a temporary folder): the shipped snippet, an upstream of the
 * given ports, listening on `port`. Returns a stop().
 */
export function startNginx({ port, upstreamPorts, connections }) {
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), "satlingo-nginx-"));
  fs.mkdirSync(path.join(prefix, "snippets"));
  fs.mkdirSync(path.join(prefix, "logs"));
  fs.copyFileSync(path.join(ROOT, "deploy/nginx/snippets/satlingo-app.conf"), path.join(prefix, "snippets/satlingo-app.conf"));
  const upstream = upstreamPorts.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`).join("\n");
  const conf = `${process.getuid?.() === 0 ? "user root;\n" : ""}worker_processes 1;
worker_rlimit_nofile ${connections * 3};
pid ${prefix}/nginx.pid;
error_log ${prefix}/logs/error.log warn;
events { worker_connections ${connections * 2}; }
http {
    include /etc/nginx/mime.types;
    access_log off;
    client_body_temp_path ${prefix}/client_body;
    proxy_temp_path ${prefix}/proxy;
    fastcgi_temp_path ${prefix}/fastcgi;
    uwsgi_temp_path ${prefix}/uwsgi;
    scgi_temp_path ${prefix}/scgi;
    upstream satlingo {
        least_conn;
${upstream}
        keepalive 256;
        keepalive_timeout 4s;
    }
    server {
        listen 127.0.0.1:${port};
        include snippets/satlingo-app.conf;
    }
}
`;
  fs.writeFileSync(path.join(prefix, "nginx.conf"), conf);
  const test = spawnSync("nginx", ["-t", "-p", prefix, "-c", path.join(prefix, "nginx.conf")], { encoding: "utf8" });
  if (test.status !== 0) throw new Error(`nginx -t failed:\n${test.stderr}`);
  const run = spawnSync("nginx", ["-p", prefix, "-c", path.join(prefix, "nginx.conf")], { encoding: "utf8" });
  if (run.status !== 0) throw new Error(`nginx did not start:\n${run.stderr}`);
  return {
    errors: () => fs.readFileSync(path.join(prefix, "logs/error.log"), "utf8"),
    stop() {
      spawnSync("nginx", ["-p", prefix, "-c", path.join(prefix, "nginx.conf"), "-s", "quit"]);
      setTimeout(() => fs.rmSync(prefix, { recursive: true, force: true }), 2000).unref();
    },
  };
}
