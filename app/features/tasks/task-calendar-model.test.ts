import { describe, expect, it } from 'vitest';
import {
  dayForKey,
  initialFocusDay,
  leavesView,
  monthDayChips,
  moreText,
  tasksByDay,
} from './task-calendar-model';
import { spanOf } from './task-range';
import { DAY, HOUR, MONDAY_9AM, makeTask } from './task-test-data';

const week = spanOf('week', '2026-03-02');

describe('placing tasks on the calendar', () => {
  it('puts each task on the day it starts in the calendar’s zone, in start order', () => {
    const late = makeTask({ id: 2, title: 'Inspect', start_dt_unix: MONDAY_9AM + 5 * HOUR });
    const early = makeTask({ id: 3, title: 'Deliver', start_dt_unix: MONDAY_9AM - 2 * HOUR });
    // 11 PM on Monday in Denver is Tuesday in New York.
    const night = makeTask({ id: 4, title: 'Night pour', start_dt_unix: MONDAY_9AM + 14 * HOUR });
    const days = tasksByDay([late, night, early], week, 'America/Denver');
    expect(days.get('2026-03-02')?.map((task) => task.title)).toEqual([
      'Deliver',
      'Inspect',
      'Night pour',
    ]);
    expect(tasksByDay([night], week, 'America/New_York').get('2026-03-03')).toHaveLength(1);
  });

  it('shows a task that began before the week on its first day while it runs', () => {
    const long = makeTask({ start_dt_unix: MONDAY_9AM - 3 * DAY, due_dt_unix: MONDAY_9AM + DAY });
    expect(tasksByDay([long], week, 'America/Denver').get('2026-03-01')).toHaveLength(1);
  });

  it('shows three chips and “+N more” on a crowded month day', () => {
    const tasks = Array.from({ length: 6 }, (_, id) => makeTask({ id }));
    expect(monthDayChips(tasks.slice(0, 4)).more).toBe(0);
    const chips = monthDayChips(tasks);
    expect(chips.shown).toHaveLength(3);
    expect(moreText(chips.more)).toBe('+3 more');
  });
});

describe('the calendar’s keys', () => {
  it('move by a day, a week, to the week’s ends and by a month', () => {
    expect(dayForKey('ArrowRight', '2026-03-31')).toBe('2026-04-01');
    expect(dayForKey('ArrowLeft', '2026-03-01')).toBe('2026-02-28');
    expect(dayForKey('ArrowDown', '2026-03-04')).toBe('2026-03-11');
    expect(dayForKey('ArrowUp', '2026-03-04')).toBe('2026-02-25');
    expect(dayForKey('Home', '2026-03-04')).toBe('2026-03-01');
    expect(dayForKey('End', '2026-03-04')).toBe('2026-03-07');
    expect(dayForKey('PageDown', '2026-01-31')).toBe('2026-02-28');
    expect(dayForKey('Enter', '2026-03-04')).toBeNull();
  });

  it('change the month when they leave it, even onto a day the grid shows', () => {
    const march = spanOf('month', '2026-03-10');
    expect(leavesView('month', '2026-03-10', march, '2026-03-31')).toBe(false);
    expect(leavesView('month', '2026-03-10', march, '2026-04-01')).toBe(true);
    expect(leavesView('week', '2026-03-02', week, '2026-03-08')).toBe(true);
  });

  it('start on today when shown, else on the period’s first day', () => {
    const march = spanOf('month', '2026-03-10');
    expect(initialFocusDay('month', '2026-03-10', march, '2026-03-17')).toBe('2026-03-17');
    expect(initialFocusDay('month', '2026-03-10', march, '2026-04-01')).toBe('2026-03-01');
    expect(initialFocusDay('week', '2026-03-02', week, '2026-05-01')).toBe('2026-03-01');
  });
});
