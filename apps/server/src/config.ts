import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { isAddressList, type TrustProxy } from './http/clientAddress.js';

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/**
 * `TRUST_PROXY`: off, a hop count or the proxies' addresses. `true` (trust every hop) is refused:
 * the left-most `X-Forwarded-For` entries are written by the client, so rate limits keyed on them
 * would limit nobody.
 */
const trustProxy = z.string().transform((v, ctx): TrustProxy => {
  const value = v.trim().toLowerCase();
  if (['false', '0', 'no', 'off'].includes(value)) return false;
  if (['true', 'yes', 'on'].includes(value)) {
    ctx.addIssue({
      code: 'custom',
      message:
        'true would trust every X-Forwarded-For entry, which the client writes itself; set the number of proxies in front of the server (e.g. 1) or their addresses (e.g. 10.0.0.0/8,loopback)',
    });
    return z.NEVER;
  }
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > 10) ctx.addIssue({ code: 'custom', message: 'at most 10 proxies' });
    return { hops };
  }
  const addresses = v
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
  if (!isAddressList(addresses)) {
    ctx.addIssue({
      code: 'custom',
      message:
        'must be false, a number of proxies, or comma-separated proxy addresses/CIDRs (loopback, linklocal, uniquelocal allowed)',
    });
    return z.NEVER;
  }
  return { addresses };
});

const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** Every setting of the server; the only reader of process.env. */
const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().min(1).default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
    PUBLIC_URL: z.url().optional().describe('Base address users reach the portal at; used in mailed links'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(20),
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
      .optional(),
    ALLOWED_ORIGINS: z
      .string()
      .default('')
      .transform((v) =>
        v
          .split(',')
          .map((o) => o.trim())
          .filter(Boolean),
      ),
    TRUST_PROXY: trustProxy.default(false),
    WEB_CLIENT_ID: z.string().min(1).default('web'),
    WEB_CLIENT_SECRET: z.string().min(1).default('web'),
    SESSION_TTL_HOURS: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 90)
      .default(168),
    CAPTCHA_FIXED_CODE: z.string().min(1).max(16).optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
    MAIL_FROM: z.string().min(3).default('Supplier Cloud <no-reply@suppliercloud.test>'),
    TRANSLATE_URL: z.url().optional(),
    TRANSLATE_API_KEY: z.string().min(1).optional(),
    SEED_DEMO: flag.default(true),
    EMBEDDED_DATABASE_THREAD: z
      .enum(['main', 'worker'])
      .default('main')
      .describe(
        'Where embedded PGlite runs: main (the event loop) or worker (a worker thread via pglite-socket)',
      ),
    EVENT_LOOP_DELAY_REPORT: flag
      .default(false)
      .describe("Benchmarks: print the event loop's delay on stdout at each SIGUSR2"),
    SEED_CATALOGUE_SIZE: z.coerce.number().int().min(0).max(1_000_000).default(3000),
    SESSION_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(3000),
    SIGNUPS_PER_ADDRESS_HOURLY: z.coerce.number().int().min(1).max(100_000).default(5),
    MESSAGE_RATE_LIMIT: z.coerce.number().int().min(0).max(10_000).default(20),
    SEED_BUYERS_SIZE: z.coerce.number().int().min(0).max(1_000_000).default(600),
    FILE_URL_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
    S3_ENDPOINT: z.url().optional(),
    S3_BUCKET: z.string().min(3).optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_PREFIX: z.string().default(''),
    WEB_DIST: z.string().min(1).default(defaultWebDist),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    LOG_FORMAT: z.enum(['auto', 'json', 'pretty']).default('auto'),
  })
  .superRefine((env, ctx) => {
    const s3 = [env.S3_ENDPOINT, env.S3_BUCKET, env.S3_ACCESS_KEY_ID, env.S3_SECRET_ACCESS_KEY];
    if (s3.some(Boolean) && !s3.every(Boolean)) {
      ctx.addIssue({
        code: 'custom',
        path: ['S3_ENDPOINT'],
        message:
          'S3 storage needs S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together',
      });
    }
    if (env.NODE_ENV === 'production' && env.CAPTCHA_FIXED_CODE) {
      ctx.addIssue({
        code: 'custom',
        path: ['CAPTCHA_FIXED_CODE'],
        message: 'is for automated tests only and is refused when NODE_ENV=production',
      });
    }
  });

export type Config = ReturnType<typeof toConfig>;

function toConfig(env: z.infer<typeof EnvSchema>) {
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    publicUrl,
    dataDir: resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    redisUrl: env.REDIS_URL,
    allowedOrigins: [new URL(publicUrl).origin, ...env.ALLOWED_ORIGINS],
    trustProxy: env.TRUST_PROXY,
    webClient: { id: env.WEB_CLIENT_ID, secret: env.WEB_CLIENT_SECRET },
    sessionTtlHours: env.SESSION_TTL_HOURS,
    /** How long a process trusts a token it checked without asking the database again (0: never). */
    sessionCacheMs: env.SESSION_CACHE_MS,
    /** Chat and support messages one user may send in 10 seconds (0: no limit). */
    messageRateLimit: env.MESSAGE_RATE_LIMIT,
    captchaFixedCode: env.CAPTCHA_FIXED_CODE,
    /** Sign-ups one client address may make in an hour (the next is refused with 429). */
    signupsPerAddressHourly: env.SIGNUPS_PER_ADDRESS_HOURLY,
    smtpUrl: env.SMTP_URL,
    /** A LibreTranslate-compatible service; without it translation is off and the UI says so. */
    translate: env.TRANSLATE_URL ? { url: env.TRANSLATE_URL, apiKey: env.TRANSLATE_API_KEY } : null,
    mailFrom: env.MAIL_FROM,
    seedDemo: env.SEED_DEMO,
    eventLoopDelayReport: env.EVENT_LOOP_DELAY_REPORT,
    embeddedDatabaseThread: env.EMBEDDED_DATABASE_THREAD,
    seedCatalogueSize: env.SEED_CATALOGUE_SIZE,
    seedBuyersSize: env.SEED_BUYERS_SIZE,
    /** Signs file URLs; without it each process makes its own, so set it when running several. */
    fileUrlSecret: env.FILE_URL_SECRET ?? randomBytes(32).toString('base64url'),
    /** Uploads go to this S3-compatible store when set; otherwise under DATA_DIR/files. */
    s3:
      env.S3_ENDPOINT && env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? {
            endpoint: env.S3_ENDPOINT,
            bucket: env.S3_BUCKET,
            region: env.S3_REGION,
            accessKeyId: env.S3_ACCESS_KEY_ID,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY,
            prefix: env.S3_PREFIX,
          }
        : undefined,
    webDist: resolve(env.WEB_DIST),
    logLevel: env.LOG_LEVEL,
    /** `auto`: readable lines in a terminal during development, JSON otherwise (for log collectors). */
    logFormat: env.LOG_FORMAT,
  };
}

export class ConfigError extends Error {}

/** Parses the environment; throws a ConfigError naming every bad variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const empty = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''));
  const parsed = EnvSchema.safeParse(empty);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return toConfig(parsed.data);
}
