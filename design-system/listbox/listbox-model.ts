/**
 * Pure keyboard rules of every combobox with a listbox popup (the selects, the time picker, the
 * address autocomplete): which command a key gives, where a move lands, where the list opens and
 * which option typed letters lead to. The widgets only carry the commands out; every rule here has
 * a unit test.
 *
 * Two kinds of control hold the keys (WAI-ARIA APG combobox pattern):
 * - a select-only combobox, a button: Enter and Space open and pick, letters jump by typeahead,
 *   and either arrow opens the list on the chosen option;
 * - an editable combobox, a text box (or a select's search box): letters and Space are text,
 *   ArrowDown opens on the chosen option or the first, ArrowUp on the chosen option or the last.
 */

/** Keys that move the highlighted option. */
export type ListMove = 'next' | 'previous' | 'first' | 'last' | 'pageDown' | 'pageUp';

/** Options moved by Page Up and Page Down unless a widget says otherwise. */
export const PAGE_JUMP = 10;
/** Typed letters within this time make one typeahead word ('su' finds Supervisor). */
export const TYPEAHEAD_RESET_MS = 500;

export type MoveOptions = {
  /**
   * Past the last option comes the first again (a day of times). Off (default), the list stops at
   * its ends: at the end of a remote list the next page is on its way, and a jump to the top would
   * lose the place.
   */
  wraps?: boolean | undefined;
  /** Options moved by Page Up and Page Down. */
  pageSize?: number | undefined;
};

/**
 * The highlighted option after a move (-1 in an empty list). With nothing highlighted, a move
 * forward starts before the first option and a move back after the last.
 */
export function moveActiveIndex(
  count: number,
  activeIndex: number,
  move: ListMove,
  { wraps = false, pageSize = PAGE_JUMP }: MoveOptions = {},
): number {
  if (count === 0) return -1;
  const last = count - 1;
  if (move === 'first') return 0;
  if (move === 'last') return last;
  const step = { next: 1, previous: -1, pageDown: pageSize, pageUp: -pageSize }[move];
  const from = activeIndex < 0 || activeIndex > last ? (step > 0 ? -1 : count) : activeIndex;
  if (wraps) return (((from + step) % count) + count) % count;
  return Math.min(last, Math.max(0, from + step));
}

/** Where a list opens: on the chosen option when `prefersChosen` and there is one, else at `at`. */
export type OpenAt = { at: 'first' | 'last'; prefersChosen: boolean };

/** What a key asks of the list. */
export type ListboxCommand =
  | ({ type: 'open' } & OpenAt)
  | { type: 'move'; move: ListMove }
  | { type: 'pick' }
  | { type: 'close' }
  | { type: 'typeahead'; letter: string };

export type ListboxKeyContext = {
  isOpen: boolean;
  /** The control is a button (select-only combobox), not a text box. */
  isSelectOnly?: boolean | undefined;
  /** Home and End move the list; in a text box that keeps them for the caret, leave this off. */
  hasEdgeKeys?: boolean | undefined;
  /** Page Up and Page Down move the open list. */
  hasPageKeys?: boolean | undefined;
};

/** The parts of a keyboard event the rules read. */
export type ListboxKey = { key: string; altKey: boolean; ctrlKey: boolean; metaKey: boolean };

/**
 * The command a key press gives, or null when the key is not the list's (it then does what it
 * does anyway: types, tabs, submits). Alt+ArrowDown is ArrowDown; Alt+ArrowUp closes an open list
 * (and is ArrowUp on a closed one).
 */
export function listboxKeyCommand(
  event: ListboxKey,
  { isOpen, isSelectOnly = false, hasEdgeKeys = false, hasPageKeys = false }: ListboxKeyContext,
): ListboxCommand | null {
  const { key } = event;
  if (!isOpen) {
    if (key === 'ArrowDown') return { type: 'open', at: 'first', prefersChosen: true };
    if (key === 'ArrowUp') {
      return { type: 'open', at: isSelectOnly ? 'first' : 'last', prefersChosen: true };
    }
    if (isSelectOnly && (key === 'Enter' || key === ' ')) {
      return { type: 'open', at: 'first', prefersChosen: true };
    }
    if (hasEdgeKeys && key === 'Home') return { type: 'open', at: 'first', prefersChosen: false };
    if (hasEdgeKeys && key === 'End') return { type: 'open', at: 'last', prefersChosen: false };
    if (isSelectOnly && isTypeaheadKey(event)) return { type: 'typeahead', letter: key };
    return null;
  }
  if (key === 'ArrowUp' && event.altKey) return { type: 'close' };
  if (key === 'Escape') return { type: 'close' };
  if (key === 'Enter' || (isSelectOnly && key === ' ')) return { type: 'pick' };
  const move = listMoveForKey(key);
  if (move === 'first' || move === 'last') return hasEdgeKeys ? { type: 'move', move } : null;
  if (move === 'pageDown' || move === 'pageUp') return hasPageKeys ? { type: 'move', move } : null;
  if (move) return { type: 'move', move };
  if (isSelectOnly && isTypeaheadKey(event)) return { type: 'typeahead', letter: key };
  return null;
}

/** The option an open command lands on (-1 in an empty list), given the chosen one's index or -1. */
export function openIndex(open: OpenAt, count: number, chosenIndex: number): number {
  if (count === 0) return -1;
  if (open.prefersChosen && chosenIndex >= 0 && chosenIndex < count) return chosenIndex;
  return open.at === 'first' ? 0 : count - 1;
}

/** The key that moves the list, if any. */
export function listMoveForKey(key: string): ListMove | null {
  switch (key) {
    case 'ArrowDown':
      return 'next';
    case 'ArrowUp':
      return 'previous';
    case 'Home':
      return 'first';
    case 'End':
      return 'last';
    case 'PageDown':
      return 'pageDown';
    case 'PageUp':
      return 'pageUp';
    default:
      return null;
  }
}

/** Whether a key press is a printable letter for typeahead (not a shortcut, not Space to choose). */
export function isTypeaheadKey(event: Pick<ListboxKey, 'key' | 'ctrlKey' | 'metaKey'>): boolean {
  return event.key.length === 1 && event.key !== ' ' && !event.ctrlKey && !event.metaKey;
}

/**
 * The option typed letters lead to (WAI-ARIA listbox typeahead), or -1. A word matches the start
 * of a label; the same letter typed again ('p', 'p') steps through the labels starting with it.
 * The search starts after the active option for a new word and at it while a word grows, so
 * 'm' then 'me' stays on Mechanic rather than skipping ahead.
 */
export function typeaheadIndex(
  options: readonly { label: string }[],
  typed: string,
  activeIndex: number,
): number {
  if (options.length === 0 || typed === '') return -1;
  const word = typed.toLocaleLowerCase();
  const isRepeat = [...word].every((letter) => letter === word[0]);
  const needle = isRepeat ? word[0]! : word;
  const start = isRepeat || word.length === 1 ? activeIndex + 1 : Math.max(activeIndex, 0);
  for (let step = 0; step < options.length; step += 1) {
    const index = (((start + step) % options.length) + options.length) % options.length;
    if (options[index]!.label.toLocaleLowerCase().startsWith(needle)) return index;
  }
  return -1;
}
