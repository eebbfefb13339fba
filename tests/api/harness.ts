import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import type { Tokens } from '../../contract/auth';
import { loadConfig, type Config } from '../../server/config';
import { createDb, type Db } from '../../server/db/connection';
import { Fixtures } from '../../server/db/fixtures';
import { migrateToLatest } from '../../server/db/migrate';
import type { OutboxRow } from '../../server/db/schema';
import { buildApp } from '../../server/http/app';
import type { MailTransport } from '../../server/mail/outbox';
import { PasswordHasher } from '../../server/lib/passwords';

/** The password of every fixture person. */
export const FIXTURE_PASSWORD = 'Fixture-pass1';

export type ApiResponse<T = unknown> = { status: number; body: T; headers: Headers; text: string };

export type CallOptions = {
  token?: string | null;
  body?: unknown;
  /** A raw body sent as is (malformed JSON, huge payloads, file bytes). */
  rawBody?: string | Uint8Array;
  headers?: Record<string, string>;
};

export type TestServer = {
  url: string;
  db: Db;
  app: FastifyInstance;
  config: Config;
  fixtures: Fixtures;
  // Bodies are read loosely by default; tests parse them with the contract schemas where the shape matters.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  call<T = any>(method: string, path: string, options?: CallOptions): Promise<ApiResponse<T>>;
  outbox(): Promise<OutboxRow[]>;
  /** The six-digit code of the newest message to a recipient. */
  lastCode(recipient: string): Promise<string>;
  signIn(email: string, password?: string): Promise<Tokens>;
  close(): Promise<void>;
};

type DatabaseHandle = { url: string; drop(): Promise<void> };

async function sqliteDatabase(): Promise<DatabaseHandle> {
  const dir = mkdtempSync(join(tmpdir(), 'crewcard-api-'));
  return {
    url: `sqlite:${join(dir, 'test.sqlite')}`,
    drop: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** A fresh database in the cluster at PG_TEST_URL, dropped again on close. */
async function postgresDatabase(): Promise<DatabaseHandle> {
  const clusterUrl = process.env.PG_TEST_URL;
  if (!clusterUrl) {
    throw new Error(
      'PG_TEST_URL is not set. The api-postgres tests need a PostgreSQL cluster: run `bash scripts/pg-cluster.sh start` and export the PG_TEST_URL it prints.',
    );
  }
  const name = `crewcard_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: clusterUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(clusterUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: clusterUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

/**
 * A real server on a real port over a real database, one per test file:
 * TEST_DATABASE=sqlite uses a temporary SQLite file, TEST_DATABASE=postgres a fresh database in
 * the cluster at PG_TEST_URL (missing PG_TEST_URL is an error, never a skip).
 */
export async function startTestServer(
  options: {
    env?: Record<string, string>;
    mailer?: MailTransport | null;
    /** Receives the server's log lines (set LOG_LEVEL in env to something other than silent). */
    logStream?: { write(line: string): void };
  } = {},
): Promise<TestServer> {
  const kind = process.env.TEST_DATABASE ?? 'sqlite';
  if (kind !== 'sqlite' && kind !== 'postgres')
    throw new Error(`TEST_DATABASE must be sqlite or postgres, not ${kind}`);
  const database = kind === 'postgres' ? await postgresDatabase() : await sqliteDatabase();
  const staticDir = mkdtempSync(join(tmpdir(), 'crewcard-static-'));
  const filesDir = mkdtempSync(join(tmpdir(), 'crewcard-files-'));
  const config = loadConfig({
    DATABASE_URL: database.url,
    APP_SECRET: randomBytes(32).toString('hex'),
    PORT: '0',
    HOST: '127.0.0.1',
    PUBLIC_URL: 'http://crewcard.test',
    STATIC_DIR: staticDir,
    FILES_DIR: filesDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    DB_POOL_MAX: '5',
    // A cheap argon2 keeps the suite fast; production defaults stay OWASP-grade.
    ARGON2_MEMORY_KIB: '256',
    ARGON2_TIME_COST: '1',
    SIGNIN_LIMIT_PER_IP_PER_MINUTE: '10000',
    VALIDATE_RESPONSES: 'true',
    ...options.env,
  });
  const db = createDb(config.database);
  await migrateToLatest(db);
  const app = await buildApp({
    config,
    db,
    ...(options.mailer !== undefined ? { mailer: options.mailer } : {}),
    ...(options.logStream ? { logStream: options.logStream } : {}),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string')
    throw new Error('The test server has no TCP address');
  const url = `http://127.0.0.1:${address.port}`;
  const passwordHash = await new PasswordHasher(config.argon2).hash(FIXTURE_PASSWORD);
  const fixtures = new Fixtures(db, { password: FIXTURE_PASSWORD, passwordHash });

  const call = async <T>(
    method: string,
    path: string,
    callOptions: CallOptions = {},
  ): Promise<ApiResponse<T>> => {
    const headers: Record<string, string> = { ...callOptions.headers };
    if (callOptions.token) headers.authorization = `Bearer ${callOptions.token}`;
    let body: BodyInit | undefined;
    if (callOptions.rawBody !== undefined) {
      // Bytes as they are (a Buffer is a Uint8Array over a plain ArrayBuffer).
      body = callOptions.rawBody as BodyInit;
      headers['content-type'] ??= 'application/json';
    } else if (callOptions.body !== undefined) {
      body = JSON.stringify(callOptions.body);
      headers['content-type'] ??= 'application/json';
    }
    const response = await fetch(`${url}${path}`, { method, headers, body });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // Not JSON (static files, plain text): keep the text.
    }
    return { status: response.status, body: parsed as T, headers: response.headers, text };
  };

  const outbox = () => db.selectFrom('outbox').selectAll().orderBy('id').execute();

  return {
    url,
    db,
    app,
    config,
    fixtures,
    call,
    outbox,
    async lastCode(recipient) {
      const rows = (await outbox()).filter((row) => row.recipient === recipient);
      const match = rows.at(-1)?.text_body.match(/\b(\d{6})\b/);
      if (!match) throw new Error(`No code was sent to ${recipient}`);
      return match[1]!;
    },
    async signIn(email, password = FIXTURE_PASSWORD) {
      const response = await call<Tokens>('POST', '/v1/login_email', { body: { email, password } });
      if (response.status !== 200)
        throw new Error(`Sign-in of ${email} failed: ${response.status} ${response.text}`);
      return response.body;
    },
    async close() {
      await app.close();
      await db.destroy();
      await database.drop();
      rmSync(staticDir, { recursive: true, force: true });
      rmSync(filesDir, { recursive: true, force: true });
    },
  };
}
