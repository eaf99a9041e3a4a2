import { z } from "zod";
import { MEASUREMENT_ID } from "./analytics-hosts";

/** Every environment variable the server reads, validated once at boot. Documented in .env.example. */
const EnvSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().positive().default(3000),
    HOST: z.string().default("0.0.0.0"),
    DATABASE_URL: z.string().url().optional(),
    DATA_DIR: z.string().default("./data"),
    JWT_SECRET: z.string().min(32, "JWT_SECRET must be at least 32 characters").optional(),
    COOKIE_SECURE: z.enum(["true", "false", "auto"]).default("auto"),
    SUPPORT_EMAIL: z.string().email().default("support@satlingo.app"),
    SUPPORT_PHONE: z.string().default("+994 12 555 01 23"),
    // Unset: seed at start except in production, where content is loaded on demand (`npm run db:seed`).
    SEED_ON_START: z.enum(["true", "false"]).optional(),
    LOGIN_RATE_LIMIT: z.coerce.number().int().positive().default(10),
    SIGNUP_RATE_LIMIT: z.coerce.number().int().positive().default(10),
    LOG_LEVEL: z.enum(["silent", "error", "info"]).default("info"),
    // Background jobs (app/lib/jobs.server.ts): "false" = this instance works on no job (others still do).
    JOBS: z.enum(["true", "false"]).default("true"),
    // /metrics (server/metrics.js): unset = not served; set = served to "Authorization: Bearer <token>" only.
    METRICS_TOKEN: z.string().min(16, "METRICS_TOKEN must be at least 16 characters").optional(),
    // Seconds a stopping instance lets requests in flight finish before it closes what is left.
    SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().int().min(1).default(25),
    SMTP_URL: z
      .string()
      .url()
      .refine((v) => /^smtps?:\/\//i.test(v), "SMTP_URL must start with smtp:// or smtps://")
      .optional(),
    MAIL_FROM: z.string().default("SAT Lingo <no-reply@satlingo.app>"),
    APP_URL: z
      .string()
      .url()
      .refine((v) => /^https?:\/\//i.test(v), "APP_URL must start with http:// or https://")
      .optional(),
    MAIL_RATE_LIMIT: z.coerce.number().int().positive().default(5),
    MAIL_IP_RATE_LIMIT: z.coerce.number().int().positive().default(20),
    CALLBACK_IP_RATE_LIMIT: z.coerce.number().int().positive().default(10),
    CALLBACK_PHONE_RATE_LIMIT: z.coerce.number().int().positive().default(5),
    SALES_EMAIL: z.string().email().optional(),
    STORAGE: z.enum(["local", "s3", "postgres"]).default("local"),
    S3_BUCKET: z.string().optional(),
    S3_REGION: z.string().default("us-east-1"),
    S3_ENDPOINT: z.string().url().optional(),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    S3_FORCE_PATH_STYLE: z.enum(["true", "false"]).default("false"),
    // Payments (app/features/billing): unset STRIPE_SECRET_KEY = payments not configured; STRIPE_API_BASE only for a stand-in.
    STRIPE_SECRET_KEY: z.string().optional(),
    STRIPE_WEBHOOK_SECRET: z.string().optional(),
    STRIPE_API_BASE: z
      .string()
      .url()
      .refine((v) => /^https?:\/\//i.test(v), "STRIPE_API_BASE must start with http:// or https://")
      .optional(),
    // Lingo, the AI tutor (app/features/tutor): any OpenAI-compatible server; neither URL nor key = offline mode.
    OPENAI_BASE_URL: z
      .string()
      .url()
      .refine((v) => /^https?:\/\//i.test(v), "OPENAI_BASE_URL must start with http:// or https://")
      .optional(),
    OPENAI_API_KEY: z.string().optional(),
    OPENAI_MODEL: z.string().default("gpt-4o-mini"),
    TUTOR_DAILY_MESSAGES: z.coerce.number().int().min(0).default(50),
    TUTOR_RATE_LIMIT: z.coerce.number().int().positive().default(10),
    TUTOR_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
    TUTOR_MAX_TOKENS: z.coerce.number().int().min(0).default(1024),
    // Skill practice (app/features/practice): questions a free student may answer per UTC day (0 = no limit).
    PRACTICE_FREE_DAILY_QUESTIONS: z.coerce.number().int().min(0).default(20),
    // Google Analytics 4 (app/features/analytics): unset = no analytics, no banner; set = loaded only after the visitor consents.
    ANALYTICS_MEASUREMENT_ID: z
      .string()
      .regex(MEASUREMENT_ID, "ANALYTICS_MEASUREMENT_ID must be a Google Analytics 4 measurement id, like G-ABC123XYZ")
      .optional(),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === "production" && !env.APP_URL)
      ctx.addIssue({
        code: "custom",
        path: ["APP_URL"],
        message:
          "required when NODE_ENV=production: the public address (e.g. https://satlingo.app) that links in e-mails and payment pages point to; without it they would follow the Host header a client sends",
      });
    if (env.STORAGE === "s3" && !env.S3_BUCKET)
      ctx.addIssue({ code: "custom", path: ["S3_BUCKET"], message: "required when STORAGE=s3 (the bucket that keeps uploaded files)" });
    if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET)
      ctx.addIssue({
        code: "custom",
        path: ["STRIPE_WEBHOOK_SECRET"],
        message: "required with STRIPE_SECRET_KEY: payments are fulfilled by signed webhooks (the whsec_… secret of the endpoint, or of `stripe listen`)",
      });
    if (!env.S3_ACCESS_KEY_ID !== !env.S3_SECRET_ACCESS_KEY)
      ctx.addIssue({
        code: "custom",
        path: ["S3_SECRET_ACCESS_KEY"],
        message: "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together (or leave both unset for the SDK's own credentials)",
      });
  });

export type Env = z.infer<typeof EnvSchema>;
let cached: Env | undefined;

export function getEnv(): Env {
  if (cached) return cached;
  const parsed = EnvSchema.safeParse(Object.fromEntries(Object.entries(process.env).filter(([, v]) => v !== "")));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n");
    throw new Error(`Invalid environment configuration:\n${lines}`);
  }
  cached = parsed.data;
  return cached;
}
