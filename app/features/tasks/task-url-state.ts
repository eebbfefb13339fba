import { isPlainDate, type PlainDate } from '../../../contract/time/plain-date';
import type { TaskAddress } from '../../api/tasks';
import { isTaskView, type TaskView } from './task-range';

/**
 * What the tasks page shows, kept in its address so a link, a reload and Back show the same:
 * `view` (list, week, month, board), `date` (a day of the period shown), and the drawer: `task`
 * (a task's id, or `new` for the create form) with `occurrence_dt_unix` (an occurrence's start by
 * its rule). The crew app's links `/crew_app/orgs/{orgId}/tasks/{taskId}[?occurrence_dt_unix=]`
 * arrive as `?task={taskId}[&occurrence_dt_unix=]`.
 */

export type TaskDrawerState =
  { kind: 'closed' } | { kind: 'new' } | { kind: 'task'; address: TaskAddress };

export type TaskPageState = {
  view: TaskView;
  anchor: PlainDate;
  drawer: TaskDrawerState;
};

export const DEFAULT_VIEW: TaskView = 'week';
const NEW = 'new';
/** As the server's own links to an occurrence name it (mails: `?occurrence_dt_unix=`). */
const OCCURRENCE = 'occurrence_dt_unix';

const positiveInt = (text: string | null): number | null => {
  if (text === null || !/^\d{1,10}$/.test(text)) return null;
  const value = Number(text);
  return value > 0 && value <= 2_147_483_647 ? value : null;
};

/** The page's state from its query string; what is missing or wrong falls back to the defaults. */
export function readTaskSearch(search: URLSearchParams, today: PlainDate): TaskPageState {
  const view = search.get('view');
  const date = search.get('date');
  const task = search.get('task');
  const taskId = positiveInt(task);
  const occurrence = search.get(OCCURRENCE);
  const drawer: TaskDrawerState =
    task === NEW
      ? { kind: 'new' }
      : taskId !== null
        ? {
            kind: 'task',
            address: {
              taskId,
              occurrence:
                occurrence !== null && /^\d{1,12}$/.test(occurrence) ? Number(occurrence) : null,
            },
          }
        : { kind: 'closed' };
  return {
    view: isTaskView(view) ? view : DEFAULT_VIEW,
    anchor: date !== null && isPlainDate(date) ? date : today,
    drawer,
  };
}

/**
 * The query string of a new state, keeping parameters the page does not own (a mail's
 * utm_source). The default view and today are left out, so the plain address stays plain.
 */
export function writeTaskSearch(
  search: URLSearchParams,
  state: TaskPageState,
  today: PlainDate,
): URLSearchParams {
  const next = new URLSearchParams(search);
  const set = (name: string, value: string | null) =>
    value === null ? next.delete(name) : next.set(name, value);
  set('view', state.view === DEFAULT_VIEW ? null : state.view);
  set('date', state.anchor === today ? null : state.anchor);
  const { drawer } = state;
  set(
    'task',
    drawer.kind === 'new' ? NEW : drawer.kind === 'task' ? String(drawer.address.taskId) : null,
  );
  set(
    OCCURRENCE,
    drawer.kind === 'task' && drawer.address.occurrence !== null
      ? String(drawer.address.occurrence)
      : null,
  );
  return next;
}
