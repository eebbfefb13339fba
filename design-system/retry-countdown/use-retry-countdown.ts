import { useCallback, useEffect, useState } from 'react';
import {
  RETRY_COUNTDOWN_SECONDS,
  countdownEndsAt,
  msUntilNextTick,
  secondsLeft,
} from './retry-countdown-model';

export type UseRetryCountdownOptions = {
  /** Length of the countdown in seconds (spec: 30). */
  seconds?: number;
  /** Start counting at once, as when the retry control appears after a failure (default true). */
  isRunningOnMount?: boolean;
};

export type UseRetryCountdown = {
  /** Whole seconds left; 0 when retrying is allowed. */
  secondsLeft: number;
  /** True while the countdown runs and Retry must stay disabled. */
  isCountingDown: boolean;
  /** Starts the countdown again from the full length (after another failure). */
  restart: () => void;
};

/**
 * A countdown against the clock, not a count of timer ticks: a throttled background tab or a busy
 * main thread cannot make it last longer than its seconds. It wakes once per shown second.
 */
export function useRetryCountdown({
  seconds = RETRY_COUNTDOWN_SECONDS,
  isRunningOnMount = true,
}: UseRetryCountdownOptions = {}): UseRetryCountdown {
  const [endsAt, setEndsAt] = useState<number | null>(() =>
    isRunningOnMount ? countdownEndsAt(Date.now(), seconds) : null,
  );
  const [left, setLeft] = useState(isRunningOnMount ? Math.max(0, seconds) : 0);

  useEffect(() => {
    if (endsAt === null) return;
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const now = Date.now();
      setLeft(secondsLeft(endsAt, now));
      const wait = msUntilNextTick(endsAt, now);
      if (wait === 0) setEndsAt(null);
      else timer = setTimeout(tick, wait);
    };
    timer = setTimeout(tick, msUntilNextTick(endsAt, Date.now()));
    return () => clearTimeout(timer);
  }, [endsAt]);

  const restart = useCallback(() => {
    setEndsAt(countdownEndsAt(Date.now(), seconds));
    setLeft(Math.max(0, seconds));
  }, [seconds]);

  return { secondsLeft: left, isCountingDown: left > 0, restart };
}
