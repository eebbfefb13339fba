/**
 * The paging state machine of the remote dropdown: options come page by page from the caller's
 * `loadPage({ page, search })`. Each step takes the state and returns the next state with one
 * command for the hook to carry out (load a page, retry shortly, or nothing), so the rules live
 * here, free of timers and promises, and are unit-tested.
 */
import type { SelectOption } from './select-model';

/** Spec: "dropdown page size default 30". */
export const DROPDOWN_PAGE_SIZE = 30;
/** Spec: "infinite scroll threshold 250 px": the next page loads within 250 px of the list's end. */
export const INFINITE_SCROLL_THRESHOLD_PX = 250;
/** Spec: "Dropdown filter debounce 300 ms": typed search reloads from page 1 after 300 ms. */
export const FILTER_DEBOUNCE_MS = 300;
/** Spec: "retry after 50 ms when a page load is in flight". */
export const IN_FLIGHT_RETRY_MS = 50;

/** What the caller's loader is asked for. Pages count from 1. */
export type LoadPageRequest = { page: number; search: string; pageSize: number };
/** One page of options, and whether another page follows. */
export type LoadPageResult = { options: SelectOption[]; hasMore: boolean };
/** The caller's loader: the widget never fetches by itself. */
export type LoadPage = (request: LoadPageRequest) => Promise<LoadPageResult>;

export type RemoteListState = {
  /** The search the shown options answer ('' for none). */
  search: string;
  /** The options of pages 1 … `page`, in order, each value once. */
  options: SelectOption[];
  /** Pages loaded for `search` (0 before the first answer). */
  page: number;
  hasMore: boolean;
  /** The page on its way and the ticket its answer must carry; null when nothing loads. */
  inFlight: { page: number; ticket: number } | null;
  /** The last ticket handed out; an answer with an older one belongs to a superseded search. */
  ticket: number;
  /** The last load failed; asking for the next page again tries that page once more. */
  hasFailed: boolean;
  /** Every option any page held, so a value chosen two searches ago still has its label. */
  known: ReadonlyMap<string, SelectOption>;
};

export type RemoteCommand =
  | { type: 'load'; ticket: number; page: number; search: string }
  | { type: 'retry'; afterMs: number }
  | { type: 'none' };

export type RemoteTransition = { state: RemoteListState; command: RemoteCommand };

export const initialRemoteList: RemoteListState = {
  search: '',
  options: [],
  page: 0,
  hasMore: true,
  inFlight: null,
  ticket: 0,
  hasFailed: false,
  known: new Map(),
};

const none = (state: RemoteListState): RemoteTransition => ({ state, command: { type: 'none' } });

function load(state: RemoteListState, page: number, search: string): RemoteTransition {
  const ticket = state.ticket + 1;
  return {
    state: { ...state, search, inFlight: { page, ticket }, ticket, hasFailed: false },
    command: { type: 'load', ticket, page, search },
  };
}

/**
 * A new search (after the debounce): the list starts again from page 1. A page still loading for
 * the old search is superseded (its answer will be dropped), not waited for. The same search as
 * the one shown or loading changes nothing (typing a letter and deleting it again).
 */
export function startSearch(state: RemoteListState, search: string): RemoteTransition {
  const isSameSearch = search === state.search && (state.page > 0 || state.inFlight !== null);
  if (isSameSearch) return none(state);
  return load({ ...state, options: [], page: 0, hasMore: true }, 1, search);
}

/**
 * The list wants its next page (opened for the first time, scrolled near its end, or reached its
 * last option by keyboard). Spec: while a page is in flight the request is retried 50 ms later,
 * neither dropped (the person did reach the end) nor sent twice.
 */
export function requestNextPage(state: RemoteListState): RemoteTransition {
  if (state.inFlight) return { state, command: { type: 'retry', afterMs: IN_FLIGHT_RETRY_MS } };
  if (!state.hasMore) return none(state);
  return load(state, state.page + 1, state.search);
}

/** A page arrived. Page 1 replaces the list, later pages extend it; a stale answer is dropped. */
export function receivePage(
  state: RemoteListState,
  ticket: number,
  result: LoadPageResult,
): RemoteListState {
  if (state.inFlight?.ticket !== ticket) return state;
  const isFirst = state.inFlight.page === 1;
  const kept = isFirst ? [] : state.options;
  // A server whose rows shift between requests can send a row twice; one key, one option.
  const seen = new Set(kept.map((option) => option.value));
  const added = result.options.filter((option) => {
    if (seen.has(option.value)) return false;
    seen.add(option.value);
    return true;
  });
  const known = new Map(state.known);
  for (const option of added) known.set(option.value, option);
  return {
    ...state,
    options: [...kept, ...added],
    page: state.inFlight.page,
    hasMore: result.hasMore,
    inFlight: null,
    known,
  };
}

/** A page failed to load. The list stays; the next request asks for the same page again. */
export function failPage(state: RemoteListState, ticket: number): RemoteListState {
  if (state.inFlight?.ticket !== ticket) return state;
  return { ...state, inFlight: null, hasFailed: true };
}

/** What a scrolled list reports about itself (an element's own fields fit). */
export type ScrollMetrics = { scrollTop: number; clientHeight: number; scrollHeight: number };

/** Spec: the list is near its end when 250 px or less of it remain below the visible part. */
export function isNearListEnd(
  { scrollTop, clientHeight, scrollHeight }: ScrollMetrics,
  threshold: number = INFINITE_SCROLL_THRESHOLD_PX,
): boolean {
  return scrollHeight - (scrollTop + clientHeight) <= threshold;
}
