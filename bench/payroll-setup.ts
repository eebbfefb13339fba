/**
 * The payroll benchmark's data: 2,000 active workers on hourly pay records under a weekly
 * 40-hour overtime rule, each with a year of split weekdays and Saturdays (about 1,140,000 cards,
 * seed-bulk-time-cards.ts), so a two-week pay period holds about 44,000 cards and a month about
 * 100,000.
 */
import { ROLE } from '../contract/access';
import { zonedDate } from '../contract/time/zoned-time';
import { type Db } from '../server/db/connection';
import { seedBulkActiveMembers } from '../server/db/seed-bulk';
import { seedBulkTimeCards } from '../server/db/seed-bulk-time-cards';
import { nowUnix } from '../server/lib/time';

export const PAYROLL_MEMBERS = 2_000;
export const PAYROLL_WEEKS = 52;

export async function seedPayroll(db: Db, orgId: number) {
  const members = await seedBulkActiveMembers(db, orgId, PAYROLL_MEMBERS);
  const org = await db
    .selectFrom('organisations')
    .select('timezone')
    .where('id', '=', orgId)
    .executeTakeFirstOrThrow();
  const now = nowUnix();
  // A weekly-only rule, so the raw SQL beside the summary can count the same overtime.
  const rule = await db
    .insertInto('overtime_rules')
    .values({
      org_id: orgId,
      name: 'Bench weekly 40',
      daily_overtime_after_minutes: null,
      daily_double_time_after_minutes: null,
      weekly_overtime_after_minutes: 40 * 60,
      is_seventh_day_rule: 0,
      created_at_unix: now,
      updated_at_unix: now,
      archived_at_unix: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const effective = now - 400 * 86_400;
  for (let from = 0; from < members.length; from += 500)
    await db
      .insertInto('compensations')
      .values(
        members.slice(from, from + 500).map((employeeId, index) => ({
          org_id: orgId,
          employee_id: employeeId,
          effective_dt_unix: effective,
          effective_date: zonedDate(effective, org.timezone),
          pay_type: 'hourly',
          pay_rate_cents: 2_000 + ((from + index) % 21) * 100,
          exemption_status: 'non-exempt',
          is_breaks_paid: null,
          rate_type_1099: null,
          annual_salary_cents: null,
          weekly_hours_e2: null,
          overtime_rule_id: rule.id,
          wc_code_id: null,
          created_at_unix: now,
          updated_at_unix: now,
        })),
      )
      .execute();
  const approver = await db
    .selectFrom('employees')
    .select('id')
    .where('org_id', '=', orgId)
    .where('role_id', '=', ROLE.admin)
    .executeTakeFirstOrThrow();
  const seeded = await seedBulkTimeCards(db, {
    orgId,
    employeeIds: members,
    weeks: PAYROLL_WEEKS,
    approverId: approver.id,
    shape: { split: true, saturdays: true },
  });
  return { members, seeded, timezone: org.timezone };
}
