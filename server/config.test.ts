import { existsSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, loadDatabaseTarget, parseDatabaseUrl } from './config';

const SECRET = 'x'.repeat(40);

describe('loadConfig', () => {
  it('has production defaults', () => {
    const config = loadConfig({ APP_SECRET: SECRET });
    expect(config.port).toBe(8080);
    expect(config.host).toBe('127.0.0.1');
    expect(config.publicUrl).toBe('http://127.0.0.1:8080');
    expect(config.database).toMatchObject({ kind: 'sqlite' });
    expect(config.accessTokenTtlSeconds).toBe(900);
    expect(config.refreshTokenTtlSeconds).toBe(30 * 86400);
    expect(config.rateLimits).toEqual({
      signInPerIpPerMinute: 30,
      accountMaxFailedAttempts: 5,
      accountWindowSeconds: 900,
    });
    expect(config.argon2).toEqual({ memoryCost: 19456, timeCost: 2 });
    expect(config.smtpUrl).toBeNull();
    expect(config.seedDemo).toBe('auto');
    expect(config.validateResponses).toBe(false);
  });

  it('reads overrides and treats empty strings as unset', () => {
    const config = loadConfig({
      APP_SECRET: SECRET,
      PORT: '9000',
      PUBLIC_URL: 'https://crew.example.com/',
      SIGNIN_LIMIT_PER_IP_PER_MINUTE: '7',
      SMTP_URL: '',
      TRUST_PROXY: 'true',
    });
    expect(config.port).toBe(9000);
    expect(config.publicUrl).toBe('https://crew.example.com');
    expect(config.mailFrom).toBe('Crewcard <no-reply@crew.example.com>');
    expect(config.rateLimits.signInPerIpPerMinute).toBe(7);
    expect(config.smtpUrl).toBeNull();
    expect(config.trustProxy).toBe(true);
  });

  it('lists every problem at once', () => {
    expect(() => loadConfig({ APP_SECRET: 'short', PORT: 'abc' })).toThrow(ConfigError);
    try {
      loadConfig({ APP_SECRET: 'short', PORT: 'abc' });
    } catch (error) {
      expect(String(error)).toMatch(/APP_SECRET/);
      expect(String(error)).toMatch(/PORT/);
    }
  });

  it('keeps files on the local disk unless FILES_STORAGE is s3', () => {
    expect(loadConfig({ APP_SECRET: SECRET }).fileStorage).toEqual({ kind: 'local' });
    const s3 = {
      APP_SECRET: SECRET,
      FILES_STORAGE: 's3',
      S3_BUCKET: 'crew-files',
      S3_ACCESS_KEY_ID: 'AKIDEXAMPLE',
      S3_SECRET_ACCESS_KEY: 'secret-example',
    };
    expect(loadConfig(s3).fileStorage).toEqual({
      kind: 's3',
      bucket: 'crew-files',
      region: 'us-east-1',
      endpoint: null,
      accessKeyId: 'AKIDEXAMPLE',
      secretAccessKey: 'secret-example',
      forcePathStyle: false,
    });
    expect(
      loadConfig({
        ...s3,
        S3_REGION: 'eu-west-1',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_FORCE_PATH_STYLE: 'true',
      }).fileStorage,
    ).toMatchObject({
      region: 'eu-west-1',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
    });
  });

  it('names each S3 variable missing with FILES_STORAGE=s3', () => {
    expect(() => loadConfig({ APP_SECRET: SECRET, FILES_STORAGE: 's3', S3_BUCKET: 'b' })).toThrow(
      'Invalid configuration: S3_ACCESS_KEY_ID: S3_ACCESS_KEY_ID is required when FILES_STORAGE is s3; S3_SECRET_ACCESS_KEY: S3_SECRET_ACCESS_KEY is required when FILES_STORAGE is s3',
    );
    expect(() => loadConfig({ APP_SECRET: SECRET, FILES_STORAGE: 'minio' })).toThrow(
      /FILES_STORAGE/,
    );
  });

  it('generates a secret beside the SQLite file once, readable by the owner only', () => {
    const dir = mkdtempSync(join(tmpdir(), 'crewcard-config-'));
    const env = { DATABASE_URL: `sqlite:${join(dir, 'db.sqlite')}` };
    const first = loadConfig(env);
    const second = loadConfig(env);
    expect(first.appSecret).toBe(second.appSecret);
    expect(first.appSecret.length).toBeGreaterThanOrEqual(32);
    expect(first.appSecretFile).toBe(join(dir, 'app-secret'));
    expect(readFileSync(join(dir, 'app-secret'), 'utf8').trim()).toBe(first.appSecret);
    expect(statSync(join(dir, 'app-secret')).mode & 0o777).toBe(0o600);
  });
});

describe('parseDatabaseUrl', () => {
  it('knows sqlite and postgres URLs', () => {
    expect(parseDatabaseUrl('sqlite::memory:', 5)).toEqual({ kind: 'sqlite', path: ':memory:' });
    expect(parseDatabaseUrl('postgres://u:p@h:5432/db', 5)).toEqual({
      kind: 'postgres',
      url: 'postgres://u:p@h:5432/db',
      poolMax: 5,
    });
    expect(() => parseDatabaseUrl('mysql://x', 5)).toThrow(ConfigError);
  });
});

describe('loadDatabaseTarget (npm run outbox)', () => {
  it('reads the database as the server does, without creating an app secret', () => {
    const dir = mkdtempSync(join(tmpdir(), 'crewcard-config-'));
    const path = join(dir, 'db.sqlite');
    expect(loadDatabaseTarget({ DATABASE_URL: `sqlite:${path}` })).toEqual({
      kind: 'sqlite',
      path,
    });
    expect(existsSync(join(dir, 'app-secret'))).toBe(false);
    expect(loadDatabaseTarget({ DATABASE_URL: 'postgres://u@h/db', DB_POOL_MAX: '' })).toEqual({
      kind: 'postgres',
      url: 'postgres://u@h/db',
      poolMax: 20,
    });
    expect(loadDatabaseTarget({}).kind).toBe('sqlite');
    expect(() => loadDatabaseTarget({ DATABASE_URL: 'mysql://x' })).toThrow(ConfigError);
  });
});
