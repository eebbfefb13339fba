import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { z } from 'zod';

/**
 * Every setting of the server comes from the environment and is parsed here, once.
 *
 * | Variable                      | Default                              | Meaning |
 * |-------------------------------|--------------------------------------|---------|
 * | PORT                          | 8080                                 | TCP port to listen on (0 picks a free port). |
 * | HOST                          | 127.0.0.1                            | Interface to listen on; 0.0.0.0 to accept outside connections. |
 * | DATABASE_URL                  | sqlite:./data/crewcard.sqlite        | `sqlite:PATH` (embedded, one process) or `postgres://user:pass@host:port/db`. |
 * | DB_POOL_MAX                   | 20                                   | PostgreSQL pool size per process. |
 * | APP_SECRET                    | generated into data/app-secret       | Signs access tokens and hashes one-time codes; at least 32 characters. When unset, a random secret is generated on first start and kept (mode 0600) in the data folder next to the SQLite file (./data for PostgreSQL), so restarts keep sessions. |
 * | PUBLIC_URL                    | http://HOST:PORT                     | Address users reach the app at; used in e-mailed links. |
 * | SMTP_URL                      | unset                                | e.g. smtp://user:pass@mail.example.com:587. Unset: mail stays in the outbox table (`npm run outbox` prints it; the log names only channel, recipient and template). Set: nodemailer sends it and marks it sent. SMS always stays in the outbox (no SMS provider yet). |
 * | MAIL_FROM                     | Crewcard <no-reply@HOST of PUBLIC_URL> | Sender of e-mails. |
 * | STATIC_DIR                    | dist                                 | The built web app (`npm run build`). |
 * | FILES_DIR                     | files in the data folder             | Where uploaded files (attachments, photos) are kept on disk; shared by every server process. |
 * | FILES_STORAGE                 | local                                | Where uploaded files live: local (FILES_DIR) or s3 (the bucket below). Either way the bytes pass through the server, which checks them (server/modules/file-attachments/README.md). |
 * | S3_BUCKET                     | unset                                | The bucket; required with FILES_STORAGE=s3. |
 * | S3_REGION                     | us-east-1                            | The bucket's region (signs every request). |
 * | S3_ENDPOINT                   | https://s3.REGION.amazonaws.com      | An S3-compatible service's address (MinIO, R2…), e.g. http://127.0.0.1:9000. |
 * | S3_ACCESS_KEY_ID              | unset                                | Credentials; both required with FILES_STORAGE=s3. |
 * | S3_SECRET_ACCESS_KEY          | unset                                |  |
 * | S3_FORCE_PATH_STYLE           | false                                | true: requests go to ENDPOINT/BUCKET/KEY (services without BUCKET.HOST names); false: BUCKET.HOST/KEY. |
 * | LOG_LEVEL                     | info                                 | fatal, error, warn, info, debug, trace or silent. Per-request logging only at debug and trace. |
 * | ACCESS_TOKEN_TTL_SECONDS      | 900                                  | Lifetime of an access token. |
 * | REFRESH_TOKEN_TTL_DAYS        | 30                                   | Lifetime of a refresh token (each rotation starts a new one). |
 * | SIGNIN_LIMIT_PER_IP_PER_MINUTE| 30                                   | Sign-in, code, invite and reset calls allowed per IP address per minute. |
 * | ACCOUNT_MAX_FAILED_ATTEMPTS   | 5                                    | Failed sign-ins allowed per account within the window below. |
 * | ACCOUNT_LOCKOUT_MINUTES       | 15                                   | Window of the per-account limit. |
 * | SALES_CALENDAR_URL            | unset                                | Booking link returned after sign-up (sales_owner_calendar_link). |
 * | SEED_DEMO                     | auto                                 | auto: seed demo data into an empty embedded (SQLite) database; true: seed any empty database; false: never. |
 * | DEMO_PASSWORD                 | random                               | Password of the seeded demo accounts, for scripted runs (e2e, benchmarks). Normally unset: a random one is generated and printed. |
 * | TRUST_PROXY                   | false                                | true when behind a load balancer, so the client IP comes from X-Forwarded-For. |
 * | ARGON2_MEMORY_KIB             | 19456                                | argon2id memory cost (OWASP minimum: 19 MiB, t=2, p=1). Tests lower it. |
 * | ARGON2_TIME_COST              | 2                                    | argon2id iterations. |
 * | INTERCOM_IDENTITY_SECRET      | unset                                | When set, GET /me carries intercom_user_hash (HMAC of the profile id). |
 * | VALIDATE_RESPONSES            | false                                | Tests turn it on: every response is checked against its contract schema, and every refused request against the OpenAPI document (a 400 for input the document accepts answers 500). |
 */
const zBool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const zPositiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const zEnv = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z.string().min(1).default('sqlite:./data/crewcard.sqlite'),
  DB_POOL_MAX: zPositiveInt(20),
  APP_SECRET: z.string().min(32, 'APP_SECRET must be at least 32 characters').optional(),
  PUBLIC_URL: z.url().optional(),
  SMTP_URL: z.string().min(1).optional(),
  MAIL_FROM: z.string().min(3).optional(),
  STATIC_DIR: z.string().min(1).default('dist'),
  FILES_DIR: z.string().min(1).optional(),
  FILES_STORAGE: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: zBool.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ACCESS_TOKEN_TTL_SECONDS: zPositiveInt(900),
  REFRESH_TOKEN_TTL_DAYS: zPositiveInt(30),
  SIGNIN_LIMIT_PER_IP_PER_MINUTE: zPositiveInt(30),
  ACCOUNT_MAX_FAILED_ATTEMPTS: zPositiveInt(5),
  ACCOUNT_LOCKOUT_MINUTES: zPositiveInt(15),
  SALES_CALENDAR_URL: z.url().optional(),
  SEED_DEMO: z.enum(['auto', 'true', 'false']).default('auto'),
  DEMO_PASSWORD: z.string().min(8).max(64).optional(),
  TRUST_PROXY: zBool.default(false),
  ARGON2_MEMORY_KIB: z.coerce.number().int().min(8).default(19456),
  ARGON2_TIME_COST: z.coerce.number().int().min(1).default(2),
  INTERCOM_IDENTITY_SECRET: z.string().min(1).optional(),
  VALIDATE_RESPONSES: zBool.default(false),
});

/** The whole environment of the server: zEnv and the rules between its variables. */
const zServerEnv = zEnv.superRefine((e, ctx) => {
  if (e.FILES_STORAGE !== 's3') return;
  for (const name of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const)
    if (!e[name])
      ctx.addIssue({
        code: 'custom',
        path: [name],
        message: `${name} is required when FILES_STORAGE is s3`,
      });
});

export type DatabaseTarget =
  { kind: 'sqlite'; path: string } | { kind: 'postgres'; url: string; poolMax: number };

/** Where uploaded files live (server/modules/file-attachments/storage). */
export type FileStorageConfig =
  | { kind: 'local' }
  | {
      kind: 's3';
      bucket: string;
      region: string;
      /** Null: AWS itself. */
      endpoint: string | null;
      accessKeyId: string;
      secretAccessKey: string;
      forcePathStyle: boolean;
    };

export type Config = {
  port: number;
  host: string;
  database: DatabaseTarget;
  appSecret: string;
  /** Where the generated secret lives when APP_SECRET is unset (null when it came from the env). */
  appSecretFile: string | null;
  publicUrl: string;
  smtpUrl: string | null;
  mailFrom: string;
  staticDir: string;
  /** Where uploaded files are kept on disk with local storage (server/modules/file-attachments). */
  filesDir: string;
  fileStorage: FileStorageConfig;
  logLevel: z.infer<typeof zEnv>['LOG_LEVEL'];
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  rateLimits: {
    signInPerIpPerMinute: number;
    accountMaxFailedAttempts: number;
    accountWindowSeconds: number;
  };
  salesCalendarUrl: string | null;
  seedDemo: 'auto' | 'true' | 'false';
  demoPassword: string | null;
  trustProxy: boolean;
  argon2: { memoryCost: number; timeCost: number };
  intercomIdentitySecret: string | null;
  validateResponses: boolean;
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function parseDatabaseUrl(url: string, poolMax: number): DatabaseTarget {
  if (url.startsWith('sqlite:')) {
    const path = url.slice('sqlite:'.length).replace(/^\/\/(?=\/)/, '');
    if (!path)
      throw new ConfigError(
        'DATABASE_URL sqlite: needs a file path, e.g. sqlite:./data/crewcard.sqlite',
      );
    return { kind: 'sqlite', path: path === ':memory:' ? path : resolve(path) };
  }
  if (url.startsWith('postgres://') || url.startsWith('postgresql://')) {
    return { kind: 'postgres', url, poolMax };
  }
  throw new ConfigError('DATABASE_URL must start with sqlite: or postgres://');
}

/** The data folder: beside the SQLite file, or ./data for PostgreSQL and in-memory databases. */
export function dataDirOf(database: DatabaseTarget): string {
  if (database.kind === 'sqlite' && database.path !== ':memory:') return dirname(database.path);
  return resolve('data');
}

/** Reads the generated secret, or makes one on first start (readable by the owner only). */
function readOrCreateSecret(file: string): string {
  if (existsSync(file)) {
    const secret = readFileSync(file, 'utf8').trim();
    if (secret.length >= 32) return secret;
  }
  mkdirSync(dirname(file), { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}

function formatIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => `${issue.path.join('.') || 'env'}: ${issue.message}`)
    .join('; ');
}

// Empty strings mean "unset", as shells and .env files often produce them.
function withoutEmpty(env: Record<string, string | undefined>) {
  return Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
}

/**
 * The database the server opens, read from the same variables (DATABASE_URL, DB_POOL_MAX) and
 * defaults, without the rest: tools such as `npm run outbox` must not create an app secret.
 */
export function loadDatabaseTarget(
  env: Record<string, string | undefined> = process.env,
): DatabaseTarget {
  const parsed = zEnv.pick({ DATABASE_URL: true, DB_POOL_MAX: true }).safeParse(withoutEmpty(env));
  if (!parsed.success)
    throw new ConfigError(`Invalid configuration: ${formatIssues(parsed.error)}`);
  return parseDatabaseUrl(parsed.data.DATABASE_URL, parsed.data.DB_POOL_MAX);
}

/** Parses the environment into a Config; throws ConfigError with every problem listed. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = zServerEnv.safeParse(withoutEmpty(env));
  if (!parsed.success)
    throw new ConfigError(`Invalid configuration: ${formatIssues(parsed.error)}`);
  const e = parsed.data;
  const database = parseDatabaseUrl(e.DATABASE_URL, e.DB_POOL_MAX);
  const appSecretFile = e.APP_SECRET ? null : join(dataDirOf(database), 'app-secret');
  const appSecret = e.APP_SECRET ?? readOrCreateSecret(appSecretFile!);
  const publicUrl = (e.PUBLIC_URL ?? `http://${e.HOST}:${e.PORT}`).replace(/\/+$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    database,
    appSecret,
    appSecretFile,
    publicUrl,
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM ?? `Crewcard <no-reply@${new URL(publicUrl).hostname}>`,
    staticDir: resolve(e.STATIC_DIR),
    filesDir: resolve(e.FILES_DIR ?? join(dataDirOf(database), 'files')),
    fileStorage:
      e.FILES_STORAGE === 's3'
        ? {
            kind: 's3',
            // Present: zServerEnv requires them with s3.
            bucket: e.S3_BUCKET!,
            region: e.S3_REGION,
            endpoint: e.S3_ENDPOINT ?? null,
            accessKeyId: e.S3_ACCESS_KEY_ID!,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
            forcePathStyle: e.S3_FORCE_PATH_STYLE,
          }
        : { kind: 'local' },
    logLevel: e.LOG_LEVEL,
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlSeconds: e.REFRESH_TOKEN_TTL_DAYS * 86400,
    rateLimits: {
      signInPerIpPerMinute: e.SIGNIN_LIMIT_PER_IP_PER_MINUTE,
      accountMaxFailedAttempts: e.ACCOUNT_MAX_FAILED_ATTEMPTS,
      accountWindowSeconds: e.ACCOUNT_LOCKOUT_MINUTES * 60,
    },
    salesCalendarUrl: e.SALES_CALENDAR_URL ?? null,
    seedDemo: e.SEED_DEMO,
    demoPassword: e.DEMO_PASSWORD ?? null,
    trustProxy: e.TRUST_PROXY,
    argon2: { memoryCost: e.ARGON2_MEMORY_KIB, timeCost: e.ARGON2_TIME_COST },
    intercomIdentitySecret: e.INTERCOM_IDENTITY_SECRET ?? null,
    validateResponses: e.VALIDATE_RESPONSES,
  };
}
