import { describe, expect, it } from 'vitest';
import { Outbox } from '../../server/mail/outbox';
import { nowUnix } from '../../server/lib/time';
import { TaskDueSoonJob } from '../../server/modules/tasks/task-due-soon-job';
import { TaskNotifier } from '../../server/modules/tasks/task-notifications';
import { HOUR, tasksWorld } from './tasks-world';

const { world, call, base, created, patched } = tasksWorld();

/** The messages sent since `before` (an outbox id), by recipient. */
async function sentSince(before: number) {
  const rows = (await world.server.outbox()).filter((row) => row.id > before);
  return rows.map((row) => ({ to: row.recipient, subject: row.subject, text: row.text_body }));
}
const lastOutboxId = async () => (await world.server.outbox()).at(-1)?.id ?? 0;

function dueSoonJob() {
  const { db, app, config } = world.server;
  return new TaskDueSoonJob(
    db,
    new TaskNotifier(db, new Outbox(db, app.log, null, 'crewcard@test'), config.publicUrl),
  );
}

describe('task notices through the outbox', () => {
  it('tells the assignees (directly and through a team) and watchers of a new task, not its creator', async () => {
    const { org, teamId } = world;
    const before = await lastOutboxId();
    const task = await created({
      title: 'Unload the trusses',
      assignee_ids: [org.workers[0]!.employeeId, org.admin.employeeId],
      employee_group_ids: [teamId],
      watcher_ids: [org.managers[1]!.employeeId],
      notify_assignees: true,
    });
    const sent = await sentSince(before);
    expect(sent.map((message) => message.to).sort()).toEqual(
      [org.workers[0]!, org.workers[2]!, org.workers[3]!, org.managers[1]!]
        .map((person) => person.email)
        .sort(),
    );
    expect(sent[0]!.subject).toBe('New task: Unload the trusses');
    expect(sent[0]!.text).toContain(
      `http://crewcard.test/crew_app/orgs/${org.orgId}/tasks/${task.id}`,
    );
    const watcher = sent.find((message) => message.to === org.managers[1]!.email)!;
    expect(watcher.text).toContain('A task you are watching was created');
  });

  it('sends nothing when notify_assignees is off', async () => {
    const before = await lastOutboxId();
    await created({ assignee_ids: [world.org.workers[0]!.employeeId], notify_assignees: false });
    expect(await sentSince(before)).toEqual([]);
  });

  it('tells them of a change, but not the person who made it', async () => {
    const { org } = world;
    const task = await created({
      assignee_ids: [org.workers[1]!.employeeId],
      watcher_ids: [org.managers[0]!.employeeId],
      notify_assignees: true,
    });
    const before = await lastOutboxId();
    await patched(task, { title: 'Unload the trusses at gate B' }, undefined, org.managers[0]!);
    const sent = await sentSince(before);
    expect(sent.map((message) => [message.to, message.subject])).toEqual([
      [org.workers[1]!.email, 'Task updated: Unload the trusses at gate B'],
    ]);
  });

  it('announces an occurrence due within the hour once, however often the job runs', async () => {
    const { org } = world;
    const now = nowUnix();
    const start = now - 2 * HOUR + 20 * 60;
    // Every day, due 20 minutes from now today; the one-off is due in 40 minutes.
    const series = await created({
      title: 'Daily toolbox talk',
      start_dt_unix: start - 3 * 86_400,
      due_dt_unix: start - 3 * 86_400 + 2 * HOUR,
      rrule_string: 'RRULE:FREQ=DAILY',
      assignee_ids: [org.workers[2]!.employeeId],
      notify_assignees: true,
    });
    await created({
      title: 'Sign the permit',
      start_dt_unix: now,
      due_dt_unix: now + 40 * 60,
      watcher_ids: [org.workers[3]!.employeeId],
      notify_assignees: true,
    });
    const done = await created({
      title: 'Already done',
      start_dt_unix: now,
      due_dt_unix: now + 30 * 60,
      assignee_ids: [org.workers[3]!.employeeId],
      notify_assignees: true,
    });
    await patched(done, { status: 'done' });
    const before = await lastOutboxId();
    const job = dueSoonJob();
    expect(await job.run(now)).toBe(2);
    expect(await job.run(now + 60)).toBe(0);
    const sent = await sentSince(before);
    expect(sent.map((message) => [message.to, message.subject]).sort()).toEqual(
      [
        [org.workers[2]!.email, 'Task due soon: Daily toolbox talk'],
        [org.workers[3]!.email, 'Task due soon: Sign the permit'],
      ].sort(),
    );
    expect(sent.find((m) => m.subject.includes('toolbox'))!.text).toContain(
      `/tasks/${series.id}?occurrence_dt_unix=`,
    );
    // Stored on its own since, the occurrence is still the one announced.
    const today = await call(
      org.admin,
      'GET',
      `${base()}/tasks?display_start_dt_unix=${now}&display_end_dt_unix=${now + HOUR}&search=toolbox`,
    );
    const occurrence = today.body.data[0];
    await patched(occurrence, { title: 'Toolbox talk (moved inside)' });
    expect(await job.run(now + 120)).toBe(0);
  });
});
