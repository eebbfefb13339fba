import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signupBody } from './bodies';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  const dir = server.config.staticDir;
  mkdirSync(join(dir, 'assets'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html><body></body></html>');
  writeFileSync(join(dir, 'assets', 'app-abc123.js'), 'console.log("app")');
  // What a build with source maps would leave beside the bundle.
  writeFileSync(join(dir, 'assets', 'app-abc123.js.map'), '{"version":3,"sources":["app.tsx"]}');
  writeFileSync(join(dir, 'assets', 'app-abc123.css.map'), '{"version":3,"sources":["a.css"]}');
});
afterAll(async () => server?.close());

function expectPrivateJson(response: { headers: Headers }, what: string) {
  expect(response.headers.get('cache-control'), what).toBe('no-store');
  expect(response.headers.get('x-content-type-options'), what).toBe('nosniff');
  expect(response.headers.get('content-type'), what).toMatch(/^application\/json/);
}

describe('answers under /v1', () => {
  it('are never stored nor sniffed: tokens, personal data and public reference data alike', async () => {
    const org = await server.fixtures.org({ managers: 0, workers: 0 });
    const signIn = await server.call('POST', '/v1/login_email', {
      body: { email: org.admin.email, password: org.admin.password },
    });
    expect(signIn.status).toBe(200);
    expectPrivateJson(signIn, 'sign-in tokens');
    const token = signIn.body.access_token as string;
    expectPrivateJson(await server.call('GET', '/v1/me', { token }), 'GET /me');
    expectPrivateJson(
      await server.call('GET', `/v1/orgs/${org.orgId}/employees`, { token }),
      'member list',
    );
    expectPrivateJson(
      await server.call('POST', '/v1/signup', { body: signupBody() }),
      'sign-up tokens',
    );
    expectPrivateJson(await server.call('GET', '/v1/config/us'), 'public reference data');
    expectPrivateJson(await server.call('GET', '/v1/openapi.json'), 'the API document');
  });

  it('carry the same headers on errors', async () => {
    const unauthorised = await server.call('GET', '/v1/me');
    expect(unauthorised.status).toBe(401);
    expectPrivateJson(unauthorised, '401');
    const invalid = await server.call('POST', '/v1/signup', { body: {} });
    expect(invalid.status).toBe(400);
    expectPrivateJson(invalid, '400');
    const malformed = await server.call('POST', '/v1/signup', { rawBody: '{' });
    expect(malformed.status).toBe(400);
    expectPrivateJson(malformed, 'malformed JSON');
    const unknown = await server.call('GET', '/v1/no/such/route?x=1');
    expect(unknown.status).toBe(404);
    expectPrivateJson(unknown, '404');
  });
});

describe('the static site', () => {
  it('keeps the long cache of hashed assets and the revalidation of index.html', async () => {
    const asset = await server.call('GET', '/assets/app-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const page = await server.call('GET', '/login');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect((await server.call('GET', '/healthz')).headers.get('cache-control')).toBeNull();
  });

  it('never serves source maps, present or not', async () => {
    for (const path of [
      '/assets/app-abc123.js.map',
      '/assets/app-abc123.css.map',
      '/assets/APP-ABC123.JS.MAP',
      '/assets/missing-123.js.map',
      '/app.js.map',
    ]) {
      const response = await server.call('GET', path);
      expect(response.status, path).toBe(404);
      expect(response.text, path).not.toContain('"sources"');
    }
  });
});
