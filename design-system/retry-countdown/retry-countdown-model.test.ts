import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import {
  RETRY_COUNTDOWN_SECONDS,
  countdownEndsAt,
  msUntilNextTick,
  secondsLeft,
} from './retry-countdown-model';
import { useRetryCountdown } from './use-retry-countdown';

it('counts down 30 seconds by default (spec)', () => {
  expect(RETRY_COUNTDOWN_SECONDS).toBe(30);
});

describe('countdown model', () => {
  const start = 1_000_000;
  const endsAt = countdownEndsAt(start, 30);

  it('ends the given seconds after the start', () => {
    expect(endsAt - start).toBe(30_000);
  });

  it('rounds up so 30 shows for the whole first second and 0 only at the end', () => {
    expect(secondsLeft(endsAt, start)).toBe(30);
    expect(secondsLeft(endsAt, start + 1)).toBe(30);
    expect(secondsLeft(endsAt, start + 999)).toBe(30);
    expect(secondsLeft(endsAt, start + 1000)).toBe(29);
    expect(secondsLeft(endsAt, start + 29_999)).toBe(1);
    expect(secondsLeft(endsAt, start + 30_000)).toBe(0);
    expect(secondsLeft(endsAt, start + 45_000)).toBe(0);
  });

  it('wakes when the shown number changes', () => {
    expect(msUntilNextTick(endsAt, start)).toBe(1000);
    expect(msUntilNextTick(endsAt, start + 250)).toBe(750);
    expect(msUntilNextTick(endsAt, start + 30_000)).toBe(0);
  });
});

describe('useRetryCountdown with fake time', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2024-05-03T12:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts at 30, disables until 0, then allows retrying', () => {
    const { result } = renderHook(() => useRetryCountdown());
    expect(result.current.secondsLeft).toBe(30);
    expect(result.current.isCountingDown).toBe(true);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.secondsLeft).toBe(29);
    act(() => vi.advanceTimersByTime(28_999));
    expect(result.current.secondsLeft).toBe(1);
    expect(result.current.isCountingDown).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.secondsLeft).toBe(0);
    expect(result.current.isCountingDown).toBe(false);
    // Stays at 0 and stops waking.
    act(() => vi.advanceTimersByTime(10_000));
    expect(result.current.secondsLeft).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('restarts from the full length after another failure', () => {
    const { result } = renderHook(() => useRetryCountdown({ seconds: 5 }));
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current.isCountingDown).toBe(false);
    act(() => result.current.restart());
    expect(result.current.secondsLeft).toBe(5);
    act(() => vi.advanceTimersByTime(2000));
    expect(result.current.secondsLeft).toBe(3);
    // A restart mid-count starts over too.
    act(() => result.current.restart());
    expect(result.current.secondsLeft).toBe(5);
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current.secondsLeft).toBe(0);
  });

  it('can wait for a first failure before counting', () => {
    const { result } = renderHook(() => useRetryCountdown({ isRunningOnMount: false }));
    expect(result.current.secondsLeft).toBe(0);
    expect(result.current.isCountingDown).toBe(false);
    act(() => result.current.restart());
    expect(result.current.secondsLeft).toBe(30);
  });
});
