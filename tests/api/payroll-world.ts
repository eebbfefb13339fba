/** Shared set-up of the payroll API tests (payroll-*.test.ts), on the time-card world. */
import { beforeAll, expect } from 'vitest';
import { zPayrollSummaryResponse, type PayrollSummary } from '../../contract/payroll';
import { addDays } from '../../contract/time/plain-date';
import { zonedToUnix } from '../../contract/time/zoned-time';
import type { FixtureUser } from '../../server/db/fixtures';
import { timeCardsWorld } from './time-cards-world';

export const LA = 'America/Los_Angeles';
/** A Monday of a week without a daylight-saving change in Los Angeles. */
export const MONDAY = '2025-06-02';
const HOUR = 3600;

/** A local instant: `day` days after MONDAY, `hours` after local midnight. */
export const at = (day: number, hours: number) =>
  zonedToUnix(addDays(MONDAY, day), Math.round(hours * HOUR), LA);

/** Query text of a range of local days after MONDAY ([from, to) in days). */
export const rangeOf = (from: number, to: number) =>
  `start_dt_unix=${at(from, 0)}&end_dt_unix=${at(to, 0)}`;

/** A break of a card: its type and local start and end hours on the card's day. */
export type BreakSpec = ['meal' | 'rest', number, number];

/**
 * The time-card world (an administrator, two managers with two workers each, Pro) in Los
 * Angeles, with manual cards, pay records and summaries written as a timesheet reads.
 */
export function payrollWorld() {
  const t = timeCardsWorld();
  const { world } = t;

  beforeAll(async () => {
    await world.server.db
      .updateTable('organisations')
      .set({ timezone: LA })
      .where('id', '=', world.org.orgId)
      .execute();
  });

  /** A manual card on `day` (after MONDAY) from `from` to `to` local hours (to may pass 24). */
  async function card(
    employeeId: number,
    day: number,
    from: number,
    to: number,
    extra: {
      breaks?: BreakSpec[];
      /** Stretches as seconds of work, in order (manual cards' allocations). */
      allocations?: { org_project_id: number; job_code_id?: number; seconds: number }[];
    } = {},
  ) {
    const clockIn = at(day, from);
    const clockOut = at(day, to);
    const breaks = (extra.breaks ?? []).map(([type, start, end]) => ({
      break_type: type,
      start_dt_unix: at(day, start),
      end_dt_unix: at(day, end),
    }));
    return t.ok(
      await t.call(world.org.admin, 'POST', `${t.base()}/manual_time_cards`, {
        employee_id: employeeId,
        clock_in_dt_unix: clockIn,
        clock_out_dt_unix: clockOut,
        breaks,
        ...(to - from > 24 ? { confirm_over_24_hours: true } : {}),
        ...(extra.allocations ? { allocations: extra.allocations } : {}),
      }),
    );
  }

  /** A pay record of the member, in effect from well before the test weeks. */
  async function pay(employeeId: number, record: Record<string, unknown> = {}) {
    const response = await t.call(
      world.org.admin,
      'POST',
      `${t.base()}/employee/${employeeId}/saas_compensation`,
      { effective_dt_unix: at(-60, 0), pay_type: 'hourly', pay_rate: 20, ...record },
    );
    expect(response.status, response.text).toBe(200);
  }

  /** GET payroll/summary as the user; must answer 200. */
  async function summary(user: FixtureUser, query: string): Promise<PayrollSummary> {
    const response = await t.call(user, 'GET', `${t.base()}/payroll/summary?${query}`);
    expect(response.status, response.text).toBe(200);
    return zPayrollSummaryResponse.parse(response.body).data;
  }

  const memberOf = (data: PayrollSummary, employeeId: number) => {
    const member = data.members.find((each) => each.employee_id === employeeId);
    expect(member, `member ${employeeId} in the summary`).toBeDefined();
    return member!;
  };

  return { ...t, card, pay, summary, memberOf, HOUR };
}
