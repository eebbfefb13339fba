import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/api-error';
import { orgQuery } from '../api/orgs';
import { resetNavigator } from '../navigation/navigator';
import { spyNavigator, type SpyNavigator } from '../test-support/stubs';
import { isFailureFor404, watchOrgLoadFailures } from './org-load-failure';

let client: QueryClient;
let navigator: SpyNavigator;
let stopWatching: () => void;

beforeEach(() => {
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  navigator = spyNavigator('/org/7/dashboard');
  stopWatching = watchOrgLoadFailures(client);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  stopWatching();
  client.clear();
  resetNavigator();
  vi.restoreAllMocks();
});

/** Loads org 7 through the app's own query options, failing with `error`. */
async function failOrgLoad(error: unknown) {
  await client
    .fetchQuery({ ...orgQuery(7), queryFn: () => Promise.reject(error) })
    .catch(() => undefined);
}

describe('watchOrgLoadFailures', () => {
  it('replaces the page with /error/404 carrying the error when the organisation fails to load', async () => {
    await failOrgLoad(new ApiError(500, { message: 'Database unavailable' }));
    expect(navigator.navigate).toHaveBeenCalledExactlyOnceWith('/error/404', {
      replace: true,
      state: { message: 'Database unavailable' },
    });
    expect(console.error).toHaveBeenCalled();
  });

  it('does the same for a missing organisation and for an error that is not the server’s', async () => {
    await failOrgLoad(new ApiError(404, { message: 'Organization not found.' }));
    expect(navigator.navigate).toHaveBeenLastCalledWith('/error/404', {
      replace: true,
      state: { message: 'Organization not found.' },
    });
    await failOrgLoad(new TypeError('Unexpected answer'));
    expect(navigator.navigate).toHaveBeenLastCalledWith('/error/404', {
      replace: true,
      state: { message: 'Unexpected answer' },
    });
  });

  it('leaves 401, 403 and dropped connections to the client', async () => {
    await failOrgLoad(new ApiError(401, { message: 'Unauthorised' }));
    await failOrgLoad(new ApiError(403, { message: 'Forbidden' }));
    await failOrgLoad(new ApiError(0, null, { silent: true }));
    expect(navigator.navigate).not.toHaveBeenCalled();
  });

  it('ignores a cancelled load and the failures of other queries', async () => {
    const pending = client.fetchQuery({
      ...orgQuery(7),
      queryFn: ({ signal }) =>
        new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason))),
    });
    await client.cancelQueries({ queryKey: orgQuery(7).queryKey });
    await pending.catch(() => undefined);
    await client
      .fetchQuery({
        queryKey: ['orgs', { page: 1 }],
        queryFn: () => Promise.reject(new ApiError(500, { message: 'List failed' })),
      })
      .catch(() => undefined);
    expect(navigator.navigate).not.toHaveBeenCalled();
  });
});

describe('isFailureFor404', () => {
  it('takes server failures and leaves what the client handles', () => {
    expect(isFailureFor404(new ApiError(500, null))).toBe(true);
    expect(isFailureFor404(new ApiError(404, null))).toBe(true);
    expect(isFailureFor404(new Error('boom'))).toBe(true);
    expect(isFailureFor404(new ApiError(401, null))).toBe(false);
    expect(isFailureFor404(new ApiError(403, null))).toBe(false);
    expect(isFailureFor404(new ApiError(0, null, { silent: true }))).toBe(false);
    expect(isFailureFor404(null)).toBe(false);
  });
});
