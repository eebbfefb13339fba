import { featureAllowed } from '../../../contract/plans';
import { TASK_DUE_SOON_SECONDS } from '../../../contract/tasks-text';
import type { Db } from '../../db/connection';
import { planFieldsOf } from '../../lib/plan-fields';
import { expandOccurrences } from './recurrence';
import type { TaskNotifier } from './task-notifications';
import { timingOf } from './task-timing';

/** How often the job looks for occurrences due soon. */
export const TASK_DUE_SOON_INTERVAL_MS = 60_000;

/**
 * The due-soon notice (runs on the interval-job mechanism, once a minute): every to-do
 * occurrence of a task that notifies its people, in an organisation whose plan has task
 * management, that falls due within the next hour (TASK_DUE_SOON_SECONDS) is announced to its
 * assignees and watchers. A notice is claimed first in task_due_notices (primary key: the
 * occurrence, by its series and start by the rule, or the one-off task), so two runs, two servers,
 * or the occurrence being stored on its own meanwhile never send it twice; a crash between the
 * claim and the outbox loses that notice rather than sending it twice.
 */
export class TaskDueSoonJob {
  constructor(
    private readonly db: Db,
    private readonly notifier: TaskNotifier,
  ) {}

  /** Sends the notices due at `now`; answers how many occurrences were announced. */
  async run(now: number): Promise<number> {
    const end = now + TASK_DUE_SOON_SECONDS;
    const rows = await this.db
      .selectFrom('tasks as t')
      .innerJoin('organisations as o', 'o.id', 't.org_id')
      .leftJoin('product_plans as pp', 'pp.id', 'o.plan_id')
      .select([
        't.id',
        't.org_id',
        't.title',
        't.rrule_string',
        't.series_id',
        't.occurrence_dt_unix',
        't.start_dt_unix',
        't.due_dt_unix',
        't.timezone',
        'pp.tier as plan_tier',
        'o.wfm_feature_state',
        'o.wfm_trial_expiry_unix',
        'o.tt_feature_state',
        'o.tt_trial_expiry_unix',
      ])
      .where('t.notify_assignees', '=', 1)
      .where('t.status', '=', 'to_do')
      .where('t.start_dt_unix', '<', end)
      .where((eb) => eb.or([eb('t.last_due_unix', 'is', null), eb('t.last_due_unix', '>', now)]))
      .orderBy('t.id')
      .execute();
    let sent = 0;
    for (const row of rows) {
      if (!featureAllowed(planFieldsOf(row, now), 'scheduling-and-tasks')) continue;
      const occurrences =
        row.rrule_string === null
          ? [
              {
                key: { task_id: row.series_id ?? row.id, at: Number(row.occurrence_dt_unix ?? 0) },
                occurrence: null,
                start: Number(row.start_dt_unix),
                due: Number(row.due_dt_unix),
              },
            ]
          : await this.#seriesOccurrences(row, now, end);
      for (const found of occurrences) {
        if (found.due <= now || found.due > end) continue;
        const claimed = await this.db
          .insertInto('task_due_notices')
          .values({
            org_id: row.org_id,
            task_id: found.key.task_id,
            occurrence_dt_unix: found.key.at,
            sent_at_unix: now,
          })
          .onConflict((conflict) => conflict.columns(['task_id', 'occurrence_dt_unix']).doNothing())
          .returning('task_id')
          .executeTakeFirst();
        if (!claimed) continue;
        await this.notifier.notify(
          'due-soon',
          {
            orgId: row.org_id,
            entry: { rowId: row.id, occurrence: found.occurrence },
            title: row.title,
            start_dt_unix: found.start,
            due_dt_unix: found.due,
            timezone: row.timezone,
          },
          null,
        );
        sent += 1;
      }
    }
    return sent;
  }

  /** A series' occurrences due in (now, end], without those it skips or keeps on their own. */
  async #seriesOccurrences(
    row: {
      id: number;
      rrule_string: string | null;
      timezone: string;
      start_dt_unix: number;
      due_dt_unix: number;
    },
    now: number,
    end: number,
  ) {
    const occurrences = expandOccurrences(timingOf(row), { from_unix: now, to_unix: end + 1 });
    if (occurrences.length === 0) return [];
    const exceptions = await this.db
      .selectFrom('task_occurrence_exceptions')
      .select('occurrence_dt_unix')
      .where('series_id', '=', row.id)
      .where(
        'occurrence_dt_unix',
        'in',
        occurrences.map((occurrence) => occurrence.occurrence_dt_unix),
      )
      .execute();
    const skipped = new Set(exceptions.map((exception) => Number(exception.occurrence_dt_unix)));
    return occurrences
      .filter((occurrence) => !skipped.has(occurrence.occurrence_dt_unix))
      .map((occurrence) => ({
        key: { task_id: row.id, at: occurrence.occurrence_dt_unix },
        occurrence,
        start: occurrence.start_dt_unix,
        due: occurrence.due_dt_unix,
      }));
  }
}
