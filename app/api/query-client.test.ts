import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetNavigator } from '../navigation/navigator';
import { selectOrg } from '../session/load-session';
import { clearLocalSession } from '../session/local-data';
import { spyNavigator } from '../test-support/stubs';
import { ApiError } from './api-error';
import { queryClient } from './query-client';

afterEach(() => {
  resetNavigator();
  vi.restoreAllMocks();
});

describe('query cache', () => {
  it('drops the previous organisation when another is selected', () => {
    spyNavigator('/orgs');
    queryClient.setQueryData(['org', 7], { id: 7 });
    queryClient.setQueryData(['orgs', { page: 1 }], { data: [] });
    selectOrg(9);
    expect(queryClient.getQueryData(['org', 7])).toBeUndefined();
    expect(queryClient.getQueryData(['orgs', { page: 1 }])).toBeDefined();
  });

  it('is emptied when the session ends', () => {
    queryClient.setQueryData(['orgs', { page: 1 }], { data: [] });
    clearLocalSession();
    expect(queryClient.getQueryData(['orgs', { page: 1 }])).toBeUndefined();
  });

  it('retries server failures but not answers to the request', () => {
    const retry = queryClient.getDefaultOptions().queries?.retry as (
      count: number,
      error: unknown,
    ) => boolean;
    expect(retry(0, new ApiError(404, { message: 'Not found.' }))).toBe(false);
    expect(retry(0, new ApiError(403, {}))).toBe(false);
    expect(retry(0, new ApiError(503, {}))).toBe(true);
    expect(retry(2, new ApiError(503, {}))).toBe(false);
  });
});
