import type { Kysely, Migration } from 'kysely';
import { TASK_TRIGGERS_0020 } from './0020-tasks';
import {
  createOrgVersionTriggers,
  dropOrgVersionTriggers,
  type VersionTrigger,
} from './org-version-triggers';

/**
 * Which task rows moved since a version of the organisation's tasks (server/modules/tasks/README.md
 * "Kept answers"): the task triggers of 0020 raise the organisation's version as before and now
 * also keep, per row, the version of its last write (org-version-triggers.ts, keyed). After a
 * write the list reads the rows above the version it kept and expands only those again.
 *
 * A write names its row's key: a task its own id; its people, teams and tags their task; a
 * skipped or detached occurrence its series. Key 0 says "anything may have moved": a change of
 * who manages or belongs to whom, which the reach and the assignee filter read through; the list
 * is then read whole. Checklist items, notes, tag names, and names of members, teams, projects and
 * sites are not in the expansion (a page reads them fresh): they raise the version only.
 */
export const ANY_ROW = 0;

const byTask = (row: 'OLD' | 'NEW') => `${row}.task_id`;
const anyRow = () => String(ANY_ROW);

const KEYS: Record<string, ((row: 'OLD' | 'NEW') => string) | undefined> = {
  tasks: (row) => `${row}.id`,
  task_assignees: byTask,
  task_watchers: byTask,
  task_employee_groups: byTask,
  task_tag_links: byTask,
  task_occurrence_exceptions: (row) => `${row}.series_id`,
  employee_secondary_managers: anyRow,
  employee_group_members: anyRow,
  employee_group_managers: anyRow,
};

/** 0020's triggers with their keys; a member's name apart from who manages them. */
const TRIGGERS: VersionTrigger[] = [
  ...TASK_TRIGGERS_0020.filter((trigger) => trigger.table !== 'employees').map((trigger) => ({
    ...trigger,
    key: KEYS[trigger.table],
  })),
  {
    name: 'employees_task_version',
    table: 'employees',
    events: ['UPDATE OF org_id, primary_manager_id, staffing_status'],
    when: ['org_id', 'primary_manager_id', 'staffing_status']
      .map((column) => `OLD.${column} IS DISTINCT FROM NEW.${column}`)
      .join(' OR '),
    key: anyRow,
  },
  {
    name: 'employees_name_task_version',
    table: 'employees',
    events: ['UPDATE OF display_name'],
    when: 'OLD.display_name IS DISTINCT FROM NEW.display_name',
  },
];

const KEYED = { table: 'task_row_versions', column: 'task_id' };

export const taskRowVersions: Migration = {
  async up(db: Kysely<unknown>) {
    await dropOrgVersionTriggers(db, 'task', TASK_TRIGGERS_0020);
    await db.schema
      .createTable(KEYED.table)
      // No foreign keys: a deleted task's row says it moved; deferred triggers may write late.
      .addColumn('org_id', 'integer', (c) => c.notNull())
      .addColumn('task_id', 'integer', (c) => c.notNull())
      .addColumn('version', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('task_row_versions_pk', ['org_id', 'task_id'])
      .execute();
    await db.schema
      .createIndex('task_row_versions_by_version')
      .on(KEYED.table)
      .columns(['org_id', 'version'])
      .execute();
    await createOrgVersionTriggers(db, 'task', TRIGGERS, KEYED);
  },

  async down(db: Kysely<unknown>) {
    await dropOrgVersionTriggers(db, 'task', TRIGGERS);
    await db.schema.dropTable(KEYED.table).ifExists().execute();
    await createOrgVersionTriggers(db, 'task', TASK_TRIGGERS_0020);
  },
};
