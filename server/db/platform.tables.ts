import type { Generated, Selectable } from 'kysely';

/**
 * Tables of no module, the server's own services': the mail outbox (server/mail/outbox.ts), the
 * audit log (server/lib/audit.ts) and the job queue.
 */
export type PlatformTables = {
  outbox: OutboxTable;
  audit_log: AuditLogTable;
  jobs: JobTable;
};

export type OutboxTable = {
  id: Generated<number>;
  channel: string;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  created_at_unix: number;
  sent_at_unix: number | null;
  attempts: number;
  error: string | null;
};

export type AuditLogTable = {
  id: Generated<number>;
  actor_profile_id: number | null;
  org_id: number | null;
  entity: string;
  entity_id: number | null;
  action: string;
  before_json: string | null;
  after_json: string | null;
  at_unix: number;
  /** Why the change was made, when the caller gave a reason (time cards, migration 0011). */
  reason: string | null;
};

export type JobTable = {
  id: Generated<number>;
  org_id: number | null;
  kind: string;
  status: string;
  payload: string;
  result: string | null;
  error: string | null;
  created_at_unix: number;
  updated_at_unix: number;
  finished_at_unix: number | null;
};

export type OutboxRow = Selectable<OutboxTable>;
