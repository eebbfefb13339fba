import { describe, expect, it } from 'vitest';
import { boardColumns } from './task-board-model';
import { HOUR, MONDAY_9AM, makeTask } from './task-test-data';

describe('the board', () => {
  it('has a column per person, then per team, then Unassigned', () => {
    const shared = makeTask({
      id: 1,
      title: 'Frame walls',
      assignees: [
        { employee_id: 51, display_name: 'Lena Ortiz' },
        { employee_id: 50, display_name: 'Wes Walker' },
      ],
    });
    const team = makeTask({
      id: 2,
      assignees: [],
      employee_groups: [{ id: 5, name: 'Framing crew' }],
    });
    const nobody = makeTask({ id: 3, assignees: [] });
    const earlier = makeTask({ id: 4, title: 'Unload', start_dt_unix: MONDAY_9AM - HOUR });
    const columns = boardColumns([shared, team, nobody, earlier]);
    expect(columns.map((column) => column.label)).toEqual([
      'Lena Ortiz',
      'Wes Walker',
      'Framing crew',
      'Unassigned',
    ]);
    expect(columns[1]!.tasks.map((task) => task.title)).toEqual(['Unload', 'Frame walls']);
    expect(columns[2]!.kind).toBe('team');
  });

  it('has no Unassigned column when every task names someone', () => {
    expect(boardColumns([makeTask()]).map((column) => column.key)).toEqual(['person-50']);
  });
});
