import { describe, expect, it, vi } from 'vitest';
import { fetchAllPages, fetchDeployedVersion, request } from './client';
import { readResponseLog, RESPONSE_LOG_LIMIT, RESPONSE_LOG_PREFIX } from './response-log';
import { calls, json, page, replies, signIn, installClientTestBench } from './client-test-bench';

installClientTestBench();

describe('fetchAllPages', () => {
  it('requests page 1, then every remaining page, and concatenates the data', async () => {
    signIn();
    replies.push(json(page(1, 3, [1, 2, 3])), json(page(2, 3, [4, 5, 6])), json(page(3, 3, [7])));
    const result = await fetchAllPages('orgs', { query: { search: 'ac', limit: 3 } });
    expect(result).toEqual({ data: [1, 2, 3, 4, 5, 6, 7].map((id) => ({ id })), total: 7 });
    expect(calls.map((call) => call.url)).toEqual([
      '/v1/orgs?search=ac&limit=3&page=1',
      '/v1/orgs?search=ac&limit=3&page=2',
      '/v1/orgs?search=ac&limit=3&page=3',
    ]);
  });

  it('stops after page 1 when it is the last', async () => {
    signIn();
    replies.push(json(page(1, 1, [1])));
    await expect(fetchAllPages('orgs')).resolves.toEqual({ data: [{ id: 1 }], total: 7 });
    expect(calls).toHaveLength(1);
  });

  it('warns about missing pagination metadata and counts the total as 0', async () => {
    signIn();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    replies.push(json({ data: [{ id: 1 }] }));
    await expect(fetchAllPages('orgs')).resolves.toEqual({ data: [{ id: 1 }], total: 0 });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Missing pagination metadata'));
  });
});

describe('recent responses in sessionStorage', () => {
  it('keeps the last 20 responses under the api-response: prefix', async () => {
    signIn();
    for (let i = 0; i < 25; i++) replies.push(json({ data: { id: i } }));
    for (let i = 0; i < 25; i++) await request('org', { params: { org_id: i } });
    const keys = Object.keys(sessionStorage).filter((key) => key.startsWith(RESPONSE_LOG_PREFIX));
    expect(keys).toHaveLength(RESPONSE_LOG_LIMIT);
    const log = readResponseLog();
    expect(log[0]!.url).toBe('/v1/orgs/5');
    expect(log[19]!.url).toBe('/v1/orgs/24');
    expect(log[19]).toMatchObject({ method: 'GET', status: 200 });
  });

  it('masks tokens and passwords in logged bodies', async () => {
    replies.push(
      json({ access_token: 'secret-access', refresh_token: 'secret-refresh', expires_in: 9 }),
    );
    await request('loginEmail', { body: { email: 'a@b.co', password: 'pw-123456' } });
    const [entry] = readResponseLog();
    expect(entry!.body).not.toContain('secret-access');
    expect(entry!.body).toContain('"access_token":"***"');
  });
});

describe('fetchDeployedVersion', () => {
  it('reads /legacy-version.json past the cache', async () => {
    replies.push(json({ version: '1.2.3' }));
    await expect(fetchDeployedVersion()).resolves.toBe('1.2.3');
    expect(calls[0]!.url).toBe('/legacy-version.json');
    expect(calls[0]!.init.cache).toBe('no-cache');
  });

  it('answers null when the file cannot be read', async () => {
    replies.push(new TypeError('offline'));
    await expect(fetchDeployedVersion()).resolves.toBeNull();
    replies.push(new Response('nope', { status: 404 }));
    await expect(fetchDeployedVersion()).resolves.toBeNull();
  });
});
