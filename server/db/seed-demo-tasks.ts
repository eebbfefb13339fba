import { Readable } from 'node:stream';
import { addDays, weekdayOf, type PlainDate } from '../../contract/time/plain-date';
import { zonedDate, zonedToUnix } from '../../contract/time/zoned-time';
import type { TaskStatus } from '../../contract/tasks-text';
import { LocalDiskStorage } from '../modules/file-attachments/storage/local-disk-storage';
import { occurrenceAt } from '../modules/tasks/recurrence';
import { TaskOccurrences } from '../modules/tasks/task-occurrences';
import { TaskPartsRepository } from '../modules/tasks/task-parts.repository';
import { lastDueOf } from '../modules/tasks/task-timing';
import { TasksRepository } from '../modules/tasks/tasks.repository';
import type { Db } from './connection';
import { drawPng } from './demo-png';

const HOUR = 3600;

type DemoTask = {
  title: string;
  /** Working days (Monday to Friday) from today, and the local start time in hours. */
  day: number;
  hour: number;
  hours: number;
  assignees?: number[];
  teams?: number[];
  watchers?: number[];
  place?: { projectId: number; siteId: number | null } | null;
  tags?: number[];
  checklist?: Array<[string, TaskStatus]>;
  note?: string;
  status?: TaskStatus;
  rule?: string;
};

/**
 * Tasks of the demo organisation: the tags Safety, Inspection and Delivery; a dozen one-off tasks
 * from three working days ago to ten ahead on the demo's projects and work sites (two past ones
 * done, two overdue); and repeating ones: a site walk every Monday at 7:00 for the framing crew, a daily
 * toolbox talk for the concrete crew on weekdays, and an equipment inspection on the first
 * Tuesday of each month. The last site walk was done with its checklist ticked (an
 * occurrence stored on its own); a delivery's note carries a photo when the file storage is given.
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
    /** The server's file storage (FILES_DIR): without it the delivery note has no photo. */
    filesDir?: string | undefined;
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

  const oneOffs: DemoTask[] = [
    {
      title: 'Frame north wall openings',
      day: -3,
      hour: 8,
      hours: 6,
      teams: framing === undefined ? [] : [framing],
      place: place('Midtown Lofts', 'Main building'),
      checklist: [
        ['Check the window schedule', 'done'],
        ['Set headers', 'done'],
      ],
      status: 'done',
    },
    {
      title: 'Lumber delivery',
      day: -2,
      hour: 10,
      hours: 1,
      assignees: framers.slice(0, 1),
      watchers: framingLead === undefined ? [] : [framingLead],
      place: place('Midtown Lofts', 'Main building'),
      tags: [delivery],
      note: 'Forklift is at the laydown yard; count the bundles before signing.',
      status: 'done',
    },
    {
      title: 'Fire extinguisher check',
      day: -1,
      hour: 9,
      hours: 1,
      assignees: finishers.slice(3, 4),
      place: place('Midtown Lofts', 'Laydown yard'),
      tags: [safety, inspection],
      checklist: [
        ['Tags up to date', 'to_do'],
        ['Pressure in the green', 'to_do'],
      ],
    },
    {
      title: 'Form slab edges',
      day: -1,
      hour: 7,
      hours: 8,
      teams: concrete === undefined ? [] : [concrete],
      place: place('Elk Grove Warehouse Slab', 'Slab pour'),
      checklist: [['Stakes and string lines', 'done']],
    },
    {
      title: 'Rebar inspection with the city',
      day: 0,
      hour: 13,
      hours: 2,
      assignees: [...finishers.slice(0, 2), ...(concreteLead === undefined ? [] : [concreteLead])],
      place: place('Elk Grove Warehouse Slab', 'Slab pour'),
      tags: [inspection],
      note: 'Inspector asked for the stamped drawings on site.',
    },
    {
      title: 'Concrete delivery',
      day: 1,
      hour: 6,
      hours: 3,
      assignees: finishers.slice(0, 3),
      watchers: concreteLead === undefined ? [] : [concreteLead],
      place: place('Elk Grove Warehouse Slab', 'Slab pour'),
      tags: [delivery],
      checklist: [
        ['Confirm the mix with the plant', 'to_do'],
        ['Pump truck booked', 'to_do'],
      ],
    },
    {
      title: 'Roof truss delivery',
      day: 2,
      hour: 9,
      hours: 2,
      assignees: framers.slice(2, 4),
      place: place('Riverside Townhomes'),
      tags: [delivery],
    },
    {
      title: 'Clean up the laydown yard',
      day: 3,
      hour: 14,
      hours: 2,
      assignees: framers.slice(4, 5),
      place: place('Midtown Lofts', 'Main building'),
    },
    {
      title: 'Scaffold inspection',
      day: 5,
      hour: 7,
      hours: 1,
      assignees: framers.slice(1, 2),
      place: place('Riverside Townhomes'),
      tags: [safety, inspection],
      checklist: [
        ['Base plates and mudsills', 'to_do'],
        ['Guardrails on every level', 'to_do'],
        ['Tag the scaffold', 'to_do'],
      ],
    },
    {
      title: 'Drywall delivery',
      day: 7,
      hour: 10,
      hours: 1,
      assignees: framers.slice(0, 1),
      place: place('Oak Park Community Center'),
      tags: [delivery],
    },
    {
      title: 'Pour the warehouse slab',
      day: 8,
      hour: 5,
      hours: 10,
      teams: concrete === undefined ? [] : [concrete],
      watchers: [adminId],
      place: place('Elk Grove Warehouse Slab', 'Slab pour'),
      checklist: [
        ['Weather check the day before', 'to_do'],
        ['Curing blankets on site', 'to_do'],
      ],
    },
    {
      title: 'Punch list walk with the owner',
      day: 10,
      hour: 15,
      hours: 2,
      assignees: managerIds,
      place: place('Land Park Kitchen Remodel'),
    },
  ];
  for (const task of oneOffs) {
    const id = await insert(task, at(workday(today, task.day), task.hour));
    if (task.title === 'Lumber delivery' && input.filesDir)
      await deliveryPhoto(db, { orgId, taskId: id, filesDir: input.filesDir, adminId, now });
  }

  // Repeating tasks.
  const siteWalkStart = addDays(monday, -28);
  const siteWalk = await insert(
    {
      title: 'Site walk',
      day: 0,
      hour: 7,
      hours: 1,
      teams: framing === undefined ? [] : [framing],
      watchers: framingLead === undefined ? [] : [framingLead],
      place: place('Midtown Lofts', 'Main building'),
      tags: [safety],
      checklist: [
        ['Walk the perimeter fence', 'to_do'],
        ['Check fall protection', 'to_do'],
        ['Note hazards on the board', 'to_do'],
      ],
      rule: 'RRULE:FREQ=WEEKLY;BYDAY=MO',
    },
    at(siteWalkStart, 7),
  );
  await insert(
    {
      title: 'Daily toolbox talk',
      day: 0,
      hour: 6.75,
      hours: 0.25,
      teams: concrete === undefined ? [] : [concrete],
      tags: [safety],
      rule: 'RRULE:FREQ=DAILY;BYDAY=MO,TU,WE,TH,FR',
    },
    at(addDays(monday, -14), 6.75),
  );
  // The first Tuesday of this month (RRULE BYDAY=1TU).
  const firstOfMonth = `${today.slice(0, 8)}01`;
  const firstTuesday = addDays(firstOfMonth, (1 - weekdayOf(firstOfMonth) + 7) % 7);
  await insert(
    {
      title: 'Monthly equipment inspection',
      day: 0,
      hour: 8,
      hours: 2,
      assignees: finishers.slice(-1),
      watchers: concreteLead === undefined ? [] : [concreteLead],
      place: place('Elk Grove Warehouse Slab', 'Slab pour'),
      tags: [inspection, safety],
      checklist: [
        ['Excavator: fluids and tracks', 'to_do'],
        ['Skid steer: brakes and lights', 'to_do'],
        ['Log the hour meters', 'to_do'],
      ],
      rule: 'RRULE:FREQ=MONTHLY;BYDAY=1TU',
    },
    at(firstTuesday, 8),
  );

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
  input: { orgId: number; taskId: number; filesDir: string; adminId: number; now: number },
) {
  const bytes = drawPng(240, 160, (x, y) =>
    y > 110 ? [120, 94, 60] : y > 60 && x > 40 && x < 200 ? [214, 170, 110] : [150, 200, 240],
  );
  const storageKey = `attachments/${input.orgId}/demo-task-delivery-${input.taskId}`;
  await new LocalDiskStorage(input.filesDir).write(storageKey, Readable.from([bytes]));
  const admin = await db
    .selectFrom('employees')
    .select('profile_id')
    .where('id', '=', input.adminId)
    .executeTakeFirstOrThrow();
  const file = await db
    .insertInto('file_attachments')
    .values({
      org_id: input.orgId,
      display_name: 'Delivered bundles',
      file_name: 'delivered-bundles.png',
      mime_type: 'image/png',
      file_size_bytes: bytes.length,
      upload_state: 'success',
      upload_method: 'signed_url',
      uploaded_by_profile_id: admin.profile_id,
      storage_key: storageKey,
      is_stored: 1,
      created_at_unix: input.now,
      updated_at_unix: input.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await new TaskPartsRepository(db).addNote(
    db,
    input.orgId,
    input.taskId,
    { description: 'All 14 bundles here.', photos: [], file_attachment_ids: [file.id] },
    input.adminId,
    input.now,
  );
}
