import { describe, expect, it } from 'vitest';
import {
  PAGE_JUMP,
  TYPEAHEAD_RESET_MS,
  isTypeaheadKey,
  listMoveForKey,
  listboxKeyCommand,
  moveActiveIndex,
  openIndex,
  typeaheadIndex,
  type ListboxKeyContext,
} from './listbox-model';

const roles = ['Manager', 'Mechanic', 'Operator', 'Painter', 'Plumber', 'Supervisor'].map(
  (label) => ({ value: label.toLowerCase(), label }),
);

/** A key press as the rules read it. */
const press = (key: string, extra: Partial<{ altKey: boolean; ctrlKey: boolean }> = {}) => ({
  key,
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  ...extra,
});

/** The contexts of the three widgets: a select's trigger, its search box, a text combobox. */
const selectTrigger = { isSelectOnly: true, hasEdgeKeys: true, hasPageKeys: true };
const searchBox = { hasEdgeKeys: true, hasPageKeys: true };
const timeInput = { hasPageKeys: true };
const addressInput = {};

const command = (key: string, context: Omit<ListboxKeyContext, 'isOpen'>, isOpen: boolean) =>
  listboxKeyCommand(press(key), { ...context, isOpen });

describe('numbers', () => {
  it('pages by ten and ends a typeahead word after half a second', () => {
    expect(PAGE_JUMP).toBe(10);
    expect(TYPEAHEAD_RESET_MS).toBe(500);
  });
});

describe('typeahead', () => {
  it('finds the first label starting with the typed letters', () => {
    expect(roles[typeaheadIndex(roles, 'o', -1)]?.label).toBe('Operator');
    expect(roles[typeaheadIndex(roles, 'su', 0)]?.label).toBe('Supervisor');
    expect(typeaheadIndex(roles, 'x', 0)).toBe(-1);
    expect(typeaheadIndex([], 'a', -1)).toBe(-1);
  });

  it('stays on the option while the word grows', () => {
    const mechanic = 1;
    expect(typeaheadIndex(roles, 'm', -1)).toBe(0);
    expect(roles[typeaheadIndex(roles, 'me', mechanic)]?.label).toBe('Mechanic');
    expect(roles[typeaheadIndex(roles, 'me', 0)]?.label).toBe('Mechanic');
  });

  it('steps through labels with the same first letter when it is typed again', () => {
    const painter = typeaheadIndex(roles, 'p', -1);
    expect(roles[painter]?.label).toBe('Painter');
    expect(roles[typeaheadIndex(roles, 'pp', painter)]?.label).toBe('Plumber');
    // Past the last one it wraps to the first.
    expect(roles[typeaheadIndex(roles, 'ppp', painter + 1)]?.label).toBe('Painter');
  });

  it('takes printable keys only', () => {
    const key = (value: string, extra = {}) => ({
      key: value,
      ctrlKey: false,
      metaKey: false,
      ...extra,
    });
    expect(isTypeaheadKey(key('a'))).toBe(true);
    expect(isTypeaheadKey(key(' '))).toBe(false);
    expect(isTypeaheadKey(key('Enter'))).toBe(false);
    expect(isTypeaheadKey(key('a', { ctrlKey: true }))).toBe(false);
  });
});

describe('keyboard moves', () => {
  it('maps the keys of the spec', () => {
    expect(listMoveForKey('ArrowDown')).toBe('next');
    expect(listMoveForKey('ArrowUp')).toBe('previous');
    expect(listMoveForKey('Home')).toBe('first');
    expect(listMoveForKey('End')).toBe('last');
    expect(listMoveForKey('PageDown')).toBe('pageDown');
    expect(listMoveForKey('Enter')).toBeNull();
  });

  it('moves within the list without wrapping', () => {
    expect(moveActiveIndex(5, -1, 'next')).toBe(0);
    expect(moveActiveIndex(5, 0, 'next')).toBe(1);
    expect(moveActiveIndex(5, 4, 'next')).toBe(4);
    expect(moveActiveIndex(5, 0, 'previous')).toBe(0);
    expect(moveActiveIndex(5, -1, 'previous')).toBe(4);
    expect(moveActiveIndex(5, 2, 'first')).toBe(0);
    expect(moveActiveIndex(5, 2, 'last')).toBe(4);
    expect(moveActiveIndex(50, 2, 'pageDown')).toBe(12);
    expect(moveActiveIndex(50, 45, 'pageDown')).toBe(49);
    expect(moveActiveIndex(50, 5, 'pageUp')).toBe(0);
    expect(moveActiveIndex(0, 0, 'next')).toBe(-1);
  });

  it('wraps around when asked, as the 96 times of a day do', () => {
    const wraps = { wraps: true, pageSize: 4 };
    expect(moveActiveIndex(96, -1, 'next', wraps)).toBe(0);
    expect(moveActiveIndex(96, -1, 'previous', wraps)).toBe(95);
    expect(moveActiveIndex(96, 95, 'next', wraps)).toBe(0);
    expect(moveActiveIndex(96, 0, 'previous', wraps)).toBe(95);
    expect(moveActiveIndex(96, 0, 'pageDown', wraps)).toBe(4);
    expect(moveActiveIndex(96, 94, 'pageDown', wraps)).toBe(2);
    expect(moveActiveIndex(96, 1, 'pageUp', wraps)).toBe(93);
    expect(moveActiveIndex(96, -1, 'pageDown', wraps)).toBe(3);
    expect(moveActiveIndex(3, 1, 'last', wraps)).toBe(2);
    expect(moveActiveIndex(0, -1, 'next', wraps)).toBe(-1);
  });

  it('treats a highlight past the end (the list got shorter) as none', () => {
    expect(moveActiveIndex(3, 7, 'next')).toBe(0);
    expect(moveActiveIndex(3, 7, 'previous')).toBe(2);
  });
});

describe('where the list opens', () => {
  it('opens on the chosen option when asked and there is one', () => {
    expect(openIndex({ at: 'first', prefersChosen: true }, 5, 3)).toBe(3);
    expect(openIndex({ at: 'last', prefersChosen: true }, 5, 3)).toBe(3);
    expect(openIndex({ at: 'first', prefersChosen: true }, 5, -1)).toBe(0);
    expect(openIndex({ at: 'last', prefersChosen: true }, 5, -1)).toBe(4);
    // A chosen option filtered out of the list does not count.
    expect(openIndex({ at: 'last', prefersChosen: true }, 5, 9)).toBe(4);
  });

  it('opens at an end for Home and End, and nowhere in an empty list', () => {
    expect(openIndex({ at: 'first', prefersChosen: false }, 5, 3)).toBe(0);
    expect(openIndex({ at: 'last', prefersChosen: false }, 5, 3)).toBe(4);
    expect(openIndex({ at: 'first', prefersChosen: true }, 0, -1)).toBe(-1);
  });
});

describe('the keys of a select-only combobox (a button)', () => {
  it('opens on the chosen option with either arrow, Enter or Space', () => {
    for (const key of ['ArrowDown', 'ArrowUp', 'Enter', ' ']) {
      expect(command(key, selectTrigger, false)).toEqual({
        type: 'open',
        at: 'first',
        prefersChosen: true,
      });
    }
  });

  it('opens at the ends with Home and End', () => {
    expect(command('Home', selectTrigger, false)).toMatchObject({
      at: 'first',
      prefersChosen: false,
    });
    expect(command('End', selectTrigger, false)).toMatchObject({
      at: 'last',
      prefersChosen: false,
    });
  });

  it('moves with the arrows, Home, End and the page keys once open', () => {
    expect(command('ArrowDown', selectTrigger, true)).toEqual({ type: 'move', move: 'next' });
    expect(command('ArrowUp', selectTrigger, true)).toEqual({ type: 'move', move: 'previous' });
    expect(command('Home', selectTrigger, true)).toEqual({ type: 'move', move: 'first' });
    expect(command('End', selectTrigger, true)).toEqual({ type: 'move', move: 'last' });
    expect(command('PageDown', selectTrigger, true)).toEqual({ type: 'move', move: 'pageDown' });
    expect(command('PageUp', selectTrigger, true)).toEqual({ type: 'move', move: 'pageUp' });
  });

  it('picks with Enter and Space, closes with Escape and Alt+ArrowUp', () => {
    expect(command('Enter', selectTrigger, true)).toEqual({ type: 'pick' });
    expect(command(' ', selectTrigger, true)).toEqual({ type: 'pick' });
    expect(command('Escape', selectTrigger, true)).toEqual({ type: 'close' });
    expect(
      listboxKeyCommand(press('ArrowUp', { altKey: true }), { ...selectTrigger, isOpen: true }),
    ).toEqual({
      type: 'close',
    });
  });

  it('jumps by typeahead with letters, open or closed, but not with shortcuts', () => {
    expect(command('p', selectTrigger, false)).toEqual({ type: 'typeahead', letter: 'p' });
    expect(command('p', selectTrigger, true)).toEqual({ type: 'typeahead', letter: 'p' });
    expect(
      listboxKeyCommand(press('c', { ctrlKey: true }), { ...selectTrigger, isOpen: true }),
    ).toBeNull();
    expect(command('Tab', selectTrigger, true)).toBeNull();
    expect(command('Escape', selectTrigger, false)).toBeNull();
  });
});

describe('the keys of an editable combobox (a text box)', () => {
  it('opens on the chosen option, or the first with ArrowDown and the last with ArrowUp', () => {
    expect(command('ArrowDown', timeInput, false)).toEqual({
      type: 'open',
      at: 'first',
      prefersChosen: true,
    });
    expect(command('ArrowUp', addressInput, false)).toEqual({
      type: 'open',
      at: 'last',
      prefersChosen: true,
    });
    expect(
      listboxKeyCommand(press('ArrowDown', { altKey: true }), { ...timeInput, isOpen: false }),
    ).toMatchObject({ type: 'open' });
  });

  it('leaves letters, Space, Enter, Home and End of a closed list to the text box', () => {
    for (const key of ['a', ' ', 'Enter', 'Home', 'End', 'PageDown', 'Escape']) {
      expect(command(key, timeInput, false)).toBeNull();
    }
  });

  it('leaves Home and End to the caret, and the page keys where the widget has none', () => {
    expect(command('Home', timeInput, true)).toBeNull();
    expect(command('End', addressInput, true)).toBeNull();
    expect(command('PageDown', timeInput, true)).toEqual({ type: 'move', move: 'pageDown' });
    expect(command('PageDown', addressInput, true)).toBeNull();
  });

  it('moves Home and End in a search box, which has no text to walk through worth more', () => {
    expect(command('End', searchBox, true)).toEqual({ type: 'move', move: 'last' });
  });

  it('picks with Enter but types Space and letters', () => {
    expect(command('Enter', addressInput, true)).toEqual({ type: 'pick' });
    expect(command(' ', searchBox, true)).toBeNull();
    expect(command('p', searchBox, true)).toBeNull();
  });

  it('closes with Escape and Alt+ArrowUp', () => {
    expect(command('Escape', addressInput, true)).toEqual({ type: 'close' });
    expect(
      listboxKeyCommand(press('ArrowUp', { altKey: true }), { ...timeInput, isOpen: true }),
    ).toEqual({ type: 'close' });
  });
});
