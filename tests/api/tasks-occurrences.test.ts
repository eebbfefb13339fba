import { describe, expect, it } from 'vitest';
import { TASK_TEXT } from '../../contract/tasks-text';
import { zChecklistItemResponse, zChecklistResponse } from '../../contract/tasks-notes';
import type { Task } from '../../contract/tasks';
import { DAY, HOUR, at, tasksWorld } from './tasks-world';

const { world, call, base, created, listed, seriesStarts, read, pathOf, patched } = tasksWorld();

/** Mondays of March 2027 in Los Angeles: daylight-saving time starts on Sunday the 14th. */
const MONDAYS = ['2027-03-01', '2027-03-08', '2027-03-15', '2027-03-22', '2027-03-29'];
const FROM = at('2027-03-01', 0);
const TO = at('2027-04-01', 0);
const sevenAm = (date: string) => at(date, 7);

/** A series every Monday 07:00–08:00 from 1 March 2027 (Los Angeles). */
function weekly(rule = 'RRULE:FREQ=WEEKLY;BYDAY=MO', body: Record<string, unknown> = {}) {
  return created({
    start_dt_unix: sevenAm('2027-03-01'),
    due_dt_unix: sevenAm('2027-03-01') + HOUR,
    rrule_string: rule,
    ...body,
  });
}

async function occurrencesOf(seriesId: number): Promise<Task[]> {
  const { data } = await listed(world.org.admin, FROM, TO);
  return data.filter((task) => task.series_id === seriesId);
}

describe('GET tasks: a series is expanded in its zone over the range', () => {
  it('answers one row per occurrence, 07:00 local before and after the clocks change', async () => {
    const series = await weekly();
    const rows = await occurrencesOf(series.id);
    expect(rows.map((row) => row.start_dt_unix)).toEqual(MONDAYS.map(sevenAm));
    expect(rows.map((row) => row.due_dt_unix - row.start_dt_unix)).toEqual(MONDAYS.map(() => HOUR));
    // Before the change 07:00 is 15:00 UTC, after it 14:00 UTC.
    expect(rows[1]!.start_dt_unix - rows[0]!.start_dt_unix).toBe(7 * DAY);
    expect(rows[2]!.start_dt_unix - rows[1]!.start_dt_unix).toBe(7 * DAY - HOUR);
    for (const row of rows)
      expect(row).toMatchObject({
        id: series.id,
        series_id: series.id,
        occurrence_dt_unix: row.start_dt_unix,
        is_recurring: true,
        rrule_string: 'RRULE:FREQ=WEEKLY;BYDAY=MO',
        status: 'to_do',
      });
    const third = await read(world.org.admin, series.id, sevenAm('2027-03-15'));
    expect(third).toMatchObject({ id: series.id, start_dt_unix: sevenAm('2027-03-15') });
  });

  it('keeps to COUNT, and sorts every row by start then id', async () => {
    const series = await weekly('RRULE:FREQ=WEEKLY;BYDAY=MO;COUNT=3');
    expect(await seriesStarts(series.id, FROM, TO)).toEqual(MONDAYS.slice(0, 3).map(sevenAm));
    const { data } = await listed(world.org.admin, FROM, TO);
    const keys = data.map((task) => [task.start_dt_unix, task.id] as const);
    expect(keys).toEqual([...keys].sort((a, b) => a[0] - b[0] || a[1] - b[1]));
  });

  it('answers an instant that is no occurrence as not found', async () => {
    const series = await weekly();
    const response = await call(
      world.org.admin,
      'GET',
      `${base()}/tasks/${series.id}?occurrence_dt_unix=${sevenAm('2027-03-02')}`,
    );
    expect(response.status).toBe(404);
  });
});

describe("update_level 'this': one occurrence", () => {
  it('keeps the status per occurrence', async () => {
    const series = await weekly();
    const [, second] = await occurrencesOf(series.id);
    const done = await patched(second!, { status: 'done' });
    expect(done).toMatchObject({
      series_id: series.id,
      occurrence_dt_unix: sevenAm('2027-03-08'),
      start_dt_unix: sevenAm('2027-03-08'),
      status: 'done',
      is_recurring: true,
      rrule_string: 'RRULE:FREQ=WEEKLY;BYDAY=MO',
    });
    expect(done.id).not.toBe(series.id);
    const rows = await occurrencesOf(series.id);
    expect(rows.map((row) => row.status)).toEqual(['to_do', 'done', 'to_do', 'to_do', 'to_do']);
    expect(rows[1]!.id).toBe(done.id);
    // The old address still reaches it.
    expect((await read(world.org.admin, series.id, sevenAm('2027-03-08'))).id).toBe(done.id);
    const overdueOrDone = await listed(world.org.admin, FROM, TO, '&status=done');
    expect(overdueOrDone.data.map((row) => row.id)).toEqual([done.id]);
  });

  it('ticks a checklist item on one occurrence and no other', async () => {
    const series = await weekly(undefined, {
      initial_checklist: [{ description: 'Walk the site' }, { description: 'Sign the log' }],
    });
    const [item] = series.checklist;
    const third = (await occurrencesOf(series.id))[2]!;
    const ticked = await call(
      world.org.workers[0]!,
      'PATCH',
      `${base()}/tasks/${series.id}/checklist/${item!.id}?occurrence_dt_unix=${third.occurrence_dt_unix}`,
      { status: 'done' },
    );
    // The worker is not assigned: not found.
    expect(ticked.status).toBe(404);
    const response = await call(
      world.org.admin,
      'PATCH',
      `${base()}/tasks/${series.id}/checklist/${item!.id}?occurrence_dt_unix=${third.occurrence_dt_unix}`,
      { status: 'done' },
    );
    expect(response.status, response.text).toBe(200);
    const answer = zChecklistItemResponse.parse(response.body);
    expect(answer.data).toMatchObject({ description: 'Walk the site', status: 'done' });
    expect(answer.task_id).not.toBe(series.id);
    const rows = await occurrencesOf(series.id);
    expect(rows.map((row) => row.checklist_summary)).toEqual([
      { done: 0, total: 2 },
      { done: 0, total: 2 },
      { done: 1, total: 2 },
      { done: 0, total: 2 },
      { done: 0, total: 2 },
    ]);
    const fourth = await call(
      world.org.admin,
      'GET',
      `${base()}/tasks/${series.id}/checklist?occurrence_dt_unix=${rows[3]!.occurrence_dt_unix}`,
    );
    expect(zChecklistResponse.parse(fourth.body).data.map((each) => each.status)).toEqual([
      'to_do',
      'to_do',
    ]);
  });

  it('edits one occurrence and deletes another, the rest unchanged', async () => {
    const series = await weekly();
    const rows = await occurrencesOf(series.id);
    await patched(rows[3]!, {
      title: 'Walk with the inspector',
      start_dt_unix: at('2027-03-22', 10),
      due_dt_unix: at('2027-03-22', 11),
    });
    const deleted = await call(world.org.admin, 'DELETE', pathOf(rows[1]!));
    expect(deleted.status, deleted.text).toBe(200);
    const after = await occurrencesOf(series.id);
    expect(after.map((row) => [row.start_dt_unix, row.title])).toEqual([
      [sevenAm('2027-03-01'), series.title],
      [sevenAm('2027-03-15'), series.title],
      [at('2027-03-22', 10), 'Walk with the inspector'],
      [sevenAm('2027-03-29'), series.title],
    ]);
    // The moved occurrence keeps its identity in the series.
    expect(after[2]!.occurrence_dt_unix).toBe(sevenAm('2027-03-22'));
    const skipped = await call(
      world.org.admin,
      'GET',
      `${base()}/tasks/${series.id}?occurrence_dt_unix=${sevenAm('2027-03-08')}`,
    );
    expect(skipped.status).toBe(404);
  });

  it('refuses a rule change for one occurrence', async () => {
    const series = await weekly();
    const rows = await occurrencesOf(series.id);
    const response = await call(world.org.admin, 'PATCH', pathOf(rows[2]!, 'this'), {
      version: rows[2]!.version,
      rrule_string: 'RRULE:FREQ=WEEKLY;BYDAY=MO,WE',
    });
    expect(response.status).toBe(400);
    expect(response.body.field_hints).toEqual({ rrule_string: [TASK_TEXT.ruleNeedsAllFuture] });
  });
});

describe("update_level 'all_future': this occurrence and every later one", () => {
  it('splits the series: the old one ends before, the new one starts there with the change', async () => {
    const series = await weekly();
    const rows = await occurrencesOf(series.id);
    const moved = await patched(
      rows[2]!,
      {
        title: 'Site walk (new time)',
        start_dt_unix: at('2027-03-15', 9),
        due_dt_unix: at('2027-03-15', 10),
      },
      'all_future',
    );
    expect(moved.id).not.toBe(series.id);
    expect(moved).toMatchObject({
      series_id: moved.id,
      occurrence_dt_unix: at('2027-03-15', 9),
      title: 'Site walk (new time)',
      version: 1,
    });
    expect(await seriesStarts(series.id, FROM, TO)).toEqual([
      sevenAm('2027-03-01'),
      sevenAm('2027-03-08'),
    ]);
    expect(await seriesStarts(moved.id, FROM, TO)).toEqual([
      at('2027-03-15', 9),
      at('2027-03-22', 9),
      at('2027-03-29', 9),
    ]);
    const old = await read(world.org.admin, series.id);
    expect(old.rrule_string).toMatch(/^RRULE:FREQ=WEEKLY;BYDAY=MO;UNTIL=\d{8}T\d{6}Z$/);
    expect(old.version).toBe(series.version + 1);
  });

  it('shares a COUNT out between the two series', async () => {
    const series = await weekly('RRULE:FREQ=WEEKLY;BYDAY=MO;COUNT=4');
    const rows = await occurrencesOf(series.id);
    const moved = await patched(rows[1]!, { title: 'Second half' }, 'all_future');
    expect(await seriesStarts(series.id, FROM, TO)).toEqual([sevenAm('2027-03-01')]);
    expect(await seriesStarts(moved.id, FROM, TO)).toEqual(MONDAYS.slice(1, 4).map(sevenAm));
    expect(moved.rrule_string).toBe('RRULE:FREQ=WEEKLY;BYDAY=MO;COUNT=3');
  });

  it('moves later stored occurrences that still fall on the rule, and removes those that do not', async () => {
    const series = await weekly();
    const rows = await occurrencesOf(series.id);
    const doneFourth = await patched(rows[3]!, { status: 'done' });
    // A title change keeps every occurrence where it was: the stored one moves, done.
    const renamed = await patched(rows[2]!, { title: 'Renamed walk' }, 'all_future');
    const after = await occurrencesOf(renamed.id);
    expect(after.map((row) => [row.start_dt_unix, row.title, row.status])).toEqual([
      [sevenAm('2027-03-15'), 'Renamed walk', 'to_do'],
      [sevenAm('2027-03-22'), 'Renamed walk', 'done'],
      [sevenAm('2027-03-29'), 'Renamed walk', 'to_do'],
    ]);
    expect(after[1]!.id).toBe(doneFourth.id);
    // A new time leaves no occurrence where it was: the stored one goes.
    const later = await patched(
      after[0]!,
      { start_dt_unix: at('2027-03-15', 8), due_dt_unix: at('2027-03-15', 9) },
      'all_future',
    );
    const final = await occurrencesOf(later.id);
    expect(final.map((row) => [row.start_dt_unix, row.status])).toEqual([
      [at('2027-03-15', 8), 'to_do'],
      [at('2027-03-22', 8), 'to_do'],
      [at('2027-03-29', 8), 'to_do'],
    ]);
    const gone = await call(world.org.admin, 'GET', `${base()}/tasks/${doneFourth.id}`);
    expect(gone.status).toBe(404);
  });

  it('changes the rule from the occurrence on', async () => {
    const series = await weekly();
    const rows = await occurrencesOf(series.id);
    const moved = await patched(
      rows[2]!,
      { rrule_string: 'RRULE:FREQ=WEEKLY;BYDAY=MO,WE' },
      'all_future',
    );
    expect(await seriesStarts(series.id, FROM, TO)).toEqual(MONDAYS.slice(0, 2).map(sevenAm));
    expect(await seriesStarts(moved.id, FROM, TO)).toEqual(
      ['2027-03-15', '2027-03-17', '2027-03-22', '2027-03-24', '2027-03-29', '2027-03-31'].map(
        sevenAm,
      ),
    );
  });

  it('at the first occurrence changes the whole series', async () => {
    const series = await weekly();
    const [first] = await occurrencesOf(series.id);
    const changed = await patched(first!, { title: 'Every walk' }, 'all_future');
    expect(changed.id).toBe(series.id);
    const rows = await occurrencesOf(series.id);
    expect(rows.map((row) => row.title)).toEqual(MONDAYS.map(() => 'Every walk'));
  });

  it('from a stored occurrence: it keeps its status and takes the change with the later ones', async () => {
    const series = await weekly();
    const rows = await occurrencesOf(series.id);
    const done = await patched(rows[1]!, { status: 'done' });
    const renamed = await patched(done, { title: 'Walk B' }, 'all_future');
    expect(renamed).toMatchObject({ id: done.id, status: 'done', title: 'Walk B' });
    const after = await occurrencesOf(series.id);
    expect(after.map((row) => row.title)).toEqual([series.title]);
    const newSeries = renamed.series_id!;
    expect(newSeries).not.toBe(series.id);
    const later = await occurrencesOf(newSeries);
    expect(later.map((row) => [row.start_dt_unix, row.title, row.status])).toEqual([
      [sevenAm('2027-03-08'), 'Walk B', 'done'],
      [sevenAm('2027-03-15'), 'Walk B', 'to_do'],
      [sevenAm('2027-03-22'), 'Walk B', 'to_do'],
      [sevenAm('2027-03-29'), 'Walk B', 'to_do'],
    ]);
  });

  it('stops repeating from the occurrence on: it becomes a one-off task', async () => {
    const series = await weekly();
    const rows = await occurrencesOf(series.id);
    const single = await patched(rows[2]!, { rrule_string: null }, 'all_future');
    expect(single).toMatchObject({
      series_id: null,
      occurrence_dt_unix: null,
      is_recurring: false,
      rrule_string: null,
      start_dt_unix: sevenAm('2027-03-15'),
    });
    expect(await seriesStarts(series.id, FROM, TO)).toEqual(MONDAYS.slice(0, 2).map(sevenAm));
    const { data } = await listed(world.org.admin, FROM, TO);
    expect(data.filter((task) => task.id === single.id)).toHaveLength(1);
  });

  it('deletes from the occurrence on, or the whole series at the first', async () => {
    const series = await weekly();
    const rows = await occurrencesOf(series.id);
    const cut = await call(world.org.admin, 'DELETE', pathOf(rows[2]!, 'all_future'));
    expect(cut.status, cut.text).toBe(200);
    expect(await seriesStarts(series.id, FROM, TO)).toEqual(MONDAYS.slice(0, 2).map(sevenAm));
    const all = await call(world.org.admin, 'DELETE', pathOf(rows[0]!, 'all_future'));
    expect(all.status, all.text).toBe(200);
    expect((await call(world.org.admin, 'GET', `${base()}/tasks/${series.id}`)).status).toBe(404);
  });

  it('refuses a status for every later occurrence', async () => {
    const series = await weekly();
    const rows = await occurrencesOf(series.id);
    const response = await call(world.org.admin, 'PATCH', pathOf(rows[1]!, 'all_future'), {
      version: rows[1]!.version,
      status: 'done',
    });
    expect(response.status).toBe(400);
    expect(response.body.field_hints).toEqual({ status: [TASK_TEXT.statusThisOnly] });
  });
});

describe('repeat-rule locks (document 2, section 5)', () => {
  it('locks the rule of a past task', async () => {
    const past = await created({
      start_dt_unix: at('2025-03-03', 7),
      due_dt_unix: at('2025-03-03', 8),
      rrule_string: 'RRULE:FREQ=WEEKLY;BYDAY=MO',
    });
    const response = await call(world.org.admin, 'PATCH', pathOf(past, 'all_future'), {
      version: past.version,
      rrule_string: 'RRULE:FREQ=WEEKLY;BYDAY=MO,TU',
    });
    expect(response.body.field_hints).toEqual({ rrule_string: [TASK_TEXT.ruleLockedPast] });
  });

  it('locks the rule when the start or due date changes in the same edit', async () => {
    const series = await weekly();
    const [first] = await occurrencesOf(series.id);
    const response = await call(world.org.admin, 'PATCH', pathOf(first!, 'all_future'), {
      version: first!.version,
      start_dt_unix: at('2027-03-01', 8),
      due_dt_unix: at('2027-03-01', 9),
      rrule_string: 'RRULE:FREQ=WEEKLY;BYDAY=MO,TU',
    });
    expect(response.body.field_hints).toEqual({ rrule_string: [TASK_TEXT.ruleLockedDates] });
  });

  it("locks the 'after' end (COUNT) when editing", async () => {
    const series = await weekly('RRULE:FREQ=WEEKLY;BYDAY=MO;COUNT=4');
    const [first] = await occurrencesOf(series.id);
    const response = await call(world.org.admin, 'PATCH', pathOf(first!, 'all_future'), {
      version: first!.version,
      rrule_string: 'RRULE:FREQ=WEEKLY;BYDAY=MO;COUNT=6',
    });
    expect(response.body.field_hints).toEqual({ rrule_string: [TASK_TEXT.ruleLockedCount] });
    const kept = await call(world.org.admin, 'PATCH', pathOf(first!, 'all_future'), {
      version: first!.version,
      rrule_string: 'RRULE:FREQ=WEEKLY;BYDAY=MO,FR;COUNT=4',
    });
    expect(kept.status, kept.text).toBe(200);
  });

  it('lets a future one-off task start repeating', async () => {
    const task = await created({
      start_dt_unix: sevenAm('2027-03-01'),
      due_dt_unix: sevenAm('2027-03-01') + HOUR,
    });
    const series = await patched(task, { rrule_string: 'RRULE:FREQ=DAILY;INTERVAL=7' });
    expect(series).toMatchObject({ id: task.id, series_id: task.id, is_recurring: true });
    expect(await seriesStarts(task.id, FROM, TO)).toEqual(MONDAYS.map(sevenAm));
  });
});
