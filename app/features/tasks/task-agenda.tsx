import type { Task } from '../../../contract/tasks';
import type { PlainDate } from '../../../contract/time/plain-date';
import { tasksByDay } from './task-calendar-model';
import { TaskChip } from './task-chip';
import { daysOf, longDayLabel, periodOf, spanLabel, spanOf, type TaskView } from './task-range';

export type TaskAgendaProps = {
  view: TaskView;
  anchor: PlainDate;
  today: PlainDate;
  tasks: readonly Task[];
  timeZone: string;
  nowUnix: number;
  onOpen: (task: Task) => void;
};

/**
 * The calendars on a phone: the days of the week or month that hold tasks, one after the other,
 * each a heading and its tasks in start order. Nothing to steer with arrows: Tab goes from task
 * to task.
 */
export function TaskAgenda({
  view,
  anchor,
  today,
  tasks,
  timeZone,
  nowUnix,
  onOpen,
}: TaskAgendaProps) {
  const span = spanOf(view, anchor);
  const byDay = tasksByDay(tasks, span, timeZone);
  const days = daysOf(span).filter((day) => byDay.has(day));
  if (days.length === 0)
    return (
      <p className="rounded-lg border border-border bg-surface px-4 py-6 text-center text-sm text-text-muted">
        No tasks {periodOf(view) === 'week' ? 'this week' : `in ${spanLabel(view, anchor)}`}.
      </p>
    );
  return (
    <div data-slot="task-agenda" className="flex flex-col gap-4">
      {days.map((day) => (
        <section key={day} aria-labelledby={`agenda-${day}`} className="flex flex-col gap-1.5">
          <h3 id={`agenda-${day}`} className="text-sm font-semibold text-text">
            {longDayLabel(day)}
            {day === today && <span className="ml-2 text-xs font-medium text-primary">Today</span>}
          </h3>
          <ul className="flex flex-col gap-1.5">
            {(byDay.get(day) ?? []).map((task) => (
              <li key={`${task.id}-${task.occurrence_dt_unix ?? ''}`}>
                <TaskChip
                  task={task}
                  timeZone={timeZone}
                  nowUnix={nowUnix}
                  onOpen={onOpen}
                  className="py-2 text-sm"
                />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
