import { sql, type Kysely, type Migration } from 'kysely';
import { columnsFor } from './columns';
import {
  createOrgVersionTriggers,
  dropOrgVersionTriggers,
  type VersionTrigger,
} from './org-version-triggers';

/**
 * Tasks (server/modules/tasks/README.md), written once for both dialects:
 * - tasks: one-off tasks, series (with their rule and last due) and occurrences stored on their
 *   own (series_id, occurrence_dt_unix; they go with their series). The list reads
 *   (org_id, start_dt_unix) and (org_id, last_due_unix): the rows that can meet a range.
 * - task_assignees, task_watchers, task_employee_groups, task_tag_links: the people, teams and
 *   tags of each row, indexed for the filters (by member, team, tag).
 * - task_tags: the organisation's tags, a name unique whatever its case.
 * - task_checklist_items, task_notes, task_note_files: each row's checklist and notes.
 * - task_occurrence_exceptions: occurrences a series skips (stored on their own, or deleted),
 *   one row per occurrence.
 * - task_due_notices: the due-soon notices sent, one per occurrence.
 * - org_task_versions: the version the list's kept expansions and answers are read under, kept
 *   by triggers as the time cards' (0015), so it is exact whatever writes the tables: every write
 *   of the task tables, and of what a list shows or reaches through them (members' names,
 *   managers and status; teams, their members and managers; project and work-site names).
 */

/** Each trigger: its table, the writes it follows, and when (all of them unless said). */
export const TASK_TRIGGERS_0020: VersionTrigger[] = [
  ...[
    'tasks',
    'task_assignees',
    'task_watchers',
    'task_employee_groups',
    'task_tag_links',
    'task_tags',
    'task_checklist_items',
    'task_notes',
    'task_occurrence_exceptions',
    'employee_secondary_managers',
    'employee_group_members',
    'employee_group_managers',
  ].map((table) => ({
    name: `${table}_task_version`,
    table,
    events: ['INSERT', 'UPDATE', 'DELETE'],
  })),
  {
    name: 'employees_task_version',
    table: 'employees',
    events: ['UPDATE OF org_id, display_name, primary_manager_id, staffing_status'],
    when: ['org_id', 'display_name', 'primary_manager_id', 'staffing_status']
      .map((column) => `OLD.${column} IS DISTINCT FROM NEW.${column}`)
      .join(' OR '),
  },
  {
    name: 'employee_groups_task_version',
    table: 'employee_groups',
    events: ['UPDATE OF name, archived_at_unix'],
    when: 'OLD.name IS DISTINCT FROM NEW.name OR OLD.archived_at_unix IS DISTINCT FROM NEW.archived_at_unix',
  },
  ...['projects', 'work_sites'].map((table) => ({
    name: `${table}_task_version`,
    table,
    events: ['UPDATE OF name'],
    when: 'OLD.name IS DISTINCT FROM NEW.name',
  })),
];

export const tasks: Migration = {
  async up(db: Kysely<unknown>) {
    const { unix, head, times } = columnsFor(db);

    await head(db.schema.createTable('tasks'))
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('start_dt_unix', unix, (c) => c.notNull())
      .addColumn('due_dt_unix', unix, (c) => c.notNull())
      .addColumn('timezone', 'text', (c) => c.notNull())
      .addColumn('rrule_string', 'text')
      .addColumn('last_due_unix', unix)
      .addColumn('series_id', 'integer', (c) => c.references('tasks.id').onDelete('cascade'))
      .addColumn('occurrence_dt_unix', unix)
      .addColumn('org_project_id', 'integer', (c) =>
        c.references('projects.id').onDelete('set null'),
      )
      .addColumn('work_site_id', 'integer', (c) =>
        c.references('work_sites.id').onDelete('set null'),
      )
      .addColumn('notify_assignees', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('created_by_employee_id', 'integer', (c) =>
        c.references('employees.id').onDelete('set null'),
      )
      .$call(times)
      .execute();
    await sql`create index tasks_org_start on tasks (org_id, start_dt_unix)`.execute(db);
    await sql`create index tasks_org_last_due on tasks (org_id, last_due_unix)`.execute(db);
    await sql`create index tasks_series on tasks (series_id, occurrence_dt_unix)`.execute(db);

    for (const [table, column, target] of [
      ['task_assignees', 'employee_id', 'employees'],
      ['task_watchers', 'employee_id', 'employees'],
      ['task_employee_groups', 'group_id', 'employee_groups'],
    ] as const) {
      await db.schema
        .createTable(table)
        .addColumn('org_id', 'integer', (c) =>
          c.notNull().references('organisations.id').onDelete('cascade'),
        )
        .addColumn('task_id', 'integer', (c) =>
          c.notNull().references('tasks.id').onDelete('cascade'),
        )
        .addColumn(column, 'integer', (c) =>
          c.notNull().references(`${target}.id`).onDelete('cascade'),
        )
        .addPrimaryKeyConstraint(`${table}_pk`, ['task_id', column])
        .execute();
      await sql`create index ${sql.raw(`${table}_by_${column}`)} on ${sql.table(table)} (org_id, ${sql.ref(column)}, task_id)`.execute(
        db,
      );
    }

    await head(db.schema.createTable('task_tags'))
      .addColumn('name', 'text', (c) => c.notNull())
      .$call(times)
      .execute();
    await sql`create unique index task_tags_org_name on task_tags (org_id, lower(name))`.execute(
      db,
    );
    await db.schema
      .createTable('task_tag_links')
      .addColumn('org_id', 'integer', (c) =>
        c.notNull().references('organisations.id').onDelete('cascade'),
      )
      .addColumn('task_id', 'integer', (c) =>
        c.notNull().references('tasks.id').onDelete('cascade'),
      )
      .addColumn('tag_id', 'integer', (c) =>
        c.notNull().references('task_tags.id').onDelete('cascade'),
      )
      .addPrimaryKeyConstraint('task_tag_links_pk', ['task_id', 'tag_id'])
      .execute();
    await sql`create index task_tag_links_by_tag on task_tag_links (org_id, tag_id, task_id)`.execute(
      db,
    );

    await head(db.schema.createTable('task_checklist_items'))
      .addColumn('task_id', 'integer', (c) =>
        c.notNull().references('tasks.id').onDelete('cascade'),
      )
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('copied_from_item_id', 'integer')
      .$call(times)
      .execute();
    await sql`create index task_checklist_items_task on task_checklist_items (task_id, position)`.execute(
      db,
    );

    await head(db.schema.createTable('task_notes'))
      .addColumn('task_id', 'integer', (c) =>
        c.notNull().references('tasks.id').onDelete('cascade'),
      )
      .addColumn('description', 'text')
      .addColumn('photos', 'text', (c) => c.notNull())
      .addColumn('created_by_employee_id', 'integer', (c) =>
        c.references('employees.id').onDelete('set null'),
      )
      .addColumn('copied_from_note_id', 'integer')
      .$call(times)
      .execute();
    await sql`create index task_notes_task on task_notes (task_id, id)`.execute(db);
    await db.schema
      .createTable('task_note_files')
      .addColumn('org_id', 'integer', (c) =>
        c.notNull().references('organisations.id').onDelete('cascade'),
      )
      .addColumn('note_id', 'integer', (c) =>
        c.notNull().references('task_notes.id').onDelete('cascade'),
      )
      .addColumn('file_attachment_id', 'integer', (c) =>
        c.notNull().references('file_attachments.id').onDelete('cascade'),
      )
      .addColumn('position', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('task_note_files_pk', ['note_id', 'file_attachment_id'])
      .execute();

    await db.schema
      .createTable('task_occurrence_exceptions')
      .addColumn('org_id', 'integer', (c) =>
        c.notNull().references('organisations.id').onDelete('cascade'),
      )
      .addColumn('series_id', 'integer', (c) =>
        c.notNull().references('tasks.id').onDelete('cascade'),
      )
      .addColumn('occurrence_dt_unix', unix, (c) => c.notNull())
      // Deleting the stored occurrence leaves the occurrence skipped, never shown twice.
      .addColumn('detached_task_id', 'integer', (c) =>
        c.references('tasks.id').onDelete('set null'),
      )
      .addPrimaryKeyConstraint('task_occurrence_exceptions_pk', ['series_id', 'occurrence_dt_unix'])
      .execute();
    await sql`create index task_occurrence_exceptions_org on task_occurrence_exceptions (org_id, occurrence_dt_unix)`.execute(
      db,
    );

    await db.schema
      .createTable('task_due_notices')
      .addColumn('org_id', 'integer', (c) =>
        c.notNull().references('organisations.id').onDelete('cascade'),
      )
      .addColumn('task_id', 'integer', (c) =>
        c.notNull().references('tasks.id').onDelete('cascade'),
      )
      .addColumn('occurrence_dt_unix', unix, (c) => c.notNull())
      .addColumn('sent_at_unix', unix, (c) => c.notNull())
      .addPrimaryKeyConstraint('task_due_notices_pk', ['task_id', 'occurrence_dt_unix'])
      .execute();

    await db.schema
      .createTable('org_task_versions')
      // No foreign key: deleting an organisation deletes its tasks, whose (deferred) triggers
      // then write this row after the organisation is gone. A stray row is harmless.
      .addColumn('org_id', 'integer', (c) => c.primaryKey())
      .addColumn('version', 'integer', (c) => c.notNull())
      .execute();
    await createOrgVersionTriggers(db, 'task', TASK_TRIGGERS_0020);
  },

  async down(db: Kysely<unknown>) {
    await dropOrgVersionTriggers(db, 'task', TASK_TRIGGERS_0020);
    for (const table of [
      'org_task_versions',
      'task_due_notices',
      'task_occurrence_exceptions',
      'task_note_files',
      'task_notes',
      'task_checklist_items',
      'task_tag_links',
      'task_tags',
      'task_employee_groups',
      'task_watchers',
      'task_assignees',
      'tasks',
    ])
      await db.schema.dropTable(table).ifExists().execute();
  },
};
