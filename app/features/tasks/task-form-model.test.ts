import { describe, expect, it } from 'vitest';
import { TASK_TEXT } from '../../../contract/tasks-text';
import { RULE_TEXT } from '../../../contract/validation';
import {
  createBody,
  isEmptyPatch,
  newTaskValues,
  noteContent,
  patchBody,
  scopeFor,
  taskFormSchema,
  taskValues,
  type TaskFormValues,
} from './task-form-model';
import { HOUR, MONDAY_9AM, makeTaskDetail } from './task-test-data';

const NOW = new Date((MONDAY_9AM - 2 * 86_400) * 1000);
const create = { task: null, now: NOW };

function errorsOf(values: TaskFormValues, context = create) {
  const result = taskFormSchema(context).safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('a new task', () => {
  it('starts at the next whole hour in the zone, due an hour later, not repeating', () => {
    const values = newTaskValues('America/Denver', MONDAY_9AM - 20 * 60);
    expect(values.start_date).toBe('2026-03-02');
    expect(values.start_time).toEqual({ hour: 9, minute: 0 });
    expect(values.due_time).toEqual({ hour: 10, minute: 0 });
    expect(values.recurrence?.repeat).toBe('never');
    expect(values.notify_assignees).toBe(true);
  });

  it('starts at 9:00 AM on the day the page shows when that is not today', () => {
    const values = newTaskValues('America/Denver', MONDAY_9AM + 30 * 86_400, '2026-03-02');
    expect(values.start_date).toBe('2026-03-02');
    expect(values.start_time).toEqual({ hour: 9, minute: 0 });
    expect(values.due_time).toEqual({ hour: 10, minute: 0 });
    expect(values.recurrence?.weekdays).toEqual([0]);
  });

  it('follows the spec’s rules and words', () => {
    const values = newTaskValues('America/Denver', MONDAY_9AM - HOUR);
    expect(errorsOf({ ...values, title: '' })).toEqual({ title: RULE_TEXT.required });
    expect(errorsOf({ ...values, title: 'x'.repeat(61) })).toEqual({
      title: 'Please enter 60 characters or less.',
    });
    expect(errorsOf({ ...values, title: 'Pour', start_date: '' }).start_date).toBe(
      RULE_TEXT.required,
    );
    expect(errorsOf({ ...values, title: 'Pour', due_time: values.start_time })).toEqual({
      due_date: 'Please enter a due date that is after the start date',
    });
    expect(errorsOf({ ...values, title: 'Pour', timezone: '' }).timezone).toBe(RULE_TEXT.required);
  });

  it('holds back an invalid repeat rule', () => {
    const values = newTaskValues('America/Denver', MONDAY_9AM - HOUR);
    const weekly = { ...values.recurrence!, repeat: 'weekly' as const, ends: 'after' as const };
    expect(errorsOf({ ...values, title: 'Pour', recurrence: weekly })).toHaveProperty('recurrence');
    expect(
      errorsOf({ ...values, title: 'Pour', recurrence: { ...weekly, occurrences: 10 } }),
    ).toEqual({});
  });

  it('becomes the create payload, with its checklist, first note and weekly rule', () => {
    const values: TaskFormValues = {
      ...newTaskValues('America/Denver', MONDAY_9AM - HOUR),
      title: ' Pour footings ',
      people: ['person:50', 'team:5'],
      watcher_ids: ['703'],
      tag_ids: ['3'],
      org_project_id: '11',
      checklist: [
        { key: 'a', description: 'Forms set' },
        { key: 'b', description: '  ' },
      ],
      note_description: 'Bring the mixer',
    };
    values.recurrence = { ...values.recurrence!, repeat: 'weekly', ends: 'after', occurrences: 6 };
    const body = createBody(values, [{ kind: 'file', id: 90 }], create);
    expect(body).toEqual({
      title: 'Pour footings',
      assignee_ids: [50],
      employee_group_ids: [5],
      start_dt_unix: MONDAY_9AM,
      due_dt_unix: MONDAY_9AM + HOUR,
      timezone: 'America/Denver',
      watcher_ids: [703],
      org_project_id: 11,
      work_site_id: null,
      initial_checklist: [{ description: 'Forms set', status: 'to_do' }],
      initial_note: { description: 'Bring the mixer', photos: [], file_attachment_ids: [90] },
      notify_assignees: true,
      tag_ids: [3],
      rrule_string: 'RRULE:FREQ=WEEKLY;BYDAY=MO;COUNT=6',
    });
  });

  it('sends no first note when it is empty', () => {
    const values = { ...newTaskValues('UTC', MONDAY_9AM), title: 'Pour' };
    expect(createBody(values, [], create).initial_note).toBeNull();
  });
});

describe('an edit', () => {
  const series = makeTaskDetail({
    id: 40,
    series_id: 40,
    occurrence_dt_unix: MONDAY_9AM,
    is_recurring: true,
    rrule_string: 'RRULE:FREQ=WEEKLY;BYDAY=MO;COUNT=6',
    version: 7,
  });
  const context = { task: series, now: NOW };

  it('sends only what changed, with the version read', () => {
    const values = taskValues(series);
    expect(isEmptyPatch(patchBody(values, context))).toBe(true);
    const body = patchBody({ ...values, title: 'Pour north footings' }, context);
    expect(body).toEqual({ version: 7, title: 'Pour north footings' });
    expect(scopeFor(series, body)).toEqual({ kind: 'ask', allowed: ['this', 'all_future'] });
  });

  it('lets a new repeat rule apply to this and later occurrences only', () => {
    const values = taskValues(series);
    const body = patchBody(
      { ...values, recurrence: { ...values.recurrence!, occurrences: null, ends: 'never' } },
      context,
    );
    expect(body.rrule_string).toBe('RRULE:FREQ=WEEKLY;BYDAY=MO');
    expect(scopeFor(series, body)).toEqual({ kind: 'ask', allowed: ['all_future'] });
  });

  it('asks nothing of a one-off task, and a status is this occurrence’s own', () => {
    const oneOff = makeTaskDetail();
    expect(scopeFor(oneOff, { version: 1, title: 'x' })).toEqual({ kind: 'none' });
    expect(scopeFor(series, { version: 7, status: 'done' })).toEqual({
      kind: 'fixed',
      level: 'this',
    });
  });

  it('reads people and teams back into one picker', () => {
    const values = taskValues(
      makeTaskDetail({ employee_groups: [{ id: 5, name: 'Framing crew' }] }),
    );
    expect(values.people).toEqual(['person:50', 'team:5']);
    expect(values.org_project_id).toBe('11');
  });
});

describe('a note', () => {
  it('splits photos from files and leaves out empty text', () => {
    expect(
      noteContent('  ', [
        { kind: 'photo', url: '/v1/images/a' },
        { kind: 'file', id: 4 },
      ]),
    ).toEqual({ description: null, photos: ['/v1/images/a'], file_attachment_ids: [4] });
  });
});

describe('the words', () => {
  it('are the contract’s', () => {
    expect(TASK_TEXT.noteEmpty).toBe('You can not leave both fields empty');
    expect(TASK_TEXT.syncConflict).toBe('A syncing conflict has occurred. Reloading the task...');
  });
});
