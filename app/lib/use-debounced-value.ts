import { useEffect, useState } from 'react';

import { SEARCH_DEBOUNCE_MS } from '../../design-system/search-input/search-input-model';

export { SEARCH_DEBOUNCE_MS };

export function useDebouncedValue<T>(value: T, delayMs: number = SEARCH_DEBOUNCE_MS): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
