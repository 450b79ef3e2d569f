import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TRIAL } from '@sc/contract';
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
      .default('worker')
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
    OPERATOR_KEY: z
      .string()
      .trim()
      .refine(
        (value) => /^[A-Za-z0-9+/]+={0,2}$/.test(value) && Buffer.from(value, 'base64').length >= 32,
        'must be base64 of at least 32 random bytes (e.g. openssl rand -base64 32)',
      )
      .optional()
      .describe(
        "The key sealing operators' two-factor secrets; without it the file DATA_DIR/keys/operators.key (made on first use)",
      ),
    S3_ENDPOINT: z.url().optional(),
    S3_BUCKET: z.string().min(3).optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_PREFIX: z.string().default(''),
    WEB_DIST: z.string().min(1).default(defaultWebDist),
    PDF_FONT: z
      .string()
      .min(1)
      .default('/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc')
      .describe('A font covering Chinese and Japanese for PDFs (TTF, OTF or TTC; Debian: fonts-noto-cjk)'),
    PDF_FONT_BOLD: z.string().min(1).default('/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc'),
    TRIAL_DAYS: z.coerce.number().int().min(1).max(365).default(TRIAL.days),
    TRIAL_BUYER_CONTACTS: z.coerce.number().int().min(0).max(100_000).default(TRIAL.buyerContacts),
    REFERRAL_REWARD_DAYS: z.coerce.number().int().min(0).max(3650).default(30),
    REFERRAL_REWARD_CONTACTS: z.coerce.number().int().min(0).max(100_000).default(10),
    REFERRAL_HOLD_DAYS: z.coerce.number().int().min(0).max(365).default(14),
    E2E_TEST_HOOKS: flag
      .default(false)
      .describe('Browser tests only: mounts /api/_test/clock and /api/_test/jobs/run; refused in production'),
    JOBS_SCHEDULE: flag
      .default(true)
      .describe(
        'Run scheduled jobs (payment reconciliation, trial reminders); tests switch it off and run them by hand',
      ),
    PAYMENT_PROVIDER: z
      .enum(['fake', 'lianlian'])
      .optional()
      .describe(
        'fake: the built-in LianLian stand-in (default outside production); lianlian: LianLian Global Acquiring',
      ),
    LIANLIAN_BASE_URL: z.url().default('https://celer-api.LianLianpay-inc.com/gateway'),
    LIANLIAN_MERCHANT_ID: z.string().min(1).optional(),
    LIANLIAN_PRIVATE_KEY: z
      .string()
      .min(1)
      .optional()
      .describe('The merchant key (PKCS#8 PEM) that signs requests'),
    LIANLIAN_PUBLIC_KEY: z
      .string()
      .min(1)
      .optional()
      .describe("LianLian's public key (PEM) that verifies answers and notifies"),
    LIANLIAN_SIGN_ALGORITHM: z.enum(['SHA1withRSA', 'SHA256withRSA']).default('SHA1withRSA'),
    LIANLIAN_CARD_PAGE_URL: z
      .string()
      .min(1)
      .optional()
      .describe("The page hosting LianLian's card iframe SDK; {token} and {locale} are replaced"),
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
    if ((env.PAYMENT_PROVIDER ?? (env.NODE_ENV === 'production' ? undefined : 'fake')) === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYMENT_PROVIDER'],
        message:
          'must be set in production: lianlian (with the LIANLIAN_* settings) or fake (a demo that takes no money)',
      });
    }
    if (env.PAYMENT_PROVIDER === 'lianlian') {
      for (const name of [
        'LIANLIAN_MERCHANT_ID',
        'LIANLIAN_PRIVATE_KEY',
        'LIANLIAN_PUBLIC_KEY',
        'LIANLIAN_CARD_PAGE_URL',
      ] as const) {
        if (!env[name])
          ctx.addIssue({
            code: 'custom',
            path: [name],
            message: 'is required when PAYMENT_PROVIDER=lianlian',
          });
      }
    }
    if (env.NODE_ENV === 'production' && env.E2E_TEST_HOOKS) {
      ctx.addIssue({
        code: 'custom',
        path: ['E2E_TEST_HOOKS'],
        message: 'moves the clock and runs jobs on request: it is refused when NODE_ENV=production',
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
    /**
     * Seals operators' two-factor secrets and signs their sign-in challenges; every process must hold
     * the same one. Unset: the key file under DATA_DIR (processes sharing a database share that file).
     */
    operatorKey: env.OPERATOR_KEY ? Buffer.from(env.OPERATOR_KEY, 'base64') : undefined,
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
    /** Fonts of generated PDFs; when a file is missing, PDFs use Helvetica and cannot show CJK text. */
    pdfFonts: { regular: env.PDF_FONT, bold: env.PDF_FONT_BOLD },
    /** Whether this process runs the scheduled jobs (off in tests, which run them by hand). */
    jobsSchedule: env.JOBS_SCHEDULE,
    payments: {
      provider: env.PAYMENT_PROVIDER ?? ('fake' as const),
      /** Where the provider posts its signed notifies. */
      notifyUrl: `${publicUrl}/payments/lianlian/notify`,
      /** Where the payer's browser comes back after 3-D Secure (SPEC 2: /buyersList?merchant_transaction_id=…). */
      returnUrl: (merchantTransactionId: string) =>
        `${publicUrl}/buyersList?merchant_transaction_id=${encodeURIComponent(merchantTransactionId)}`,
      lianlian:
        env.LIANLIAN_MERCHANT_ID &&
        env.LIANLIAN_PRIVATE_KEY &&
        env.LIANLIAN_PUBLIC_KEY &&
        env.LIANLIAN_CARD_PAGE_URL
          ? {
              baseUrl: env.LIANLIAN_BASE_URL,
              merchantId: env.LIANLIAN_MERCHANT_ID,
              privateKeyPem: env.LIANLIAN_PRIVATE_KEY.replaceAll('\\n', '\n'),
              publicKeyPem: env.LIANLIAN_PUBLIC_KEY.replaceAll('\\n', '\n'),
              algorithm: env.LIANLIAN_SIGN_ALGORITHM,
              cardPageUrl: env.LIANLIAN_CARD_PAGE_URL,
            }
          : null,
    },
    /** What an activated invitation earns its inviter, granted when the hold after activation ends. */
    referralReward: {
      days: env.REFERRAL_REWARD_DAYS,
      contacts: env.REFERRAL_REWARD_CONTACTS,
      holdDays: env.REFERRAL_HOLD_DAYS,
    },
    /** Browser tests move the server's clock and run jobs through /api/_test/… (never in production). */
    e2eTestHooks: env.E2E_TEST_HOOKS,
    /** What a new supplier company's free trial grants. */
    trial: { days: env.TRIAL_DAYS, buyerContacts: env.TRIAL_BUYER_CONTACTS },
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
