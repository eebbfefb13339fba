import type { Kysely } from 'kysely';
import type { FoundationColumns } from './columns';

/** What runs after a request: the outbox of messages, the audit log and background jobs. */
export async function createWorkQueueTables(
  db: Kysely<unknown>,
  { unix, withId }: FoundationColumns,
) {
  await withId(db.schema.createTable('outbox'))
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text')
    .addColumn('created_at_unix', unix, (c) => c.notNull())
    .addColumn('sent_at_unix', unix)
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('error', 'text')
    .execute();
  await db.schema
    .createIndex('outbox_unsent')
    .on('outbox')
    .columns(['sent_at_unix', 'id'])
    .execute();

  await withId(db.schema.createTable('audit_log'))
    .addColumn('actor_profile_id', 'integer')
    .addColumn('org_id', 'integer')
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'integer')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('before_json', 'text')
    .addColumn('after_json', 'text')
    .addColumn('at_unix', unix, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('audit_log_org')
    .on('audit_log')
    .columns(['org_id', 'at_unix'])
    .execute();

  await withId(db.schema.createTable('jobs'))
    .addColumn('org_id', 'integer')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('result', 'text')
    .addColumn('error', 'text')
    .addColumn('created_at_unix', unix, (c) => c.notNull())
    .addColumn('updated_at_unix', unix, (c) => c.notNull())
    .addColumn('finished_at_unix', unix)
    .execute();
  await db.schema
    .createIndex('jobs_status')
    .on('jobs')
    .columns(['status', 'created_at_unix'])
    .execute();
  await db.schema
    .createIndex('jobs_org')
    .on('jobs')
    .columns(['org_id', 'created_at_unix'])
    .execute();
}
