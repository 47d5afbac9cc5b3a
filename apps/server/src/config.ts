import path from "node:path";
import { z } from "zod";

/** Every environment variable the server reads, parsed once (DESIGN §3). */
const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  BASE_DOMAIN: z
    .string()
    .regex(/^[a-z0-9.-]+(:\d+)?$/i, "must be a host name such as localhost or cloudoc.co.uk")
    .default("localhost"),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().min(3).default("Cloudoc <no-reply@cloudoc.local>"),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_BUCKET: z.string().min(3).optional(),
  S3_ACCESS_KEY: z.string().min(1).optional(),
  S3_SECRET_KEY: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default("eu-west-2"),
  CHROMIUM_PATH: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  SEED_DEMO: z.enum(["true", "false"]).default("true"),
  WEB_DIST: z.string().min(1).optional(),
  TRUST_PROXY: z
    .string()
    .regex(
      /^(true|false|[0-9a-fA-F.:/]+(,[0-9a-fA-F.:/]+)*)$/,
      "must be true, false, or proxy addresses separated by commas",
    )
    .default("false"),
  RECAPTCHA_SITE_KEY: z.string().min(10).optional(),
  RECAPTCHA_SECRET_KEY: z.string().min(10).optional(),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_[A-Za-z0-9]+$/, "must be a Stripe secret key (sk_test_… or sk_live_…)")
    .optional(),
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .regex(/^pk_(test|live)_[A-Za-z0-9]+$/, "must be a Stripe publishable key (pk_test_… or pk_live_…)")
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_[A-Za-z0-9]+$/, "must be a webhook secret (whsec_…)")
    .optional(),
  SANDBOX_PAYMENT_DELAY_MS: z.coerce.number().int().min(0).max(10_000).default(800),
  SIGNING_P12_FILE: z.string().min(1).optional(),
  SIGNING_P12_PASSPHRASE: z.string().optional(),
});

export interface S3Config {
  endpoint: string;
  bucket: string;
  accessKey: string;
  secretKey: string;
  region: string;
}

export interface Config {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Connections each process keeps to PostgreSQL (not used by the embedded database). */
  databasePoolSize: number;
  baseDomain: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  redisUrl: string | undefined;
  s3: S3Config | undefined;
  chromiumPath: string | undefined;
  logLevel: string;
  seedDemo: boolean;
  webDist: string;
  recaptcha: { siteKey: string; secretKey: string } | undefined;
  /** Whether (or from which proxy addresses) to believe X-Forwarded-For; off unless behind a proxy. */
  trustProxy: boolean | string;
  /** Stripe payments; unset means the sandbox provider. */
  stripe:
    | {
        secretKey: string;
        webhookSecret: string | undefined;
        /** What the browser loads Stripe.js with; without it Stripe's card form cannot show. */
        publishableKey: string | undefined;
      }
    | undefined;
  /** How long the sandbox provider takes to answer a card payment. */
  sandboxPaymentDelayMs: number;
  /** The PKCS#12 that seals signed PDFs; unset: one generated once and kept as a platform secret. */
  signingCertificate: { p12File: string; passphrase: string } | undefined;
}

export class ConfigError extends Error {}

function s3From(env: z.infer<typeof schema>): S3Config | undefined {
  const { S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY, S3_SECRET_KEY } = env;
  const given = [S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY, S3_SECRET_KEY].filter(Boolean).length;
  if (given === 0) return undefined;
  if (!S3_ENDPOINT || !S3_BUCKET || !S3_ACCESS_KEY || !S3_SECRET_KEY) {
    throw new ConfigError("S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY and S3_SECRET_KEY must be set together");
  }
  return {
    endpoint: S3_ENDPOINT,
    bucket: S3_BUCKET,
    accessKey: S3_ACCESS_KEY,
    secretKey: S3_SECRET_KEY,
    region: env.S3_REGION,
  };
}

function recaptchaFrom(env: z.infer<typeof schema>) {
  const { RECAPTCHA_SITE_KEY: siteKey, RECAPTCHA_SECRET_KEY: secretKey } = env;
  if (!siteKey && !secretKey) return undefined;
  if (!siteKey || !secretKey)
    throw new ConfigError("RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET_KEY must be set together");
  return { siteKey, secretKey };
}

/**
 * Stripe when its secret key is set. The publishable key is optional (without it the browser
 * shows no Stripe form), but neither it nor the webhook secret means anything without the secret key.
 */
function stripeFrom(env: z.infer<typeof schema>) {
  const {
    STRIPE_SECRET_KEY: secretKey,
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_PUBLISHABLE_KEY: publishableKey,
  } = env;
  if (!secretKey && webhookSecret) throw new ConfigError("STRIPE_WEBHOOK_SECRET needs STRIPE_SECRET_KEY");
  if (!secretKey && publishableKey) throw new ConfigError("STRIPE_PUBLISHABLE_KEY needs STRIPE_SECRET_KEY");
  return secretKey ? { secretKey, webhookSecret, publishableKey } : undefined;
}

/** Parses the environment; a bad value throws a ConfigError naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ""));
  const parsed = schema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid environment: ${lines.join("; ")}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    baseDomain: e.BASE_DOMAIN.toLowerCase(),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    redisUrl: e.REDIS_URL,
    s3: s3From(e),
    chromiumPath: e.CHROMIUM_PATH,
    logLevel: e.LOG_LEVEL,
    seedDemo: e.SEED_DEMO === "true",
    webDist: path.resolve(e.WEB_DIST ?? new URL("../../web/dist", import.meta.url).pathname),
    recaptcha: recaptchaFrom(e),
    trustProxy: e.TRUST_PROXY === "true" ? true : e.TRUST_PROXY === "false" ? false : e.TRUST_PROXY,
    stripe: stripeFrom(e),
    sandboxPaymentDelayMs: e.SANDBOX_PAYMENT_DELAY_MS,
    signingCertificate: e.SIGNING_P12_FILE
      ? { p12File: path.resolve(e.SIGNING_P12_FILE), passphrase: e.SIGNING_P12_PASSPHRASE ?? "" }
      : undefined,
  };
}
