import type { Task } from '../../../contract/tasks';

/**
 * The board: one column per assignee of the tasks shown (people by name, then teams by name),
 * and 'Unassigned' last for tasks that name nobody. A task of two people shows in both columns.
 * Cards run by start time. Pure.
 */

export type BoardColumn = {
  /** 'person-50', 'team-5' or 'unassigned'. */
  key: string;
  label: string;
  kind: 'person' | 'team' | 'unassigned';
  tasks: Task[];
};

export const UNASSIGNED = 'Unassigned';

const byStart = (a: Task, b: Task) =>
  a.start_dt_unix - b.start_dt_unix || a.title.localeCompare(b.title) || a.id - b.id;
const byLabel = (a: BoardColumn, b: BoardColumn) => a.label.localeCompare(b.label);

export function boardColumns(tasks: readonly Task[]): BoardColumn[] {
  const people = new Map<string, BoardColumn>();
  const teams = new Map<string, BoardColumn>();
  const unassigned: BoardColumn = {
    key: 'unassigned',
    label: UNASSIGNED,
    kind: 'unassigned',
    tasks: [],
  };
  const into = (
    columns: Map<string, BoardColumn>,
    key: string,
    label: string,
    kind: BoardColumn['kind'],
    task: Task,
  ) => {
    const column = columns.get(key) ?? { key, label, kind, tasks: [] };
    column.tasks.push(task);
    columns.set(key, column);
  };
  for (const task of [...tasks].sort(byStart)) {
    for (const person of task.assignees)
      into(people, `person-${person.employee_id}`, person.display_name, 'person', task);
    for (const team of task.employee_groups)
      into(teams, `team-${team.id}`, team.name, 'team', task);
    if (task.assignees.length === 0 && task.employee_groups.length === 0)
      unassigned.tasks.push(task);
  }
  return [
    ...[...people.values()].sort(byLabel),
    ...[...teams.values()].sort(byLabel),
    ...(unassigned.tasks.length > 0 ? [unassigned] : []),
  ];
}
