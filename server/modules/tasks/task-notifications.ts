import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import type { Outbox } from '../../mail/outbox';
import type { TaskEntry } from './task-reader';

/** Why people hear about a task: it was made, it changed, or an occurrence is due soon. */
export type TaskNoticeKind = 'created' | 'changed' | 'due-soon';

/** What a notice says of the occurrence. */
export type TaskNoticeSubject = {
  orgId: number;
  entry: TaskEntry;
  title: string;
  start_dt_unix: number;
  due_dt_unix: number;
  timezone: string;
};

const escapeHtml = (value: string) =>
  value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');

function when(unix: number, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(unix * 1000));
}

/** The crew app's task link (core.md 2): /crew_app/orgs/{orgId}/tasks/{taskId}. */
export function taskLink(publicUrl: string, subject: Pick<TaskNoticeSubject, 'orgId' | 'entry'>) {
  const { rowId, occurrence } = subject.entry;
  const query = occurrence ? `?occurrence_dt_unix=${occurrence.occurrence_dt_unix}` : '';
  return `${publicUrl}/crew_app/orgs/${subject.orgId}/tasks/${rowId}${query}`;
}

function wording(kind: TaskNoticeKind, subject: TaskNoticeSubject, isWatcher: boolean) {
  const due = when(subject.due_dt_unix, subject.timezone);
  const role = isWatcher ? 'you are watching' : 'assigned to you';
  switch (kind) {
    case 'created':
      return {
        subject: `New task: ${subject.title}`,
        line: `A task ${role} was created: ${subject.title}. It starts ${when(subject.start_dt_unix, subject.timezone)} and is due ${due}.`,
      };
    case 'changed':
      return {
        subject: `Task updated: ${subject.title}`,
        line: `A task ${role} was updated: ${subject.title}. It is due ${due}.`,
      };
    case 'due-soon':
      return {
        subject: `Task due soon: ${subject.title}`,
        line: `A task ${role} is due soon: ${subject.title}, due ${due}.`,
      };
  }
}

/**
 * E-mails about tasks to their assignees (directly or through a team) and watchers, through the
 * outbox: active members with an address, never the person who made the change.
 */
export class TaskNotifier {
  constructor(
    private readonly db: Db,
    private readonly outbox: Outbox,
    private readonly publicUrl: string,
  ) {}

  /** The people a task row names, once each: assignees first (a watcher who is one hears as one). */
  async recipients(db: Db, rowId: number) {
    const people = (from: 'task_assignees' | 'task_watchers', isWatcher: number) =>
      db
        .selectFrom(`${from} as x`)
        .select(['x.employee_id', sql<number>`${sql.lit(isWatcher)}`.as('is_watcher')])
        .where('x.task_id', '=', rowId);
    const rows = await db
      .selectFrom((eb) =>
        people('task_assignees', 0)
          .union(
            eb
              .selectFrom('task_employee_groups as g')
              .innerJoin('employee_group_members as m', 'm.group_id', 'g.group_id')
              .select(['m.employee_id', sql<number>`0`.as('is_watcher')])
              .where('g.task_id', '=', rowId),
          )
          .union(people('task_watchers', 1))
          .as('r'),
      )
      .innerJoin('employees as e', 'e.id', 'r.employee_id')
      .innerJoin('profiles as p', 'p.id', 'e.profile_id')
      .select(['e.id as employee_id', 'e.display_name', 'p.email', 'r.is_watcher'])
      .where('e.staffing_status', '=', 'active')
      .where('e.is_saas_enabled', '=', 1)
      .orderBy('r.is_watcher')
      .execute();
    const seen = new Set<number>();
    return rows.filter((row) => {
      if (seen.has(row.employee_id) || !row.email) return false;
      seen.add(row.employee_id);
      return true;
    });
  }

  /** Sends the notice to everyone the row names but `exceptEmployeeId`; answers how many. */
  async notify(
    kind: TaskNoticeKind,
    subject: TaskNoticeSubject,
    exceptEmployeeId: number | null,
  ): Promise<number> {
    const people = await this.recipients(this.db, subject.entry.rowId);
    const link = taskLink(this.publicUrl, subject);
    let sent = 0;
    for (const person of people) {
      if (person.employee_id === exceptEmployeeId) continue;
      const words = wording(kind, subject, Number(person.is_watcher) === 1);
      const text = `Hi ${person.display_name},\n\n${words.line}\n\nOpen it: ${link}\n\nThe Crewcard team`;
      await this.outbox.send({
        channel: 'email',
        to: person.email,
        template: 'task-notification',
        subject: words.subject,
        text,
        html: `<!doctype html><html><body style="font-family: sans-serif; line-height: 1.5"><p>Hi ${escapeHtml(person.display_name)},</p><p>${escapeHtml(words.line)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p><p>The Crewcard team</p></body></html>`,
      });
      sent += 1;
    }
    return sent;
  }
}
