import PgBoss from "pg-boss";
import { getSqlExecutor, withAdvisoryLock, type SqlExecutor } from "#db/client";

/**
 * The app's one job queue: pg-boss on the app's own database (PostgreSQL, or embedded PGlite through
 * pg-boss's `db` adapter), so a job runs once across every instance and is retried when it fails
 * (docs/decisions/0037-job-queue.md). A feature defines its jobs with `defineJob` in its own
 * `jobs.server.ts`; app/jobs.server.ts lists them; bootstrap starts them (docs/architecture.md, "Background jobs").
 */
export type JobDefinition<Data extends object = object> = {
  /** Unique, "<area>.<what>", e.g. "auth.expired-sessions". It names the queue. */
  name: string;
  /** Cron (UTC, 5 fields): run on this schedule, once per tick across all instances; unset = only when sent. */
  schedule?: string;
  /** Attempts after the first failure (default 3), 30 s apart, doubling. */
  retryLimit?: number;
  /** A run that takes longer counts as failed (and is retried); default 15 minutes. */
  expireInSeconds?: number;
  /** `jobs.send` queues other jobs on the same runner (a fan-out: one run per user). */
  run: (data: Data, jobs: { send: (name: string, data?: object) => Promise<string | null> }) => Promise<unknown>;
};

export function defineJob<Data extends object = object>(job: JobDefinition<Data>): JobDefinition<Data> {
  return job;
}

export type JobRunner = {
  /** Queues one run of a job (for jobs without a schedule, or an extra run of one); its id. */
  send: (name: string, data?: object) => Promise<string | null>;
  /** Jobs waiting per queue (created or waiting for a retry). */
  depths: () => Promise<Record<string, number>>;
  /** Stops taking jobs and lets a running one finish (up to `timeoutMs`). */
  stop: (timeoutMs?: number) => Promise<void>;
};

/**
 * Creates the queues (and their schedules) on the database `execute` runs SQL on, and works on them:
 * pg-boss hands each job to one worker of one instance (SKIP LOCKED) and a cron tick makes one job.
 * `pollSeconds`: how often an idle worker asks for work; `retryDelaySeconds`: before the first retry.
 */
export async function createJobRunner(
  jobs: JobDefinition<never>[],
  {
    execute,
    pollSeconds = 10,
    retryDelaySeconds = 30,
    oneAtATime = (setup) => setup(),
  }: { execute: SqlExecutor; pollSeconds?: number; retryDelaySeconds?: number; oneAtATime?: <T>(setup: () => Promise<T>) => Promise<T> },
): Promise<JobRunner> {
  const names = jobs.map((j) => j.name);
  const duplicate = names.find((n, i) => names.indexOf(n) !== i);
  if (duplicate) throw new Error(`job "${duplicate}" is defined twice`);
  const boss = new PgBoss({ db: { executeSql: (text, values) => execute(text, values) }, schema: "pgboss" });
  boss.on("error", (error) => console.error("jobs:", error instanceof Error ? error.message : error));
  // Instances starting together would deadlock in pg-boss's create_queue (seen with three): one sets up at a time.
  await oneAtATime(() => setUp(boss, jobs, retryDelaySeconds));
  const send = (name: string, data: object = {}) => boss.send(name, data);
  for (const job of jobs) {
    await boss.work<object>(job.name, { pollingIntervalSeconds: pollSeconds }, async ([item]) => {
      await job.run((item?.data ?? {}) as never, { send });
    });
  }
  return {
    send,
    async depths() {
      const sizes = await Promise.all(names.map((name) => boss.getQueueSize(name, { before: "active" })));
      return Object.fromEntries(names.map((name, i) => [name, sizes[i]!]));
    },
    stop: (timeoutMs = 10_000) => boss.stop({ graceful: true, wait: true, timeout: timeoutMs }),
  };
}

/** pg-boss's own tables (its migrations lock themselves), then each queue and its schedule. */
async function setUp(boss: PgBoss, jobs: JobDefinition<never>[], retryDelaySeconds: number) {
  await boss.start();
  for (const job of jobs) {
    const options = { retryLimit: job.retryLimit ?? 3, retryDelay: retryDelaySeconds, retryBackoff: true, expireInSeconds: job.expireInSeconds ?? 15 * 60 };
    // A scheduled job is a "singleton" queue: never two runs of it at once, on any instance.
    if (await boss.getQueue(job.name)) await boss.updateQueue(job.name, { name: job.name, ...options });
    else await boss.createQueue(job.name, { name: job.name, policy: job.schedule ? "singleton" : "standard", ...options });
    if (job.schedule) await boss.schedule(job.name, job.schedule, {}, { tz: "UTC" });
    else await boss.unschedule(job.name);
  }
}

/** Instances set up the queues one at a time (a session advisory lock on PostgreSQL). */
const SETUP_LOCK = 7260414;

let runner: Promise<JobRunner> | undefined;

/** This instance's runner of the app's jobs (bootstrap calls it once; every instance does). */
export async function startJobs(jobs: JobDefinition<never>[]) {
  runner ??= getSqlExecutor()
    .then((execute) => createJobRunner(jobs, { execute, oneAtATime: (setup) => withAdvisoryLock(SETUP_LOCK, setup) }))
    .catch((error) => {
      runner = undefined;
      throw error;
    });
  return runner;
}

/** Queues one run of a job of this instance's runner. */
export async function sendJob(name: string, data: object = {}): Promise<string | null> {
  if (!runner) throw new Error("jobs are not started in this process");
  return (await runner).send(name, data);
}

/** Jobs waiting per queue, for /metrics; empty before the jobs start. */
export async function queueDepths(): Promise<Record<string, number>> {
  return runner ? (await runner).depths() : {};
}

/** On shutdown: stop taking jobs, let a running one finish. */
export async function stopJobs(timeoutMs = 10_000) {
  const current = runner;
  runner = undefined;
  if (current) await (await current.catch(() => null))?.stop(timeoutMs);
}
