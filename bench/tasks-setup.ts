/**
 * The task list benchmark's data: 500 active members of the demo organisation, each assigned 20
 * repeating series of the shapes the recurrence editor writes (daily on weekdays, weekly on two
 * days, every 2 days, monthly on the first Tuesday), half of the members in the organisation's
 * zone and half in New York, started up to a year ago, some ending on a day (in the future, or
 * before the month). A month then holds over 100,000 occurrences. Rows are written in batches,
 * exactly as TasksService.create writes a series (last_due_unix by lastDueOf, status to do,
 * version 1, notices on), with a checklist, a tag or a project and site on some of them.
 */
import {
  endOfDayInstant,
  parseIsoDate,
  toICalUtc,
} from '../design-system/recurrence-editor/recurrence-dates';
import { ROLE } from '../contract/access';
import {
  addDays,
  partsOf,
  plainDate,
  weekdayOf,
  type PlainDate,
} from '../contract/time/plain-date';
import { zonedDate, zonedToUnix } from '../contract/time/zoned-time';
import type { Db } from '../server/db/connection';
import { seedBulkActiveMembers } from '../server/db/seed-bulk';
import { nowUnix } from '../server/lib/time';
import { checkRecurrence } from '../server/modules/tasks/recurrence';
import { lastDueOf } from '../server/modules/tasks/task-timing';

export const TASK_MEMBERS = 500;
export const SERIES_PER_MEMBER = 20;
/** The second zone; members alternate between it and the organisation's. */
const OTHER_ZONE = 'America/New_York';
const HOUR = 3600;
const BATCH = 500;

/**
 * A member's 20 series, by shape: what repeats, the weekdays (Monday 0) its start may fall on,
 * and its title. Six daily on weekdays, five weekly on two days, six every 2 days, three monthly.
 */
const SHAPES: { rule: string; days: readonly number[] | 'first-tuesday' | 'any'; title: string }[] =
  [
    ...[
      'Toolbox talk',
      'Site check-in',
      'Daily log',
      'Tool count',
      'Clean-up',
      'Timesheet review',
    ].map((title) => ({ rule: 'FREQ=DAILY;BYDAY=MO,TU,WE,TH,FR', days: [0, 1, 2, 3, 4], title })),
    { rule: 'FREQ=WEEKLY;BYDAY=MO,TH', days: [0, 3], title: 'Scaffold inspection' },
    { rule: 'FREQ=WEEKLY;BYDAY=TU,FR', days: [1, 4], title: 'Material order' },
    { rule: 'FREQ=WEEKLY;BYDAY=MO,WE', days: [0, 2], title: 'Crew meeting' },
    { rule: 'FREQ=WEEKLY;BYDAY=WE,FR', days: [2, 4], title: 'Waste pick-up' },
    { rule: 'FREQ=WEEKLY;BYDAY=TU,TH', days: [1, 3], title: 'Vehicle check' },
    ...[
      'Fuel top-up',
      'Generator check',
      'Fence walk',
      'Pump check',
      'Water delivery',
      'Sweep',
    ].map((title) => ({ rule: 'FREQ=DAILY;INTERVAL=2', days: 'any' as const, title })),
    ...['Equipment inspection', 'First-aid kit check', 'Fire extinguisher check'].map((title) => ({
      rule: 'FREQ=MONTHLY;BYDAY=1TU',
      days: 'first-tuesday' as const,
      title,
    })),
  ];

const CHECKLIST = ['Walk the area', 'Note anything missing', 'Sign the sheet'];

/** The first day on or after `date` a shape's series may start on. */
function firstDayOf(date: PlainDate, days: (typeof SHAPES)[number]['days']): PlainDate {
  if (days === 'any') return date;
  if (days === 'first-tuesday') {
    const { year, month } = partsOf(date);
    const first = plainDate(year, month, 1);
    return addDays(first, (1 - weekdayOf(first) + 7) % 7);
  }
  let day = date;
  while (!days.includes(weekdayOf(day))) day = addDays(day, 1);
  return day;
}

/** The calendar month holding `now` in `timezone`: [its first day's start, the next month's). */
export function monthOf(now: number, timezone: string) {
  const { year, month } = partsOf(zonedDate(now, timezone));
  const first = plainDate(year, month, 1);
  const next = plainDate(month === 12 ? year + 1 : year, month === 12 ? 1 : month + 1, 1);
  return {
    first,
    last: addDays(next, -1),
    start: zonedToUnix(first, 0, timezone),
    end: zonedToUnix(next, 0, timezone),
  };
}

/**
 * Seeds the members and their series (see the file's comment); answers the members' ids and the
 * month the list is read over.
 */
export async function seedTasks(db: Db, orgId: number) {
  const now = nowUnix();
  const members = await seedBulkActiveMembers(db, orgId, TASK_MEMBERS);
  const org = await db
    .selectFrom('organisations')
    .select('timezone')
    .where('id', '=', orgId)
    .executeTakeFirstOrThrow();
  const admin = await db
    .selectFrom('employees')
    .select('id')
    .where('org_id', '=', orgId)
    .where('role_id', '=', ROLE.admin)
    .executeTakeFirstOrThrow();
  const tags = await db.selectFrom('task_tags').select('id').where('org_id', '=', orgId).execute();
  const places = await db
    .selectFrom('work_sites')
    .select(['project_id', 'id'])
    .where('org_id', '=', orgId)
    .orderBy('id')
    .execute();
  const month = monthOf(now, org.timezone);
  const zones = [org.timezone, org.timezone === OTHER_ZONE ? 'America/Chicago' : OTHER_ZONE];

  const planned = members.flatMap((employeeId, member) =>
    SHAPES.map((shape, k) => {
      const timezone = zones[member % 2]!;
      const n = member * SERIES_PER_MEMBER + k;
      const startDate = firstDayOf(addDays(month.first, -(30 + ((n * 37) % 330))), shape.days);
      const start = zonedToUnix(
        startDate,
        (6 + ((member + k * 3) % 10)) * HOUR + (k % 4) * 900,
        timezone,
      );
      const due = start + [1, 2, 3, 0.5][n % 4]! * HOUR;
      // One in five ends on a day some months ahead, one in ten ended weeks after it began (the
      // list's SQL leaves those out); the rest never end.
      const endDay =
        n % 5 === 0
          ? addDays(month.first, 90 + (n % 120))
          : n % 10 === 3
            ? addDays(startDate, 20 + (n % 40))
            : null;
      const until = endDay
        ? `;UNTIL=${toICalUtc(endOfDayInstant(parseIsoDate(endDay)!, timezone))}`
        : '';
      const rrule = `RRULE:${shape.rule}${until}`;
      const problem = checkRecurrence(rrule, { start_dt_unix: start, timezone });
      if (problem) throw new Error(`Bench rule ${rrule} refused: ${problem.message}`);
      const place = n % 5 === 2 ? places[n % places.length] : undefined;
      return {
        employeeId,
        tagId: n % 3 === 0 && tags.length > 0 ? tags[n % tags.length]!.id : null,
        hasChecklist: n % 4 === 1,
        values: {
          org_id: orgId,
          title: shape.title,
          status: 'to_do',
          start_dt_unix: start,
          due_dt_unix: due,
          timezone,
          rrule_string: rrule,
          last_due_unix: lastDueOf({ rrule, timezone, start_dt_unix: start, due_dt_unix: due }),
          series_id: null,
          occurrence_dt_unix: null,
          org_project_id: place?.project_id ?? null,
          work_site_id: place?.id ?? null,
          notify_assignees: 1 as const,
          version: 1,
          created_by_employee_id: admin.id,
          created_at_unix: now,
          updated_at_unix: now,
        },
      };
    }),
  );

  await db.transaction().execute(async (trx) => {
    for (let from = 0; from < planned.length; from += BATCH) {
      const batch = planned.slice(from, from + BATCH);
      const inserted = await trx
        .insertInto('tasks')
        .values(batch.map((series) => series.values))
        .returning('id')
        .execute();
      // Ids are handed out in the order of the rows inserted, whatever order RETURNING answers in.
      const ids = inserted.map((row) => row.id).sort((a, b) => a - b);
      const rows = batch.map((series, index) => ({ ...series, taskId: ids[index]! }));
      await trx
        .insertInto('task_assignees')
        .values(
          rows.map((row) => ({ org_id: orgId, task_id: row.taskId, employee_id: row.employeeId })),
        )
        .execute();
      const tagged = rows.filter((row) => row.tagId !== null);
      if (tagged.length > 0)
        await trx
          .insertInto('task_tag_links')
          .values(tagged.map((row) => ({ org_id: orgId, task_id: row.taskId, tag_id: row.tagId! })))
          .execute();
      const items = rows
        .filter((row) => row.hasChecklist)
        .flatMap((row) =>
          CHECKLIST.map((description, position) => ({
            org_id: orgId,
            task_id: row.taskId,
            position,
            description,
            status: position === 0 ? 'done' : 'to_do',
            copied_from_item_id: null,
            created_at_unix: now,
            updated_at_unix: now,
          })),
        );
      if (items.length > 0) await trx.insertInto('task_checklist_items').values(items).execute();
    }
  });
  return { members, series: planned.length, month, timezone: org.timezone };
}
