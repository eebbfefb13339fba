/**
 * The time-card bench's database work: members with weeks of cards seeded, the organisation's
 * split setting, and the cards a phase left open.
 */
import { ROLE } from '../contract/access';
import { type Db } from '../server/db/connection';
import { seedBulkActiveMembers } from '../server/db/seed-bulk';
import { seedBulkTimeCards } from '../server/db/seed-bulk-time-cards';
import type { ClockClient } from './time-cards-client';
import { SUMMARY_MEMBERS, WEEKS } from './time-cards-shape';

/**
 * 500 active workers added to the demo organisation, each with four weeks of cards, in crews of
 * 20 (seed-bulk-time-cards.ts), and the two projects the clock sends time to.
 */
export async function seed(db: Db, orgId: number) {
  const members = await seedBulkActiveMembers(db, orgId, SUMMARY_MEMBERS);
  const approver = await db
    .selectFrom('employees')
    .select('id')
    .where('org_id', '=', orgId)
    .where('role_id', '=', ROLE.admin)
    .executeTakeFirstOrThrow();
  const seeded = await seedBulkTimeCards(db, {
    orgId,
    employeeIds: members,
    weeks: WEEKS,
    approverId: approver.id,
  });
  const projects = await db
    .selectFrom('projects')
    .select('id')
    .where('org_id', '=', orgId)
    .where('archived_at_unix', 'is', null)
    .orderBy('id')
    .limit(2)
    .execute();
  if (projects.length < 2) throw new Error('The demo organisation needs two open projects');
  return {
    members,
    projects: [projects[0]!.id, projects[1]!.id] as [number, number],
    seeded,
  };
}

/** Split time cards on or off (PATCH the organisation, as the time settings screen does). */
export async function setSplit(
  base: string,
  headers: Record<string, string>,
  orgId: number,
  split: boolean,
): Promise<void> {
  const response = await fetch(`${base}/v1/orgs/${orgId}`, {
    method: 'PATCH',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ is_split_tc_enabled: split }),
  });
  if (!response.ok) throw new Error(`Setting split time cards failed: ${response.status}`);
}

/** After the restart: clocks out every card of `crew` the kill left running, through the API. */
export async function clockOutOpen(
  db: Db,
  client: ClockClient,
  orgId: number,
  crew: number[],
): Promise<{ open: number; clockedOut: number }> {
  const open = await openCards(db, orgId, crew);
  // Clocking out ends a running break too (clock-steps.ts closeCard).
  const answers = await Promise.all(
    open.map((id) => client.send(client.onCard(id, 'clock_out'), null)),
  );
  return {
    open: open.length,
    clockedOut: answers.filter((answer) => answer.status >= 200 && answer.status < 300).length,
  };
}

/** The running cards of `crew`. */
export async function openCards(db: Db, orgId: number, crew: number[]): Promise<number[]> {
  const rows = await db
    .selectFrom('time_cards')
    .select('id')
    .where('org_id', '=', orgId)
    .where('employee_id', 'in', crew)
    .where('clock_out_dt_unix', 'is', null)
    .where('deleted_at_unix', 'is', null)
    .execute();
  return rows.map((row) => row.id);
}
