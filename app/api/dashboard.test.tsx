import { QueryClient, QueryClientProvider, focusManager } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { calls, installClientTestBench, json, replies, signIn } from './client-test-bench';
import { DASHBOARD_REFRESH_MS, useDashboard } from './dashboard';

installClientTestBench();
afterEach(() => focusManager.setFocused(undefined));

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

const answer = () => json({ data: { as_of_unix: 1 } });

describe('useDashboard', () => {
  it('reads the dashboard again every minute while the page is visible, and not while hidden', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    signIn();
    replies.push(answer(), answer(), answer());
    const { result } = renderHook(() => useDashboard(7), { wrapper });
    await vi.waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(calls.map((call) => call.url)).toEqual(['/v1/orgs/7/dashboard/webapp']);

    await act(() => vi.advanceTimersByTimeAsync(DASHBOARD_REFRESH_MS));
    expect(calls).toHaveLength(2);

    // A background tab: the minute passes without a request.
    focusManager.setFocused(false);
    await act(() => vi.advanceTimersByTimeAsync(DASHBOARD_REFRESH_MS));
    expect(calls).toHaveLength(2);
  });
});
