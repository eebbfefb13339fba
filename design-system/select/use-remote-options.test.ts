import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoadPageRequest, LoadPageResult } from './remote-select-model';
import { useRemoteOptions } from './use-remote-options';

/** A loader whose answers the test releases by hand. */
function manualLoader() {
  const pending: { request: LoadPageRequest; resolve: (result: LoadPageResult) => void }[] = [];
  const loadPage = vi.fn(
    (request: LoadPageRequest) =>
      new Promise<LoadPageResult>((resolve) => pending.push({ request, resolve })),
  );
  const answer = async (index: number, count: number, hasMore = true) => {
    const { request, resolve } = pending[index]!;
    const from = (request.page - 1) * request.pageSize + 1;
    await act(async () => {
      resolve({
        options: Array.from({ length: count }, (_, offset) => ({
          value: `${request.search}${from + offset}`,
          label: `${request.search} ${from + offset}`,
        })),
        hasMore,
      });
    });
  };
  return { loadPage, answer };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useRemoteOptions', () => {
  it('loads the first page of 30 on open, once', async () => {
    const { loadPage, answer } = manualLoader();
    const { result } = renderHook(() => useRemoteOptions({ loadPage }));
    act(() => result.current.open());
    act(() => result.current.open());
    expect(loadPage).toHaveBeenCalledTimes(1);
    expect(loadPage).toHaveBeenCalledWith({ page: 1, search: '', pageSize: 30 });
    expect(result.current.isLoading).toBe(true);
    await answer(0, 30);
    expect(result.current.options).toHaveLength(30);
    expect(result.current.isLoading).toBe(false);
    act(() => result.current.open());
    expect(loadPage).toHaveBeenCalledTimes(1);
  });

  it('searches 300 ms after the last keystroke, from page 1', async () => {
    const { loadPage, answer } = manualLoader();
    const { result } = renderHook(() => useRemoteOptions({ loadPage }));
    act(() => result.current.open());
    await answer(0, 30);
    act(() => result.current.search('a'));
    act(() => vi.advanceTimersByTime(200));
    act(() => result.current.search('an'));
    act(() => vi.advanceTimersByTime(299));
    expect(loadPage).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(1));
    expect(loadPage).toHaveBeenCalledTimes(2);
    expect(loadPage).toHaveBeenLastCalledWith({ page: 1, search: 'an', pageSize: 30 });
    await answer(1, 4, false);
    expect(result.current.options.map((option) => option.label)).toEqual([
      'an 1',
      'an 2',
      'an 3',
      'an 4',
    ]);
  });

  it('retries a next-page request 50 ms later while a page is in flight', async () => {
    const { loadPage, answer } = manualLoader();
    const { result } = renderHook(() => useRemoteOptions({ loadPage }));
    act(() => result.current.open());
    await answer(0, 30);
    act(() => result.current.loadMore());
    expect(loadPage).toHaveBeenCalledTimes(2);
    // Page 2 is on its way: more requests make one retry, not a second call.
    act(() => result.current.loadMore());
    act(() => result.current.loadMore());
    expect(loadPage).toHaveBeenCalledTimes(2);
    act(() => vi.advanceTimersByTime(49));
    expect(loadPage).toHaveBeenCalledTimes(2);
    // At 50 ms page 2 is still loading, so the retry waits another 50 ms.
    act(() => vi.advanceTimersByTime(1));
    expect(loadPage).toHaveBeenCalledTimes(2);
    await answer(1, 30);
    expect(result.current.options).toHaveLength(60);
    act(() => vi.advanceTimersByTime(50));
    expect(loadPage).toHaveBeenCalledTimes(3);
    expect(loadPage).toHaveBeenLastCalledWith({ page: 3, search: '', pageSize: 30 });
  });

  it('uses another page size when asked', () => {
    const { loadPage } = manualLoader();
    const { result } = renderHook(() => useRemoteOptions({ loadPage, pageSize: 10 }));
    act(() => result.current.open());
    expect(loadPage).toHaveBeenCalledWith({ page: 1, search: '', pageSize: 10 });
  });
});
