import { useCallback, useEffect, useRef, useState } from 'react';
import {
  ADDRESS_QUERY_DELAY_MS,
  coordinateSuggestion,
  isSearchableQuery,
  limitSuggestions,
  parseCoordinates,
  type PlaceCountry,
  type PlaceProvider,
  type PlaceSuggestion,
  type PlaceType,
} from './address-model';

/**
 * Where a search stands: `idle` with nothing to search, `waiting` for the query delay, `loading`
 * while the provider answers, then `done` or `failed`; `invalid` for a coordinate pair out of range.
 */
export type PlaceSearchStatus = 'idle' | 'waiting' | 'loading' | 'done' | 'failed' | 'invalid';

export type PlaceSearchState = {
  status: PlaceSearchStatus;
  /** The latest answer (at most 10), kept on screen while the next query waits and loads. */
  suggestions: PlaceSuggestion[];
  /** Why a typed coordinate pair cannot be used (status `invalid`). */
  coordinateError: string | null;
  /** The suggestions are the typed coordinate pair itself. */
  isCoordinatePair: boolean;
};

const IDLE: PlaceSearchState = {
  status: 'idle',
  suggestions: [],
  coordinateError: null,
  isCoordinatePair: false,
};

export type UsePlaceSearchOptions = {
  provider: PlaceProvider;
  country: PlaceCountry;
  types: PlaceType;
  acceptsCoordinates: boolean;
  delay?: number;
};

/**
 * Runs place searches the spec's way: once, 250 ms after the last keystroke, with at least 1
 * character. A newer keystroke aborts the older request (its `signal`) and drops its answer. With
 * `acceptsCoordinates`, a typed pair is answered here without the provider.
 */
export function usePlaceSearch({
  provider,
  country,
  types,
  acceptsCoordinates,
  delay = ADDRESS_QUERY_DELAY_MS,
}: UsePlaceSearchOptions) {
  const [state, setState] = useState<PlaceSearchState>(IDLE);
  const timerRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const controllerRef = useRef<AbortController | null>(null);
  // The timer runs the query with the props of its time of firing, not of the keystroke.
  const latest = useRef({ provider, country, types, acceptsCoordinates });
  useEffect(() => {
    latest.current = { provider, country, types, acceptsCoordinates };
  });

  /** Stops the waiting query and the request in flight; their answers are dropped. */
  const cancel = useCallback(() => {
    clearTimeout(timerRef.current);
    controllerRef.current?.abort();
    controllerRef.current = null;
  }, []);

  useEffect(() => cancel, [cancel]);

  const run = useCallback((query: string) => {
    const { provider, country, types, acceptsCoordinates } = latest.current;
    const parsed = acceptsCoordinates ? parseCoordinates(query) : ({ kind: 'none' } as const);
    if (parsed.kind === 'valid') {
      setState({
        status: 'done',
        suggestions: [coordinateSuggestion(parsed.latitude, parsed.longitude)],
        coordinateError: null,
        isCoordinatePair: true,
      });
      return;
    }
    if (parsed.kind === 'out-of-range') {
      setState({ ...IDLE, status: 'invalid', coordinateError: parsed.message });
      return;
    }
    const controller = new AbortController();
    controllerRef.current = controller;
    setState((previous) => ({ ...previous, status: 'loading' }));
    provider.search(query, { country, types, signal: controller.signal }).then(
      (results) => {
        if (controller.signal.aborted) return;
        setState({ ...IDLE, status: 'done', suggestions: limitSuggestions(results) });
      },
      () => {
        if (controller.signal.aborted) return;
        setState({ ...IDLE, status: 'failed' });
      },
    );
  }, []);

  /** Call on every keystroke: restarts the wait, or clears everything when there is nothing to search. */
  const search = useCallback(
    (text: string) => {
      cancel();
      if (!isSearchableQuery(text)) {
        setState(IDLE);
        return;
      }
      setState((previous) => ({ ...previous, status: 'waiting', coordinateError: null }));
      const query = text.trim();
      timerRef.current = setTimeout(() => run(query), delay);
    },
    [cancel, delay, run],
  );

  /** Forgets the suggestions (after a choice), stopping anything under way. */
  const reset = useCallback(() => {
    cancel();
    setState(IDLE);
  }, [cancel]);

  return { state, search, reset };
}
