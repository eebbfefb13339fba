/** Spec: "Search inputs debounce 700 ms and have a clear button". */
export const SEARCH_DEBOUNCE_MS = 700;

/** The timer functions a debouncer uses; the real ones by default, fakes in tests. */
export type DebounceTimers = {
  setTimeout: (callback: () => void, delayMs: number) => ReturnType<typeof setTimeout>;
  clearTimeout: (timer: ReturnType<typeof setTimeout>) => void;
};

/** Holds the last value until `delayMs` passed without a new one. */
export type Debouncer<T> = {
  /** Starts (or restarts) the wait with this value. */
  schedule: (value: T) => void;
  /** Drops the waiting value, if any. */
  cancel: () => void;
  /** Fires the waiting value now, if any. */
  flush: () => void;
  /** True while a value waits. */
  isPending: () => boolean;
};

/** Calls `fire` with the last scheduled value once `delayMs` passed since the last schedule. */
export function createDebouncer<T>(
  delayMs: number,
  fire: (value: T) => void,
  // Called through arrows: browsers refuse setTimeout called as a method of another object.
  timers: DebounceTimers = {
    setTimeout: (callback, delayMs) => setTimeout(callback, delayMs),
    clearTimeout: (timer) => clearTimeout(timer),
  },
): Debouncer<T> {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let waiting: { value: T } | null = null;
  const cancel = () => {
    if (timer !== null) timers.clearTimeout(timer);
    timer = null;
    waiting = null;
  };
  const flush = () => {
    const pending = waiting;
    cancel();
    if (pending) fire(pending.value);
  };
  return {
    schedule: (value) => {
      cancel();
      waiting = { value };
      timer = timers.setTimeout(flush, delayMs);
    },
    cancel,
    flush,
    isPending: () => waiting !== null,
  };
}
