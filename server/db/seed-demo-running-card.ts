import type { Db } from './connection';

/** A card still running since `since`, on one project and cost code for the whole of it. */
export async function insertRunningCard(
  db: Db,
  input: {
    orgId: number;
    employeeId: number;
    zone: string;
    since: number;
    status: 'working' | 'on_break';
    note: string | null;
    site: { id: number; site_id: number | null } | undefined;
    jobCodeId: number | null;
  },
): Promise<{ id: number }> {
  const card = await db
    .insertInto('time_cards')
    .values({
      org_id: input.orgId,
      employee_id: input.employeeId,
      clock_in_dt_unix: input.since,
      clock_out_dt_unix: null,
      timezone: input.zone,
      status: input.status,
      source: 'web',
      note: input.note,
      approved_by_employee_id: null,
      approved_at_unix: null,
      signed_off_at_unix: null,
      created_by_profile_id: null,
      created_at_unix: input.since,
      updated_at_unix: input.since,
      deleted_at_unix: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('time_card_allocations')
    .values({
      org_id: input.orgId,
      time_card_id: card.id,
      project_id: input.site?.id ?? null,
      work_site_id: input.site?.site_id ?? null,
      job_code_id: input.jobCodeId,
      start_dt_unix: input.since,
      end_dt_unix: null,
    })
    .execute();
  return card;
}
