import path from "node:path";
import { z } from "zod";

const bool = (fallback: boolean) =>
  z
    .enum(["true", "false", "1", "0", "yes", "no"], { message: "must be true or false" })
    .optional()
    .transform((v) => (v === undefined ? fallback : ["true", "1", "yes"].includes(v)));

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === "" ? undefined : v.trim()));

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  PUBLIC_URL: optionalString.pipe(z.url({ message: "must be a URL such as https://example.com" }).optional()),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
      .optional(),
  ),
  SESSION_SECRET: optionalString.pipe(z.string().min(32, "must be at least 32 characters").optional()),
  SEED_DEMO: bool(true),
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** One info line per request (method, route pattern, status, duration, id). */
  LOG_REQUESTS: bool(true),
  /** Bearer token of GET /metrics; without it /metrics answers 404. */
  METRICS_TOKEN: optionalString.pipe(z.string().min(16, "must be at least 16 characters").optional()),
  SMTP_URL: optionalString.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
      .optional(),
  ),
  MAIL_FROM: optionalString.pipe(z.string().min(3).optional()),
  MAIL_POLL_INTERVAL_MS: z.coerce.number().int().min(100).default(5000),
  /** How long a stop waits for the requests in flight before it cuts them (SIGTERM, SIGINT). */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(25_000),
  PAYMENTS: optionalString.pipe(
    z.enum(["stripe", "test", "off"], { message: "must be stripe, test or off" }).optional(),
  ),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  GOOGLE_MAPS_API_KEY: optionalString,
  FLIGHT_STATUS_URL: optionalString.pipe(
    z
      .string()
      .regex(/^https?:\/\/[^\s]+$/, "must be an http:// or https:// URL")
      .pipe(z.url({ message: "must be an http:// or https:// URL" }))
      .optional(),
  ),
  PHOTO_STORAGE: optionalString.pipe(z.enum(["database", "s3"], { message: "must be database or s3" }).default("database")),
  S3_BUCKET: optionalString,
  S3_ENDPOINT: optionalString.pipe(
    z
      .string()
      .regex(/^https?:\/\/[^\s]+$/, "must be an http:// or https:// URL")
      .pipe(z.url({ message: "must be an http:// or https:// URL" }))
      .optional(),
  ),
  S3_REGION: optionalString.pipe(z.string().default("us-east-1")),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  /** Certified invoices (decision 0051): invoicexpress or off (default). */
  INVOICING: optionalString.pipe(z.enum(["invoicexpress", "off"], { message: "must be invoicexpress or off" }).default("off")),
  INVOICEXPRESS_ACCOUNT: optionalString.pipe(
    z.string().regex(/^[a-z0-9-]+$/i, "must be the account name of ACCOUNT.app.invoicexpress.com").optional(),
  ),
  INVOICEXPRESS_API_KEY: optionalString,
  /** Where the InvoiceXpress API is (default https://ACCOUNT.app.invoicexpress.com): a stand-in for trials. */
  INVOICEXPRESS_URL: optionalString.pipe(
    z
      .string()
      .regex(/^https?:\/\/[^\s]+$/, "must be an http:// or https:// URL")
      .pipe(z.url({ message: "must be an http:// or https:// URL" }))
      .optional(),
  ),
  /** How often the invoicing worker looks for documents to issue, in milliseconds. */
  INVOICING_POLL_INTERVAL_MS: z.coerce.number().int().min(100).default(10_000),
});

/**
 * How transfers are paid. stripe: Stripe Checkout (needs STRIPE_SECRET_KEY); test: the built-in
 * test checkout, where no card is charged and every trace says so; off: no online payment, the
 * booking stays pending for the company to collect payment (bank transfer, cash, a link later).
 */
export type PaymentsMode = "stripe" | "test" | "off";

export type Env = z.infer<typeof envSchema> & {
  dataDir: string;
  /** PUBLIC_URL, or http://localhost:PORT when it is not set (see `publicUrlSet`). */
  publicUrl: string;
  /** True when PUBLIC_URL was set: only that origin is trusted and used in links. */
  publicUrlSet: boolean;
  /** PAYMENTS, or its default: stripe with STRIPE_SECRET_KEY, test otherwise. */
  paymentsMode: PaymentsMode;
};

export class EnvError extends Error {}

/** One bad variable is one line; several are one line each under a heading. */
function envError(problems: string[]): EnvError {
  if (problems.length === 1) return new EnvError(`Cannot start: ${problems[0]}`);
  return new EnvError(`Invalid environment variables:\n${problems.map((p) => `  ${p}`).join("\n")}`);
}

/** Parses the environment once. A bad value throws an EnvError naming the variable. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    throw envError(result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`));
  }
  const env = result.data;
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, "");
  const problems: string[] = [];
  if (env.PAYMENTS === "stripe" && !env.STRIPE_SECRET_KEY) {
    problems.push("PAYMENTS: stripe needs STRIPE_SECRET_KEY");
  }
  if (!env.PAYMENTS && !env.STRIPE_SECRET_KEY && publicUrl.startsWith("https:")) {
    problems.push(
      "PAYMENTS: PUBLIC_URL is https and STRIPE_SECRET_KEY is not set: choose PAYMENTS=test (no card is charged) or PAYMENTS=off (transfers stay pending for the company to collect payment), or set STRIPE_SECRET_KEY",
    );
  }
  if (env.PHOTO_STORAGE === "s3") {
    for (const name of ["S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const) {
      if (!env[name]) problems.push(`${name}: PHOTO_STORAGE=s3 needs ${name}`);
    }
  }
  if (env.INVOICING === "invoicexpress") {
    for (const name of ["INVOICEXPRESS_ACCOUNT", "INVOICEXPRESS_API_KEY"] as const) {
      if (!env[name]) problems.push(`${name}: INVOICING=invoicexpress needs ${name}`);
    }
  }
  const paymentsMode = env.PAYMENTS ?? (env.STRIPE_SECRET_KEY ? "stripe" : "test");
  if (paymentsMode === "stripe" && env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET) {
    // Without it Stripe's webhooks are refused, and every paid booking would stay pending.
    problems.push(
      "STRIPE_WEBHOOK_SECRET: not set while STRIPE_SECRET_KEY is: paid bookings would stay pending; set it to the signing secret (whsec_…) of the webhook pointed at PUBLIC_URL/api/payments/stripe/webhook, or choose PAYMENTS=test or PAYMENTS=off",
    );
  }
  if (problems.length > 0) throw envError(problems);
  return {
    ...env,
    dataDir: path.resolve(env.DATA_DIR),
    publicUrl,
    publicUrlSet: env.PUBLIC_URL !== undefined,
    paymentsMode,
  };
}
