import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NOTICEABLE_VALIDATION_MS } from './form-model';
import { useNoticeableValidation } from './use-noticeable-validation';

describe('useNoticeableValidation', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits 100 ms before a validation counts', () => {
    expect(NOTICEABLE_VALIDATION_MS).toBe(100);
    const { result, rerender } = renderHook(
      ({ isValidating }) => useNoticeableValidation(isValidating),
      { initialProps: { isValidating: false } },
    );
    expect(result.current).toBe(false);
    rerender({ isValidating: true });
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(99));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
  });

  it('ignores a validation that ends before then', () => {
    const { result, rerender } = renderHook(
      ({ isValidating }) => useNoticeableValidation(isValidating),
      { initialProps: { isValidating: false } },
    );
    rerender({ isValidating: true });
    act(() => vi.advanceTimersByTime(50));
    rerender({ isValidating: false });
    act(() => vi.advanceTimersByTime(500));
    expect(result.current).toBe(false);
  });

  it('stops counting at once when the validation ends, and waits again for the next', () => {
    const { result, rerender } = renderHook(
      ({ isValidating }) => useNoticeableValidation(isValidating),
      { initialProps: { isValidating: true } },
    );
    act(() => vi.advanceTimersByTime(NOTICEABLE_VALIDATION_MS));
    expect(result.current).toBe(true);
    rerender({ isValidating: false });
    expect(result.current).toBe(false);
    rerender({ isValidating: true });
    expect(result.current).toBe(false);
  });
});
