import { useSearchParams } from 'react-router-dom';
import type { PlainDate } from '../../../contract/time/plain-date';
import type { TaskAddress } from '../../api/tasks';
import type { TaskView } from './task-range';
import {
  readTaskSearch,
  writeTaskSearch,
  type TaskDrawerState,
  type TaskPageState,
} from './task-url-state';

/**
 * The tasks page's view, period and drawer, read from and written to its address. Moving the
 * period or the view adds to the history (Back returns to it); opening, switching and closing the
 * drawer replaces the entry, so Back leaves the page rather than reopening drawers.
 */
export function useTaskPageState(today: PlainDate) {
  const [search, setSearch] = useSearchParams();
  const state = readTaskSearch(search, today);
  const write = (next: TaskPageState, replace: boolean) =>
    setSearch((current) => writeTaskSearch(current, next, today), { replace });
  const setDrawer = (drawer: TaskDrawerState) => write({ ...state, drawer }, true);
  return {
    ...state,
    setView: (view: TaskView) => write({ ...state, view }, false),
    setAnchor: (anchor: PlainDate) => write({ ...state, anchor }, false),
    openTask: (address: TaskAddress) => setDrawer({ kind: 'task', address }),
    openNew: () => setDrawer({ kind: 'new' }),
    closeDrawer: () => setDrawer({ kind: 'closed' }),
  };
}
