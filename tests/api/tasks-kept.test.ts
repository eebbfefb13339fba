import { beforeAll, describe, expect, it } from 'vitest';
import type { Task } from '../../contract/tasks';
import type { FixtureUser } from '../../server/db/fixtures';
import { HOUR, at, tasksWorld } from './tasks-world';

/**
 * A kept list after a write (server/modules/tasks/README.md "Kept answers"): only the rows written
 * since are read and expanded again, the other rows' occurrences are kept. Each answer after a
 * write must equal what a range never read before lists (read whole, nothing kept): the same
 * month, one second wider at the start each time, where no task starts or ends.
 */
const { world, call, created, listed, pathOf, patched } = tasksWorld();

const FROM = at('2029-02-01', 0);
const TO = at('2029-03-01', 0);
let widened = 0;

/** What the list says of a row, for comparing two answers. */
const shown = (task: Task) => [
  task.id,
  task.series_id,
  task.occurrence_dt_unix,
  task.start_dt_unix,
  task.due_dt_unix,
  task.status,
  task.title,
  task.assignees.map((person) => person.employee_id),
];

/** The kept month as `user` reads it (query: filters) against a month never read before. */
async function expectSameAsFresh(user: FixtureUser, query = '') {
  widened += 1;
  const kept = await listed(user, FROM, TO, query);
  const fresh = await listed(user, FROM - widened, TO, query);
  expect(kept.total).toBe(fresh.total);
  expect(kept.data.map(shown)).toEqual(fresh.data.map(shown));
  return kept;
}

/** Every view the test keeps: everyone, a manager's reach, one assignee. */
const views = () =>
  [
    [world.org.admin, ''],
    [world.org.managers[0]!, ''],
    [world.org.managers[1]!, ''],
    [world.org.admin, `&assignee_ids=${world.org.workers[1]!.employeeId}`],
    [world.org.admin, `&assignee_ids=${world.org.workers[2]!.employeeId}`],
  ] as const;

async function expectAllSameAsFresh() {
  for (const [user, query] of views()) await expectSameAsFresh(user, query);
}

let daily: Task;
let weekly: Task;
let oneOff: Task;

beforeAll(async () => {
  const { org, teamId } = world;
  await created({
    title: 'Daily walk',
    start_dt_unix: at('2029-02-01', 7),
    due_dt_unix: at('2029-02-01', 8),
    rrule_string: 'RRULE:FREQ=DAILY',
    assignee_ids: [org.workers[0]!.employeeId],
  });
  await created({
    title: 'Weekly toolbox talk',
    start_dt_unix: at('2029-02-05', 9),
    due_dt_unix: at('2029-02-05', 10),
    rrule_string: 'RRULE:FREQ=WEEKLY;BYDAY=MO,TH',
    employee_group_ids: [teamId],
  });
  await created({
    title: 'Deliver lumber',
    start_dt_unix: at('2029-02-12', 13),
    due_dt_unix: at('2029-02-12', 15),
    assignee_ids: [org.workers[1]!.employeeId],
  });
  const first = await listed(org.admin, FROM, TO, '&limit=100');
  const pick = (title: string) => first.data.find((task) => task.title === title)!;
  daily = pick('Daily walk');
  weekly = pick('Weekly toolbox talk');
  oneOff = pick('Deliver lumber');
  await expectAllSameAsFresh();
});

describe('a kept task list after a write', () => {
  it('answers as a list read whole after each kind of write', async () => {
    const { org, teamId } = world;
    // One-off moved within the month, then out of it.
    oneOff = {
      ...oneOff,
      ...(await patched(oneOff, {
        start_dt_unix: at('2029-02-14', 13),
        due_dt_unix: at('2029-02-14', 15),
      })),
    };
    await expectAllSameAsFresh();

    // One occurrence of the daily series stored on its own, later, and marked done.
    const third = (await listed(org.admin, at('2029-02-03', 0), at('2029-02-04', 0))).data.find(
      (task) => task.series_id === daily.id,
    )!;
    await patched(
      third,
      { start_dt_unix: at('2029-02-03', 11), due_dt_unix: at('2029-02-03', 12), status: 'done' },
      'this',
    );
    await expectAllSameAsFresh();

    // The weekly series split from the 15th on, at a new time.
    const fifteenth = (await listed(org.admin, at('2029-02-15', 0), at('2029-02-16', 0))).data.find(
      (task) => task.series_id === weekly.id,
    )!;
    await patched(
      fifteenth,
      { start_dt_unix: at('2029-02-15', 14), due_dt_unix: at('2029-02-15', 15) },
      'all_future',
    );
    await expectAllSameAsFresh();

    // One occurrence deleted; a task made; the one-off reassigned, then moved out and deleted.
    const tenth = (await listed(org.admin, at('2029-02-10', 0), at('2029-02-11', 0))).data.find(
      (task) => task.series_id === daily.id,
    )!;
    expect((await call(org.admin, 'DELETE', pathOf(tenth, 'this'))).status).toBe(200);
    await created({
      title: 'Inspect scaffold',
      start_dt_unix: at('2029-02-20', 8),
      due_dt_unix: at('2029-02-20', 9),
      assignee_ids: [org.workers[2]!.employeeId],
    });
    await expectAllSameAsFresh();
    const current = (await listed(org.admin, at('2029-02-14', 0), at('2029-02-15', 0))).data.find(
      (task) => task.id === oneOff.id,
    )!;
    const reassigned = await patched(current, { assignee_ids: [org.workers[2]!.employeeId] });
    await expectAllSameAsFresh();
    await patched(
      { ...current, version: reassigned.version },
      { start_dt_unix: at('2029-04-02', 8), due_dt_unix: at('2029-04-02', 9) },
    );
    await expectAllSameAsFresh();

    // Who belongs to a team moves what a manager reaches and whom the assignee filter finds.
    await world.server.db
      .insertInto('employee_group_members')
      .values({ org_id: org.orgId, group_id: teamId, employee_id: org.workers[1]!.employeeId })
      .execute();
    await expectAllSameAsFresh();
    expect(
      (
        await call(
          org.admin,
          'DELETE',
          `/orgs/${org.orgId}/tasks/${daily.id}?update_level=all_future`,
        )
      ).status,
    ).toBe(200);
    await expectAllSameAsFresh();
  });

  it('keeps each written row at the organisation’s version of its write', async () => {
    const { org } = world;
    const task = await created({
      title: 'Check harnesses',
      start_dt_unix: at('2029-02-21', 8),
      due_dt_unix: at('2029-02-21', 8) + HOUR,
    });
    const { db } = world.server;
    const version = await db
      .selectFrom('org_task_versions')
      .select('version')
      .where('org_id', '=', org.orgId)
      .executeTakeFirstOrThrow();
    const row = await db
      .selectFrom('task_row_versions')
      .select('version')
      .where('org_id', '=', org.orgId)
      .where('task_id', '=', task.id)
      .executeTakeFirstOrThrow();
    expect(Number(row.version)).toBe(Number(version.version));
  });
});
