import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) => value === 'true' || value === '1');

const seconds = z.coerce.number().positive().max(3600);

/** An http(s) address, or unset when empty. */
const httpUrl = z
  .string()
  .url()
  .regex(/^https?:\/\//, 'must start with http:// or https://')
  .optional()
  .or(z.literal('').transform(() => undefined));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  PUBLIC_URL: z.string().url().optional(),
  AUTH_SECRET: z.string().min(32, 'AUTH_SECRET must be at least 32 characters').optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Kindred <no-reply@kindred.local>'),
  TRUST_PROXY: booleanFromEnv,
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().optional(),
  RATE_LIMIT_LOGIN_PER_IP: z.coerce.number().int().positive().optional(),
  RATE_LIMIT_LOGIN_PER_ACCOUNT: z.coerce.number().int().positive().optional(),
  RATE_LIMIT_SIGNUP_PER_IP: z.coerce.number().int().positive().optional(),
  RATE_LIMIT_ORDERS_PER_IP: z.coerce.number().int().positive().optional(),
  RATE_LIMIT_ORDERS_PER_EMAIL: z.coerce.number().int().positive().optional(),
  PUBLIC_CACHE_SECONDS: z.coerce.number().int().min(0).max(60).default(5),
  HTTP_HEADERS_TIMEOUT_SECONDS: seconds.default(15),
  HTTP_REQUEST_TIMEOUT_SECONDS: seconds.default(120),
  HTTP_CONNECTION_TIMEOUT_SECONDS: seconds.default(60),
  HTTP_KEEP_ALIVE_TIMEOUT_SECONDS: seconds.default(72),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // S3 storage (ADR 21): set S3_BUCKET to keep uploads in S3 instead of DATA_DIR/uploads.
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{0,43}$/,
      'S3_BUCKET must be 1 to 44 characters: a-z, 0-9, dots and hyphens, starting with a letter or digit (Kindred adds -event-images, -profile-images and -facilitator-images)',
    )
    .optional()
    .or(z.literal('').transform(() => undefined)),
  S3_ENDPOINT: httpUrl,
  S3_REGION: z.string().optional(),
  AWS_REGION: z.string().optional(),
  S3_PUBLIC_URL: httpUrl,
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false', '1', '0', '']).optional(),
  // Card payments through Stripe Checkout (ADR 23): both set, or neither.
  STRIPE_SECRET_KEY: z
    .string()
    .regex(
      /^(sk|rk)_(test|live)_\w+$/,
      'STRIPE_SECRET_KEY must be a secret key (sk_live_…, sk_test_… or a restricted rk_… key), not the publishable pk_… one',
    )
    .optional()
    .or(z.literal('').transform(() => undefined)),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(
      /^whsec_\w+$/,
      "STRIPE_WEBHOOK_SECRET must be the webhook endpoint's signing secret (whsec_…)",
    )
    .optional()
    .or(z.literal('').transform(() => undefined)),
});

export type AppConfig = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Most PostgreSQL connections one process holds. */
  databasePoolSize: number;
  publicUrl: string;
  authSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  trustProxy: boolean;
  logLevel: string;
  /** How long anonymous visitors share an answer of the public lists in memory; 0 turns it off. */
  publicCacheSeconds: number;
  /** Limits for the login and sign-up rate limiter; tests lower them. */
  rateLimits: RateLimitSettings;
  /** How long a client may take over a request before its connection is closed. */
  httpTimeouts: HttpTimeouts;
  /** Where uploads live: DATA_DIR/uploads, or S3 buckets when S3_BUCKET is set. */
  storage: StorageSettings;
  /** Card payments through Stripe Checkout when its keys are set; else paid tickets are paid offline. */
  stripe: StripeSettings | undefined;
};

/** STRIPE_* of the README's Configuration (ADR 23). */
export type StripeSettings = {
  /** The account's secret API key: Kindred opens Checkout Sessions and refunds with it. */
  secretKey: string;
  /** The webhook endpoint's signing secret: how Kindred knows a payment notice came from Stripe. */
  webhookSecret: string;
};

export type StorageSettings = { kind: 'disk' } | ({ kind: 's3' } & S3Settings);

/** S3_* of the README's Configuration (ADR 21). */
export type S3Settings = {
  /** The three buckets are named `{bucket}-event-images`, `-profile-images`, `-facilitator-images`. */
  bucket: string;
  /** An S3-compatible server's address (MinIO, R2, …); unset for Amazon S3 itself. */
  endpoint: string | undefined;
  region: string;
  /** Where browsers read the files; `{bucket}` stands for a bucket's name, else it is appended. */
  publicUrl: string;
  /** Buckets in the path (`{endpoint}/{bucket}/…`) rather than the host name. */
  forcePathStyle: boolean;
};

/** S3_PUBLIC_URL when it is unset: the bucket's path-style address on the endpoint, or AWS's own. */
export function defaultPublicUrl({ endpoint, region }: { endpoint?: string; region: string }) {
  return endpoint ? `${endpoint}/{bucket}` : `https://{bucket}.s3.${region}.amazonaws.com`;
}

/** Milliseconds, each; see the README's Configuration. */
export type HttpTimeouts = {
  /** Until the request's headers are in (against slowloris); 408 after. */
  headersMs: number;
  /** Until the whole request, body included, is in; 408 after. */
  requestMs: number;
  /** Most time a connection may go without a byte either way while a request is open. */
  connectionMs: number;
  /** How long an idle keep-alive connection waits for the next request. */
  keepAliveMs: number;
};

// Headers come in one packet; a body may be a 5 MB image from a phone on a slow uplink. The
// keep-alive wait outlasts the 60 s idle timeout of common load balancers, so they close first.
export const defaultHttpTimeouts: HttpTimeouts = {
  headersMs: 15_000,
  requestMs: 120_000,
  connectionMs: 60_000,
  keepAliveMs: 72_000,
};

export type RateLimitSettings = {
  windowSeconds: number;
  loginPerIp: number;
  loginPerAccount: number;
  signupPerIp: number;
  passwordResetPerAccount: number;
  /** Bookings an hour from one visitor's address (signed-in guests: three times as many). */
  ordersPerIp: number;
  /** Guest bookings an hour naming one e-mail address, whoever makes them (each mails it). */
  ordersPerEmail: number;
};

export const defaultRateLimits: RateLimitSettings = {
  windowSeconds: 15 * 60,
  loginPerIp: 30,
  loginPerAccount: 10,
  signupPerIp: 10,
  passwordResetPerAccount: 5,
  ordersPerIp: 10,
  ordersPerEmail: 5,
};

/**
 * Reads the environment once at start-up and fails fast with every problem listed.
 * Without AUTH_SECRET a random secret is generated and kept in DATA_DIR, so that
 * `npm start` works on a fresh machine and sessions survive a restart.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const e = parsed.data;
  if (e.HTTP_HEADERS_TIMEOUT_SECONDS > e.HTTP_REQUEST_TIMEOUT_SECONDS)
    throw new Error(
      'Invalid configuration:\n  HTTP_HEADERS_TIMEOUT_SECONDS must not be longer than HTTP_REQUEST_TIMEOUT_SECONDS',
    );
  if (Boolean(e.STRIPE_SECRET_KEY) !== Boolean(e.STRIPE_WEBHOOK_SECRET)) {
    const [set, unset] = e.STRIPE_SECRET_KEY
      ? ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET']
      : ['STRIPE_WEBHOOK_SECRET', 'STRIPE_SECRET_KEY'];
    throw new Error(
      `Invalid configuration:\n  ${unset}: card payments through Stripe need both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET; ${set} is set, so set ${unset} too (or unset both for offline payments)`,
    );
  }
  const dataDir = path.resolve(e.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    authSecret: e.AUTH_SECRET ?? readOrCreateSecret(dataDir),
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    publicCacheSeconds: e.PUBLIC_CACHE_SECONDS,
    rateLimits: {
      windowSeconds: e.RATE_LIMIT_WINDOW_SECONDS ?? defaultRateLimits.windowSeconds,
      loginPerIp: e.RATE_LIMIT_LOGIN_PER_IP ?? defaultRateLimits.loginPerIp,
      loginPerAccount: e.RATE_LIMIT_LOGIN_PER_ACCOUNT ?? defaultRateLimits.loginPerAccount,
      signupPerIp: e.RATE_LIMIT_SIGNUP_PER_IP ?? defaultRateLimits.signupPerIp,
      passwordResetPerAccount: defaultRateLimits.passwordResetPerAccount,
      ordersPerIp: e.RATE_LIMIT_ORDERS_PER_IP ?? defaultRateLimits.ordersPerIp,
      ordersPerEmail: e.RATE_LIMIT_ORDERS_PER_EMAIL ?? defaultRateLimits.ordersPerEmail,
    },
    httpTimeouts: {
      headersMs: e.HTTP_HEADERS_TIMEOUT_SECONDS * 1000,
      requestMs: e.HTTP_REQUEST_TIMEOUT_SECONDS * 1000,
      connectionMs: e.HTTP_CONNECTION_TIMEOUT_SECONDS * 1000,
      keepAliveMs: e.HTTP_KEEP_ALIVE_TIMEOUT_SECONDS * 1000,
    },
    storage: storageSettings(e),
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
        ? { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET }
        : undefined,
  };
}

function storageSettings(e: z.infer<typeof envSchema>): StorageSettings {
  if (!e.S3_BUCKET) return { kind: 'disk' };
  const endpoint = e.S3_ENDPOINT?.replace(/\/$/, '');
  const region = e.S3_REGION || e.AWS_REGION || 'us-east-1';
  return {
    kind: 's3',
    bucket: e.S3_BUCKET,
    endpoint,
    region,
    publicUrl: (e.S3_PUBLIC_URL ?? defaultPublicUrl({ endpoint, region })).replace(/\/$/, ''),
    // S3-compatible servers mostly want the bucket in the path; Amazon S3 in the host name.
    forcePathStyle: e.S3_FORCE_PATH_STYLE
      ? e.S3_FORCE_PATH_STYLE === 'true' || e.S3_FORCE_PATH_STYLE === '1'
      : endpoint !== undefined,
  };
}

function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
