import { describe, expect, it } from 'vitest';
import { zTaskNoteResponse } from '../../contract/tasks-notes';
import { zTaskTagListResponse } from '../../contract/tasks';
import { TASK_TEXT } from '../../contract/tasks-text';
import { imageForm, uploadedAttachment } from './contract/file-attachment-things';
import { HOUR, at, tasksWorld } from './tasks-world';

const { world, call, base, created, listed, read } = tasksWorld();

const notesOf = (taskId: number, query = '') => `${base()}/tasks/${taskId}/notes${query}`;

/** An image POST /upload_file kept for `user`: its stable link. */
async function uploadedImage(user: { email: string }) {
  const { access_token } = await world.server.signIn(user.email);
  const form = imageForm();
  const response = await world.server.call('POST', '/v1/upload_file', {
    token: access_token,
    rawBody: form.body,
    headers: { 'content-type': form.contentType },
  });
  expect(response.status, response.text).toBe(200);
  return (response.body as { url: string }).url;
}

describe('POST/PATCH/DELETE tasks/{task_id}/notes', () => {
  it('adds a note with files and photos, and answers short-lived links to the files', async () => {
    const task = await created();
    const file = await uploadedAttachment(world.server, world.org.admin, world.org.orgId);
    const photo = await uploadedImage(world.org.admin);
    const response = await call(world.org.admin, 'POST', notesOf(task.id), {
      description: 'Plans attached',
      file_attachment_ids: [file],
      photos: [photo],
    });
    expect(response.status, response.text).toBe(200);
    const note = zTaskNoteResponse.parse(response.body);
    expect(note).toMatchObject({
      task_id: task.id,
      message: TASK_TEXT.noteCreated,
      data: {
        description: 'Plans attached',
        photos: [photo],
        file_attachments: [{ id: file, file_name: 'fuzz-plan.pdf', mime_type: 'application/pdf' }],
        created_by: { employee_id: world.org.admin.employeeId },
      },
    });
    const link = note.data.file_attachments[0]!;
    expect(link.download_url).toMatch(/^\/v1\/files\//);
    expect(link.download_expires_at_unix).toBeGreaterThan(Date.now() / 1000);
    expect((await read(world.org.admin, task.id)).notes_count).toBe(1);
  });

  it('refuses a note with both fields empty, on create and on edit', async () => {
    const task = await created();
    const empty = await call(world.org.admin, 'POST', notesOf(task.id), { description: '  ' });
    expect(empty.status).toBe(400);
    expect(empty.body.field_hints).toEqual({
      description: ['You can not leave both fields empty'],
    });
    const note = await call(world.org.admin, 'POST', notesOf(task.id), { description: 'Keep' });
    const cleared = await call(
      world.org.admin,
      'PATCH',
      notesOf(task.id, `/${note.body.data.id}`),
      {
        description: '',
      },
    );
    expect(cleared.status).toBe(400);
    expect(cleared.body.field_hints).toEqual({
      description: ['You can not leave both fields empty'],
    });
  });

  it('refuses an attachment of another organisation, one not uploaded, and a photo not of ours', async () => {
    const task = await created();
    const theirs = await uploadedAttachment(world.server, world.other.admin, world.other.orgId);
    const foreign = await call(world.org.admin, 'POST', notesOf(task.id), {
      description: 'Their plans',
      file_attachment_ids: [theirs],
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.field_hints).toEqual({
      file_attachment_ids: ['Please remove invalid files.'],
    });
    const record = await call(world.org.admin, 'POST', `${base()}/file_attachments`, {
      upload_state: 'initiated',
      display_name: 'Never sent',
      file_name: 'never.pdf',
      mime_type: 'application/pdf',
      file_size_bytes: 10,
    });
    const pending = await call(world.org.admin, 'POST', notesOf(task.id), {
      description: 'Not uploaded',
      file_attachment_ids: [record.body.data.id],
    });
    expect(pending.body.field_hints).toEqual({
      file_attachment_ids: ['Please remove invalid files.'],
    });
    const photo = await call(world.org.admin, 'POST', notesOf(task.id), {
      photos: ['https://example.com/cat.png'],
    });
    expect(photo.body.field_hints).toEqual({ photos: [TASK_TEXT.photoInvalid] });
  });

  it('lets everyone who reaches a task add notes, and change only their own', async () => {
    const worker = world.org.workers[0]!;
    const task = await created({ assignee_ids: [worker.employeeId] });
    const mine = await call(worker, 'POST', notesOf(task.id), { description: 'Gate was locked' });
    expect(mine.status, mine.text).toBe(200);
    const byAdmin = await call(world.org.admin, 'POST', notesOf(task.id), {
      description: 'Key at office',
    });
    const edit = await call(worker, 'PATCH', notesOf(task.id, `/${byAdmin.body.data.id}`), {
      description: 'Mine now',
    });
    expect(edit.body).toEqual({ status_code: 403, message: TASK_TEXT.notYourNote });
    const ownEdit = await call(worker, 'PATCH', notesOf(task.id, `/${mine.body.data.id}`), {
      description: 'Gate was open',
    });
    expect(ownEdit.body.data.description).toBe('Gate was open');
    // The scheduling permission changes and deletes any note.
    const removed = await call(
      world.org.admin,
      'DELETE',
      notesOf(task.id, `/${mine.body.data.id}`),
    );
    expect(removed.status, removed.text).toBe(200);
    expect((await read(world.org.admin, task.id)).notes.map((note) => note.description)).toEqual([
      'Key at office',
    ]);
  });

  it("adds a note to one occurrence ('this') or from it on ('all_future')", async () => {
    const start = at('2027-09-06', 7);
    const series = await created({
      start_dt_unix: start,
      due_dt_unix: start + HOUR,
      rrule_string: 'RRULE:FREQ=WEEKLY;BYDAY=MO;COUNT=4',
    });
    const occurrence = (week: number) => at(`2027-09-${String(6 + 7 * week).padStart(2, '0')}`, 7);
    const one = await call(
      world.org.admin,
      'POST',
      notesOf(series.id, `?occurrence_dt_unix=${occurrence(1)}`),
      { description: 'Only the second week' },
    );
    expect(one.status, one.text).toBe(200);
    expect(one.body.task_id).not.toBe(series.id);
    const later = await call(
      world.org.admin,
      'POST',
      notesOf(series.id, `?occurrence_dt_unix=${occurrence(2)}&update_level=all_future`),
      { description: 'From the third week' },
    );
    expect(later.status, later.text).toBe(200);
    const { data } = await listed(world.org.admin, start, occurrence(3) + HOUR);
    const counts = data
      .filter((task) => task.title === series.title)
      .map((task) => [task.start_dt_unix, task.notes_count]);
    expect(counts).toEqual([
      [occurrence(0), 0],
      [occurrence(1), 1],
      [occurrence(2), 1],
      [occurrence(3), 1],
    ]);
  });
});

describe('GET/POST tags', () => {
  it('keeps names unique whatever their case, 40 characters at most, listed by name', async () => {
    const made = await call(world.org.admin, 'POST', `${base()}/tags`, { name: 'Delivery' });
    expect(made.body).toMatchObject({ data: { name: 'Delivery' }, message: TASK_TEXT.tagCreated });
    const twice = await call(world.org.admin, 'POST', `${base()}/tags`, { name: 'delivery' });
    expect(twice.status).toBe(409);
    expect(twice.body.field_hints).toEqual({ name: [TASK_TEXT.tagNameTaken] });
    const long = await call(world.org.admin, 'POST', `${base()}/tags`, { name: 'x'.repeat(41) });
    expect(long.body.field_hints).toEqual({ name: ['Must be 40 characters or less'] });
    await call(world.org.admin, 'POST', `${base()}/tags`, { name: 'Concrete' });
    const list = zTaskTagListResponse.parse(
      (await call(world.org.admin, 'GET', `${base()}/tags?search=e`)).body,
    );
    expect(list.data.map((tag) => tag.name)).toEqual(['Concrete', 'Delivery']);
    // Another organisation's tags are its own.
    const theirs = await call(world.other.admin, 'POST', `${base(world.other.orgId)}/tags`, {
      name: 'Delivery',
    });
    expect(theirs.status, theirs.text).toBe(200);
  });
});
