import { describe, expect, it } from 'vitest';
import {
  columnMovedMessage,
  dropBeforeId,
  fitColumnOrder,
  isSameOrder,
  moveColumnBefore,
  moveColumnTo,
} from './data-grid-column-order';

const ids = ['employee', 'card', 'project', 'hours', 'notes'];

describe('fitColumnOrder', () => {
  it('is the definition order without a saved one (settings saved before columns moved)', () => {
    expect(fitColumnOrder(ids, undefined)).toEqual(ids);
    expect(fitColumnOrder(ids, [])).toEqual(ids);
    expect(fitColumnOrder(ids, ['gone'])).toEqual(ids);
  });

  it('keeps the saved order and drops columns that are gone', () => {
    expect(fitColumnOrder(ids, ['notes', 'gone', 'employee', 'card', 'project', 'hours'])).toEqual([
      'notes',
      'employee',
      'card',
      'project',
      'hours',
    ]);
  });

  it('puts a column the save does not know right after the one it follows by definition', () => {
    expect(fitColumnOrder(ids, ['notes', 'hours', 'employee', 'card'])).toEqual([
      'notes',
      'hours',
      'employee',
      'card',
      'project',
    ]);
    // A new first column stays first.
    expect(fitColumnOrder(ids, ['card', 'notes', 'project', 'hours'])).toEqual([
      'employee',
      'card',
      'notes',
      'project',
      'hours',
    ]);
  });

  it('ignores repeats', () => {
    expect(fitColumnOrder(['a', 'b'], ['b', 'b', 'a'])).toEqual(['b', 'a']);
  });
});

describe('moving a column', () => {
  it('moves to a place, clamped to the list', () => {
    expect(moveColumnTo(ids, 'hours', 1)).toEqual([
      'employee',
      'hours',
      'card',
      'project',
      'notes',
    ]);
    expect(moveColumnTo(ids, 'card', 99)).toEqual([
      'employee',
      'project',
      'hours',
      'notes',
      'card',
    ]);
    expect(moveColumnTo(ids, 'card', -3)).toEqual([
      'card',
      'employee',
      'project',
      'hours',
      'notes',
    ]);
    expect(moveColumnTo(ids, 'gone', 0)).toEqual(ids);
  });

  it('moves before another column, or to the end', () => {
    expect(moveColumnBefore(ids, 'notes', 'card')).toEqual([
      'employee',
      'notes',
      'card',
      'project',
      'hours',
    ]);
    expect(moveColumnBefore(ids, 'employee', 'hours')).toEqual([
      'card',
      'project',
      'employee',
      'hours',
      'notes',
    ]);
    expect(moveColumnBefore(ids, 'employee', null)).toEqual([
      'card',
      'project',
      'hours',
      'notes',
      'employee',
    ]);
    expect(moveColumnBefore(ids, 'card', 'card')).toEqual(ids);
    expect(moveColumnBefore(ids, 'card', 'gone')).toEqual(ids);
  });

  it('compares orders', () => {
    expect(isSameOrder(ids, [...ids])).toBe(true);
    expect(isSameOrder(ids, moveColumnTo(ids, 'card', 0))).toBe(false);
    expect(isSameOrder(['a'], ['a', 'b'])).toBe(false);
  });

  it('says where the column went', () => {
    expect(columnMovedMessage('Hours', 3, 10)).toBe('Hours moved to position 3 of 10.');
  });
});

describe('dropBeforeId', () => {
  // Three headers 100 px wide: employee 0–100, card 100–200, project 200–300.
  const headers = [
    { id: 'employee', left: 0, right: 100 },
    { id: 'card', left: 100, right: 200 },
    { id: 'project', left: 200, right: 300 },
  ];

  it('drops before the first other header whose middle is right of the pointer', () => {
    expect(dropBeforeId(headers, 'project', 40)).toBe('employee');
    expect(dropBeforeId(headers, 'project', 60)).toBe('card');
    expect(dropBeforeId(headers, 'employee', 260)).toBeNull();
  });

  it('leaves the column in place while the pointer is over its own neighbourhood', () => {
    // card dragged within its own header: it would drop before project, where it already is.
    expect(dropBeforeId(headers, 'card', 150)).toBe('project');
    expect(moveColumnBefore(['employee', 'card', 'project'], 'card', 'project')).toEqual([
      'employee',
      'card',
      'project',
    ]);
  });
});
