import { useCallback, useEffect, useRef, useState } from 'react';
import {
  KEYWORD_LOOKUP_DEBOUNCE_MS,
  mergeOptionsHistory,
  type FilterOption,
} from './filter-builder-model';

/**
 * Where a keyword search stands: `idle` before anything is typed, `waiting` from the first
 * keystroke until the lookup answers (debounce and request), then `done` or `error`.
 */
export type KeywordLookupStatus = 'idle' | 'waiting' | 'done' | 'error';

export type KeywordLookupState = {
  status: KeywordLookupStatus;
  /** The latest answer. */
  results: FilterOption[];
  /** Every option any answer held, so a value ticked two searches ago still has its label. */
  seen: FilterOption[];
};

/**
 * Runs a keyword lookup the spec's way: once, `delay` ms (1000) after the last keystroke, with the
 * whole keyword. An answer to an older keyword is dropped when a newer one was asked for, and
 * nothing runs after the editor closes.
 */
export function useKeywordLookup(
  lookup: ((keyword: string) => Promise<FilterOption[]>) | undefined,
  delay: number = KEYWORD_LOOKUP_DEBOUNCE_MS,
) {
  const [state, setState] = useState<KeywordLookupState>({
    status: 'idle',
    results: [],
    seen: [],
  });
  const timerRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const requestRef = useRef(0);

  useEffect(
    () => () => {
      clearTimeout(timerRef.current);
      // Any answer still on its way belongs to a closed editor.
      requestRef.current += 1;
    },
    [],
  );

  const run = useCallback(
    (keyword: string, request: number) => {
      if (!lookup) return;
      lookup(keyword).then(
        (results) => {
          if (request !== requestRef.current) return;
          setState((previous) => ({
            status: 'done',
            results,
            seen: mergeOptionsHistory(previous.seen, results),
          }));
        },
        () => {
          if (request !== requestRef.current) return;
          setState((previous) => ({ ...previous, status: 'error', results: [] }));
        },
      );
    },
    [lookup],
  );

  /** Call on every keystroke: restarts the wait, or clears the results when the box is empty. */
  const search = useCallback(
    (text: string, { now = false }: { now?: boolean } = {}) => {
      clearTimeout(timerRef.current);
      requestRef.current += 1;
      const request = requestRef.current;
      const keyword = text.trim();
      if (keyword === '') {
        setState((previous) => ({ ...previous, status: 'idle', results: [] }));
        return;
      }
      setState((previous) => ({ ...previous, status: 'waiting' }));
      if (now) run(keyword, request);
      else timerRef.current = setTimeout(() => run(keyword, request), delay);
    },
    [delay, run],
  );

  return [state, search] as const;
}
