import { describe, expect, it } from 'vitest';
import { readTaskSearch, writeTaskSearch } from './task-url-state';

const TODAY = '2026-03-02';
const read = (query: string) => readTaskSearch(new URLSearchParams(query), TODAY);

describe('the tasks page’s address', () => {
  it('opens on this week with no drawer', () => {
    expect(read('')).toEqual({ view: 'week', anchor: TODAY, drawer: { kind: 'closed' } });
  });

  it('opens a task’s drawer from the crew app’s ?task= link', () => {
    expect(read('task=55').drawer).toEqual({
      kind: 'task',
      address: { taskId: 55, occurrence: null },
    });
    expect(read('task=55&occurrence_dt_unix=1772467200').drawer).toEqual({
      kind: 'task',
      address: { taskId: 55, occurrence: 1_772_467_200 },
    });
    expect(read('task=new').drawer).toEqual({ kind: 'new' });
  });

  it('ignores what it cannot read', () => {
    expect(read('view=year&date=2026-02-30&task=-3')).toEqual({
      view: 'week',
      anchor: TODAY,
      drawer: { kind: 'closed' },
    });
  });

  it('writes only what differs from the plain page, keeping other parameters', () => {
    const search = new URLSearchParams('utm_source=mail&task=9');
    const written = writeTaskSearch(
      search,
      {
        view: 'month',
        anchor: TODAY,
        drawer: { kind: 'task', address: { taskId: 7, occurrence: 100 } },
      },
      TODAY,
    );
    expect(written.toString()).toBe('utm_source=mail&task=7&view=month&occurrence_dt_unix=100');
    const closed = writeTaskSearch(
      written,
      { view: 'week', anchor: '2026-04-01', drawer: { kind: 'closed' } },
      TODAY,
    );
    expect(closed.toString()).toBe('utm_source=mail&date=2026-04-01');
  });
});
