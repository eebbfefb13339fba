import { useEffect, useRef, useState } from 'react';
import {
  DROPDOWN_PAGE_SIZE,
  FILTER_DEBOUNCE_MS,
  IN_FLIGHT_RETRY_MS,
  failPage,
  initialRemoteList,
  receivePage,
  requestNextPage,
  startSearch,
  type LoadPage,
  type RemoteListState,
  type RemoteTransition,
} from './remote-select-model';
import type { SelectOption } from './select-model';

export type UseRemoteOptionsParams = {
  /** The caller's loader; the latest one is always used. */
  loadPage: LoadPage;
  /** Options per page (spec default 30). */
  pageSize?: number | undefined;
  /** Quiet time after the last keystroke before a search reloads (spec: 300 ms). */
  debounceMs?: number | undefined;
  /** Wait before asking again for a page while one is loading (spec: 50 ms). */
  retryMs?: number | undefined;
};

export type RemoteOptions = {
  /** The options loaded so far, in page order. */
  options: SelectOption[];
  /** Every option loaded for any search, to name chosen values. */
  knownOptions: SelectOption[];
  /** A page is on its way. */
  isLoading: boolean;
  /** Loads page 1 the first time the list opens. */
  open: () => void;
  /** Call on every keystroke: page 1 of the search loads once typing pauses. */
  search: (text: string) => void;
  /** The list is near its end: load the next page (or retry shortly while one loads). */
  loadMore: () => void;
};

/**
 * Runs the remote dropdown's state machine (remote-select-model.ts): carries out its commands with
 * the caller's `loadPage`, a debounce for searches and a short retry while a page is in flight.
 */
export function useRemoteOptions({
  loadPage,
  pageSize = DROPDOWN_PAGE_SIZE,
  debounceMs = FILTER_DEBOUNCE_MS,
  retryMs = IN_FLIGHT_RETRY_MS,
}: UseRemoteOptionsParams): RemoteOptions {
  const [list, setList] = useState<RemoteListState>(initialRemoteList);
  // The machine's state for handlers and promise callbacks, which must not wait for a render.
  const stateRef = useRef<RemoteListState>(initialRemoteList);
  const loadPageRef = useRef(loadPage);
  const debounceRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const retryRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const isMountedRef = useRef(false);

  useEffect(() => {
    loadPageRef.current = loadPage;
  }, [loadPage]);

  useEffect(() => {
    isMountedRef.current = true;
    return () => {
      isMountedRef.current = false;
      clearTimeout(debounceRef.current);
      clearTimeout(retryRef.current);
      retryRef.current = undefined;
    };
  }, []);

  const commit = (state: RemoteListState) => {
    stateRef.current = state;
    if (isMountedRef.current) setList(state);
  };

  const step = (transition: (state: RemoteListState) => RemoteTransition) => {
    const { state, command } = transition(stateRef.current);
    commit(state);
    if (command.type === 'load') {
      const { ticket, page, search } = command;
      loadPageRef.current({ page, search, pageSize }).then(
        (result) => commit(receivePage(stateRef.current, ticket, result)),
        () => commit(failPage(stateRef.current, ticket)),
      );
    } else if (command.type === 'retry' && retryRef.current === undefined) {
      // One retry at a time: more scroll events while a page loads still make one request.
      retryRef.current = setTimeout(() => {
        retryRef.current = undefined;
        if (isMountedRef.current) step(requestNextPage);
      }, retryMs);
    }
  };

  return {
    options: list.options,
    knownOptions: [...list.known.values()],
    isLoading: list.inFlight !== null,
    open: () => {
      const state = stateRef.current;
      if (state.page === 0 && state.inFlight === null) step(requestNextPage);
    },
    search: (text) => {
      clearTimeout(debounceRef.current);
      debounceRef.current = setTimeout(() => {
        // A retry waiting for the old search's page has nothing left to ask for.
        clearTimeout(retryRef.current);
        retryRef.current = undefined;
        step((state) => startSearch(state, text.trim()));
      }, debounceMs);
    },
    loadMore: () => step(requestNextPage),
  };
}
