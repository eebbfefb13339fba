import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_BUILT_TEXT } from '../../server/http/web-app';
import { startTestServer, type TestServer } from './harness';

describe('with a built web app', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
    const dir = server.config.staticDir;
    mkdirSync(join(dir, 'assets'), { recursive: true });
    writeFileSync(
      join(dir, 'index.html'),
      '<!doctype html><html><body><div id="root"></div></body></html>',
    );
    writeFileSync(join(dir, 'assets', 'app-abc123.js'), 'console.log("app")');
    writeFileSync(join(dir, 'legacy-version.json'), '{"version":"1"}');
    writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  });
  afterAll(async () => server?.close());

  it('serves index.html for app routes, uncached and with a CSP', async () => {
    for (const path of ['/', '/login', '/org/12/employees', '/reset_password/abc']) {
      const response = await server.call('GET', path);
      expect(response.status, path).toBe(200);
      expect(response.text).toContain('<div id="root">');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('caches hashed assets for a year and revalidates the version file', async () => {
    const asset = await server.call('GET', '/assets/app-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-security-policy')).toBeNull();
    const version = await server.call('GET', '/legacy-version.json');
    expect(version.body).toEqual({ version: '1' });
    expect(version.headers.get('cache-control')).toBe('no-cache');
    expect((await server.call('GET', '/favicon.svg')).status).toBe(200);
  });

  it('never sends helmet headers on API answers', async () => {
    const response = await server.call('GET', '/v1/config/us');
    expect(response.headers.get('content-security-policy')).toBeNull();
  });

  it('keeps unknown /v1 paths as JSON 404s and never serves files outside the folder', async () => {
    const api = await server.call('GET', '/v1/unknown');
    expect(api.status).toBe(404);
    expect(api.body.status_code).toBe(404);
    const traversal = await server.call('GET', '/..%2f..%2fetc%2fpasswd');
    expect(traversal.text).not.toContain('root:');
  });

  it('answers /healthz once the database answers', async () => {
    const response = await server.call('GET', '/healthz');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ok' });
  });

  it('publishes the OpenAPI document of every contract call', async () => {
    const response = await server.call('GET', '/v1/openapi.json');
    expect(response.status).toBe(200);
    expect(response.body.openapi).toMatch(/^3\./);
    expect(Object.keys(response.body.paths)).toEqual(
      expect.arrayContaining(['/v1/me', '/v1/orgs/{org_id}/employees', '/v1/signup']),
    );
    expect(response.body.paths['/v1/signup'].post.requestBody).toBeDefined();
  });
});

describe('without a built web app', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server?.close());

  it('says to run npm run build', async () => {
    const response = await server.call('GET', '/login');
    expect(response.status).toBe(404);
    expect(response.text).toBe(NOT_BUILT_TEXT);
    expect(response.text).toContain('npm run build');
  });
});
