import { addDays, weekdayOf, type PlainDate } from '../../contract/time/plain-date';
import { zonedDate, zonedToUnix } from '../../contract/time/zoned-time';
import type { FileStorage } from '../modules/file-attachments/storage/file-storage';
import { occurrenceAt } from '../modules/tasks/recurrence';
import { TaskOccurrences } from '../modules/tasks/task-occurrences';
import { TaskPartsRepository } from '../modules/tasks/task-parts.repository';
import { lastDueOf } from '../modules/tasks/task-timing';
import { TasksRepository } from '../modules/tasks/tasks.repository';
import type { Db } from './connection';
import { drawPng } from './demo-png';
import { storeDemoImage } from './seed-demo-attachment';
import {
  demoOneOffTasks,
  demoRepeatingTasks,
  type DemoTask,
  type DemoTaskPeople,
} from './seed-demo-task-list';

const HOUR = 3600;

/**
 * Tasks of the demo organisation (seed-demo-task-list.ts): the tags Safety, Inspection and
 * Delivery, the one-off and repeating tasks with their people, places, checklists and notes.
 * The last site walk was done with its checklist ticked (an occurrence stored on its own); a
 * delivery's note carries a photo when the file storage is given.
 */
export async function seedDemoTasks(
  db: Db,
  input: {
    orgId: number;
    timezone: string;
    adminId: number;
    managerIds: number[];
    /** The workers of each crew, in the order of the managers. */
    crews: number[][];
    /** The server's file storage: without it the delivery note has no photo. */
    storage?: FileStorage | undefined;
    now: number;
  },
): Promise<void> {
  const { orgId, timezone, adminId, managerIds, crews, now } = input;
  const tasks = new TasksRepository(db);
  const parts = new TaskPartsRepository(db);
  const occurrences = new TaskOccurrences(tasks, parts);

  const tag = async (name: string) =>
    (
      await db
        .insertInto('task_tags')
        .values({ org_id: orgId, name, created_at_unix: now, updated_at_unix: now })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const safety = await tag('Safety');
  const inspection = await tag('Inspection');
  const delivery = await tag('Delivery');

  const teamIds = await db
    .selectFrom('employee_groups')
    .select(['id', 'name'])
    .where('org_id', '=', orgId)
    .orderBy('id')
    .execute();
  const [framing, concrete] = teamIds.map((team) => team.id);
  const sites = await db
    .selectFrom('projects as p')
    .leftJoin('work_sites as w', 'w.project_id', 'p.id')
    .select(['p.id as projectId', 'p.name as project', 'w.id as siteId', 'w.name as site'])
    .where('p.org_id', '=', orgId)
    .orderBy('w.id')
    .execute();
  /** A project of the demo (seed-demo-projects.ts) and one of its work sites, by name. */
  const place = (project: string, site?: string) => {
    const found = sites.find((row) => row.project === project && (!site || row.site === site));
    return found ? { projectId: found.projectId, siteId: found.siteId } : null;
  };

  const today = zonedDate(now, timezone);
  const monday = addDays(today, -weekdayOf(today));
  const at = (date: PlainDate, hour: number) => zonedToUnix(date, hour * HOUR, timezone);
  const [framers = [], finishers = []] = crews;
  const [framingLead, concreteLead] = managerIds;

  async function insert(task: DemoTask, start: number) {
    const due = start + task.hours * HOUR;
    const id = await tasks.insert(db, {
      org_id: orgId,
      title: task.title,
      status: task.status ?? 'to_do',
      start_dt_unix: start,
      due_dt_unix: due,
      timezone,
      rrule_string: task.rule ?? null,
      last_due_unix: lastDueOf({
        rrule: task.rule ?? null,
        timezone,
        start_dt_unix: start,
        due_dt_unix: due,
      }),
      series_id: null,
      occurrence_dt_unix: null,
      org_project_id: task.place?.projectId ?? null,
      work_site_id: task.place?.siteId ?? null,
      notify_assignees: 1,
      version: 1,
      created_by_employee_id: adminId,
      created_at_unix: now,
      updated_at_unix: now,
    });
    await tasks.setLinks(db, orgId, id, {
      assignee_ids: task.assignees ?? [],
      employee_group_ids: task.teams ?? [],
      watcher_ids: task.watchers ?? [],
      tag_ids: task.tags ?? [],
    });
    await parts.addItems(
      db,
      orgId,
      id,
      (task.checklist ?? []).map(([description, status]) => ({ description, status })),
      now,
    );
    if (task.note)
      await parts.addNote(
        db,
        orgId,
        id,
        { description: task.note, photos: [], file_attachment_ids: [] },
        adminId,
        now,
      );
    return id;
  }

  const people: DemoTaskPeople = {
    adminId,
    managerIds,
    framing,
    concrete,
    framingLead,
    concreteLead,
    framers,
    finishers,
    tags: { safety, inspection, delivery },
    place,
  };
  for (const task of demoOneOffTasks(people)) {
    const id = await insert(task, at(workday(today, task.day), task.hour));
    if (task.title === 'Lumber delivery' && input.storage)
      await deliveryPhoto(db, { orgId, taskId: id, storage: input.storage, adminId, now });
  }
  const repeating: number[] = [];
  for (const task of demoRepeatingTasks(people, today))
    repeating.push(await insert(task, at(task.date!, task.hour)));
  const siteWalk = repeating[0]!;

  // The last site walk was done, its checklist ticked: that occurrence is stored on its own.
  const series = await tasks.find(db, orgId, siteWalk);
  const walked =
    series &&
    occurrenceAt(
      {
        rrule: series.rrule_string!,
        timezone,
        start_dt_unix: Number(series.start_dt_unix),
        due_dt_unix: Number(series.due_dt_unix),
      },
      // The latest Monday whose walk is over.
      at(at(monday, 8) <= now ? monday : addDays(monday, -7), 7),
    );
  if (series && walked) {
    const done = await occurrences.materialise(db, series, walked, now);
    await tasks.update(db, orgId, done.id, { status: 'done', version: done.version + 1 });
    for (const item of await parts.checklist(db, done.id))
      await parts.updateItem(db, item.id, { status: 'done' }, now);
  }
}

/** The weekday `days` working days from `date` (Monday to Friday; negative: before it). */
function workday(date: PlainDate, days: number): PlainDate {
  let day = date;
  const step = days < 0 ? -1 : 1;
  for (let left = Math.abs(days); left > 0;) {
    day = addDays(day, step);
    if (weekdayOf(day) < 5) left -= 1;
  }
  // Today itself on a weekend: the next Monday.
  while (weekdayOf(day) >= 5) day = addDays(day, 1);
  return day;
}

/** A photo of the delivered bundles, attached to the delivery's note as an uploaded file. */
async function deliveryPhoto(
  db: Db,
  input: { orgId: number; taskId: number; storage: FileStorage; adminId: number; now: number },
) {
  const admin = await db
    .selectFrom('employees')
    .select('profile_id')
    .where('id', '=', input.adminId)
    .executeTakeFirstOrThrow();
  const fileId = await storeDemoImage(db, input.storage, {
    orgId: input.orgId,
    key: `demo-task-delivery-${input.taskId}`,
    displayName: 'Delivered bundles',
    fileName: 'delivered-bundles.png',
    bytes: drawPng(240, 160, (x, y) =>
      y > 110 ? [120, 94, 60] : y > 60 && x > 40 && x < 200 ? [214, 170, 110] : [150, 200, 240],
    ),
    uploadedByProfileId: admin.profile_id,
    at: input.now,
  });
  await new TaskPartsRepository(db).addNote(
    db,
    input.orgId,
    input.taskId,
    { description: 'All 14 bundles here.', photos: [], file_attachment_ids: [fileId] },
    input.adminId,
    input.now,
  );
}
