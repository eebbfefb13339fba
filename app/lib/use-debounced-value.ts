import { useEffect, useState } from 'react';

/** Search inputs debounce 700 ms (core.md 5). */
export const SEARCH_DEBOUNCE_MS = 700;

export function useDebouncedValue<T>(value: T, delayMs: number = SEARCH_DEBOUNCE_MS): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
