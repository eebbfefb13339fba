import { describe, expect, it } from 'vitest';
import {
  DROPDOWN_PAGE_SIZE,
  FILTER_DEBOUNCE_MS,
  INFINITE_SCROLL_THRESHOLD_PX,
  IN_FLIGHT_RETRY_MS,
  failPage,
  initialRemoteList,
  isNearListEnd,
  receivePage,
  requestNextPage,
  startSearch,
  type RemoteListState,
} from './remote-select-model';
import type { SelectOption } from './select-model';

const page = (from: number, count: number): SelectOption[] =>
  Array.from({ length: count }, (_, index) => ({
    value: String(from + index),
    label: `Person ${from + index}`,
  }));

/** Loads page 1 of '' and answers it. */
function withFirstPage(hasMore = true): RemoteListState {
  const { state, command } = requestNextPage(initialRemoteList);
  if (command.type !== 'load') throw new Error('expected a load');
  return receivePage(state, command.ticket, { options: page(1, 30), hasMore });
}

describe('spec numbers', () => {
  it('pages by 30, scrolls within 250 px, debounces 300 ms, retries after 50 ms', () => {
    expect(DROPDOWN_PAGE_SIZE).toBe(30);
    expect(INFINITE_SCROLL_THRESHOLD_PX).toBe(250);
    expect(FILTER_DEBOUNCE_MS).toBe(300);
    expect(IN_FLIGHT_RETRY_MS).toBe(50);
  });
});

describe('paging', () => {
  it('loads page 1 first, then the next page', () => {
    const first = requestNextPage(initialRemoteList);
    expect(first.command).toEqual({ type: 'load', ticket: 1, page: 1, search: '' });
    expect(first.state.inFlight).toEqual({ page: 1, ticket: 1 });

    const loaded = withFirstPage();
    expect(loaded.options).toHaveLength(30);
    expect(loaded.page).toBe(1);
    expect(loaded.inFlight).toBeNull();

    const second = requestNextPage(loaded);
    expect(second.command).toEqual({ type: 'load', ticket: 2, page: 2, search: '' });
    const both = receivePage(second.state, 2, { options: page(31, 30), hasMore: true });
    expect(both.options).toHaveLength(60);
    expect(both.options[30]?.label).toBe('Person 31');
    expect(both.page).toBe(2);
  });

  it('retries after 50 ms, rather than dropping or doubling, while a page is in flight', () => {
    const second = requestNextPage(withFirstPage());
    const again = requestNextPage(second.state);
    expect(again.command).toEqual({ type: 'retry', afterMs: 50 });
    expect(again.state).toBe(second.state);
    // Once the page is in, the retried request asks for the page after it.
    const arrived = receivePage(second.state, 2, { options: page(31, 30), hasMore: true });
    expect(requestNextPage(arrived).command).toMatchObject({ type: 'load', page: 3 });
  });

  it('stops at the last page', () => {
    const last = withFirstPage(false);
    expect(requestNextPage(last).command).toEqual({ type: 'none' });
  });

  it('keeps each value once when pages overlap', () => {
    const second = requestNextPage(withFirstPage());
    const both = receivePage(second.state, 2, { options: page(29, 5), hasMore: false });
    expect(both.options.map((option) => option.value)).toEqual(
      page(1, 33).map((option) => option.value),
    );
  });

  it('asks for a failed page again', () => {
    const second = requestNextPage(withFirstPage());
    const failed = failPage(second.state, 2);
    expect(failed.hasFailed).toBe(true);
    expect(failed.inFlight).toBeNull();
    expect(failed.options).toHaveLength(30);
    expect(requestNextPage(failed).command).toMatchObject({ type: 'load', page: 2 });
  });
});

describe('searching', () => {
  it('reloads from page 1 with the search, clearing the old list', () => {
    const second = requestNextPage(withFirstPage());
    const loaded = receivePage(second.state, 2, { options: page(31, 30), hasMore: true });
    const searched = startSearch(loaded, 'ann');
    expect(searched.command).toEqual({ type: 'load', ticket: 3, page: 1, search: 'ann' });
    expect(searched.state.options).toEqual([]);
    expect(searched.state.page).toBe(0);
    const answered = receivePage(searched.state, 3, { options: page(7, 2), hasMore: false });
    expect(answered.search).toBe('ann');
    expect(answered.options).toHaveLength(2);
    expect(answered.page).toBe(1);
  });

  it('drops the answer of a superseded search', () => {
    const first = startSearch(withFirstPage(), 'a');
    const second = startSearch(first.state, 'an');
    const stale = receivePage(second.state, 2, { options: page(1, 3), hasMore: false });
    expect(stale).toBe(second.state);
    expect(failPage(second.state, 2)).toBe(second.state);
    const fresh = receivePage(second.state, 3, { options: page(9, 1), hasMore: false });
    expect(fresh.options.map((option) => option.value)).toEqual(['9']);
  });

  it('does nothing for the search already shown or loading', () => {
    const loaded = withFirstPage();
    expect(startSearch(loaded, '').command).toEqual({ type: 'none' });
    const loading = startSearch(loaded, 'bo');
    expect(startSearch(loading.state, 'bo').command).toEqual({ type: 'none' });
  });

  it('remembers the options of earlier searches to name chosen values', () => {
    const loaded = withFirstPage();
    const searched = startSearch(loaded, 'zed');
    const answered = receivePage(searched.state, 2, {
      options: [{ value: 'z', label: 'Zed' }],
      hasMore: false,
    });
    expect(answered.known.get('1')?.label).toBe('Person 1');
    expect(answered.known.get('z')?.label).toBe('Zed');
  });
});

describe('near the end of the list', () => {
  const list = { clientHeight: 200, scrollHeight: 1088 };
  it('is within 250 px of the end, boundary included', () => {
    expect(isNearListEnd({ ...list, scrollTop: 0 })).toBe(false);
    // 1088 - 200 - 638 = 250 px left below.
    expect(isNearListEnd({ ...list, scrollTop: 637 })).toBe(false);
    expect(isNearListEnd({ ...list, scrollTop: 638 })).toBe(true);
    expect(isNearListEnd({ ...list, scrollTop: 888 })).toBe(true);
    expect(isNearListEnd({ scrollTop: 0, clientHeight: 0, scrollHeight: 0 })).toBe(true);
  });
});
