import path from 'node:path';
import { z } from 'zod';

const DURATION = /^(\d+)([smhd])$/;
const UNIT_SECONDS = { s: 1, m: 60, h: 3600, d: 86_400 } as const;

function durationToSeconds(value: string): number {
  const [, amount, unit] = DURATION.exec(value) ?? [];
  return Number(amount) * UNIT_SECONDS[unit as keyof typeof UNIT_SECONDS];
}

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const postgresUrl = z
  .string()
  .refine((value) => /^postgres(ql)?:\/\/[^\s]+$/.test(value) && URL.canParse(value), {
    message: 'must be a postgres:// or postgresql:// URL',
  });

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
    HOST: z.string().min(1).optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: postgresUrl.optional(),
    JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    TOKEN_TTL: z.string().regex(DURATION, 'must look like 30m, 12h or 7d').default('7d'),
    SMTP_URL: z
      .string()
      .refine((value) => /^smtps?:\/\//.test(value) && URL.canParse(value), {
        message: 'must be an smtp:// or smtps:// URL',
      })
      .optional(),
    MAIL_FROM: z.string().min(3).default('Kanak Jewels <no-reply@kanakjewels.in>'),
    PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
    CORS_ORIGINS: z
      .string()
      .optional()
      .transform((value) =>
        (value ?? '')
          .split(',')
          .map((origin) => origin.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.url({ protocol: /^https?$/ }))),
    SEED_DEMO: booleanFlag.optional(),
    ADMIN_EMAIL: z.email().optional(),
    ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').max(128).optional(),
    TRUST_PROXY: z
      .string()
      .regex(
        /^(true|false|\d+|[0-9a-fA-F.:/,\s]+)$/,
        'must be true, a hop count or a list of addresses',
      )
      .optional(),
    CATALOG_CACHE_MS: z.coerce.number().int().min(0).max(600_000).default(5_000),
    CATALOG_COUNT_CACHE_MS: z.coerce.number().int().min(0).max(3_600_000).default(60_000),
    S3_BUCKET: z.string().min(3).max(63).optional(),
    S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_FORCE_PATH_STYLE: booleanFlag.optional(),
    MEDIA_PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.JWT_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['JWT_SECRET'],
        message: 'is required when NODE_ENV=production',
      });
    }
    if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'],
        message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together',
      });
    }
    if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.ADMIN_EMAIL ? 'ADMIN_PASSWORD' : 'ADMIN_EMAIL'],
        message: 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
      });
    }
  });

type TrustProxy = boolean | string[] | ((address: string, hop: number) => boolean);

function parseTrustProxy(value: string | undefined): TrustProxy {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

export type Config = ReturnType<typeof toConfig>;

function toConfig(env: z.infer<typeof EnvSchema>) {
  const isProduction = env.NODE_ENV === 'production';
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    env: env.NODE_ENV,
    isProduction,
    port: env.PORT,
    host: env.HOST ?? (isProduction ? '0.0.0.0' : '127.0.0.1'),
    dataDir,
    databaseUrl: env.DATABASE_URL,
    jwtSecret: env.JWT_SECRET,
    tokenTtlSeconds: durationToSeconds(env.TOKEN_TTL),
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    corsOrigins: env.CORS_ORIGINS,
    seedDemo: env.SEED_DEMO ?? !env.DATABASE_URL,
    admin:
      env.ADMIN_EMAIL && env.ADMIN_PASSWORD
        ? { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD }
        : undefined,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    catalogCacheMs: env.CATALOG_CACHE_MS,
    /** How long a listing filter's total is kept; any catalogue write or stock change clears it. */
    catalogCountCacheMs: env.CATALOG_COUNT_CACHE_MS,
    /** Media in an S3-compatible bucket when S3_BUCKET is set; otherwise DATA_DIR/uploads. */
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          endpoint: env.S3_ENDPOINT,
          region: env.S3_REGION,
          credentials:
            env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
              : undefined,
          // S3-compatible servers (MinIO, s3rver…) usually want path-style; AWS itself does not.
          forcePathStyle: env.S3_FORCE_PATH_STYLE ?? Boolean(env.S3_ENDPOINT),
        }
      : undefined,
    mediaPublicUrl: env.MEDIA_PUBLIC_URL?.replace(/\/+$/, ''),
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    webDistDir: path.resolve('dist/web'),
    /** The storefront's server renderer, built by `npm run build` beside the web app. */
    pageRendererFile: path.resolve('dist/ssr/entry-server.js'),
  };
}

/** Settings that start but are unsafe in production: printed at start, never fatal. */
export function configWarnings(config: Config): string[] {
  if (!config.isProduction) return [];
  const warnings: string[] = [];
  if (config.trustProxy === true) {
    warnings.push(
      'TRUST_PROXY=true believes every X-Forwarded-For hop, so any client can pick its own address ' +
        'and step around the per-client limits. Name the proxy instead: its address(es), or the hop count (TRUST_PROXY=1).',
    );
  }
  if (!config.smtpUrl) {
    warnings.push(
      `SMTP_URL is unset: mail (one-time codes included) is only written to ${path.join(config.dataDir, 'outbox')} and customers receive none.`,
    );
  }
  return warnings;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  }
}

/** Parses the environment once at start; lists every bad variable by name. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const blankAsUnset = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const result = EnvSchema.safeParse(blankAsUnset);
  if (!result.success) {
    throw new ConfigError(
      result.error.issues.map(
        (issue) => `${issue.path.join('.') || 'environment'} ${issue.message}`,
      ),
    );
  }
  return toConfig(result.data);
}
