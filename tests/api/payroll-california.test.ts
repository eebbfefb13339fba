import { beforeAll, describe, expect, it } from 'vitest';
import { payrollWorld, rangeOf } from './payroll-world';

/**
 * GET payroll/summary for a California organisation: daily overtime and double time with their
 * reasons (Cal. Lab. Code 510(a)), and the meal period premium for a missed meal break
 * (Cal. Lab. Code 226.7) against the rule group's required first meal break.
 */
const p = payrollWorld();
const { world, HOUR } = p;
const WEEK = rangeOf(0, 7);

beforeAll(async () => {
  await world.server.db
    .updateTable('organisations')
    .set({ state: 'CA' })
    .where('id', '=', world.org.orgId)
    .execute();
  // The organisation's default time-clock rules ask for a 30-minute meal after 5 hours of work.
  await world.server.db
    .updateTable('rule_groups')
    .set({
      is_first_meal_break_required: 1,
      first_meal_break_after_seconds: 5 * HOUR,
      first_meal_break_duration_seconds: 30 * 60,
    })
    .where('org_id', '=', world.org.orgId)
    .where('is_organization_default', '=', 1)
    .execute();
});

async function memberWeek(employeeId: number) {
  const data = await p.summary(world.org.admin, `${WEEK}&employee_ids=${employeeId}`);
  return p.memberOf(data, employeeId);
}

describe('California overtime (Cal. Lab. Code 510(a))', () => {
  it('pays over 8 h in a workday at 1.5× and over 12 h at 2×, and says why', async () => {
    const worker = await p.freshWorker();
    await p.pay(worker.employeeId);
    // 10 hours of work on Monday; 13 on Tuesday (meals and rest breaks taken as the law asks).
    await p.card(worker.employeeId, 0, 6, 16.5, {
      breaks: [
        ['rest', 8, 8.25],
        ['meal', 10.5, 11],
        ['rest', 13, 13.25],
      ],
    });
    await p.card(worker.employeeId, 1, 5, 19, {
      breaks: [
        ['meal', 9.5, 10],
        ['meal', 14, 14.5],
      ],
    });
    const member = await memberWeek(worker.employeeId);
    expect(member.rule_id).toBe('california');
    const [monday, tuesday] = member.days;
    expect([monday!.regular_seconds, monday!.overtime_seconds]).toEqual([8 * HOUR, 2 * HOUR]);
    expect([
      tuesday!.regular_seconds,
      tuesday!.overtime_seconds,
      tuesday!.double_time_seconds,
    ]).toEqual([8 * HOUR, 4 * HOUR, 1 * HOUR]);
    const reasons = tuesday!.spans.map((span) => [span.pay_class, span.reason.code]);
    // Only time above straight time carries a span and its reason.
    expect(reasons).toEqual([
      ['overtime', 'daily_overtime'],
      ['overtime', 'daily_overtime'],
      ['double_time', 'daily_double_time'],
    ]);
    expect(tuesday!.spans[0]!.reason).toMatchObject({
      rule_id: 'california',
      threshold_seconds: 8 * HOUR,
      multiplier: 1.5,
      citation: 'Cal. Lab. Code 510(a)',
      text: 'Over 8 h in the workday: overtime at 1.5×',
    });
    expect(tuesday!.spans[2]!.reason).toMatchObject({
      threshold_seconds: 12 * HOUR,
      multiplier: 2,
    });
  });
});

describe('meal period premium (Cal. Lab. Code 226.7)', () => {
  it('pays one premium hour at the regular rate for a missed meal break', async () => {
    const worker = await p.freshWorker();
    await p.pay(worker.employeeId);
    // 08:00–15:00 with two 10-minute rest breaks and no meal.
    await p.card(worker.employeeId, 2, 8, 15, {
      breaks: [
        ['rest', 10, 10 + 1 / 6],
        ['rest', 13, 13 + 1 / 6],
      ],
    });
    // Thursday: the meal was taken in time, so nothing is owed.
    await p.card(worker.employeeId, 3, 8, 15.5, {
      breaks: [
        ['rest', 10, 10 + 1 / 6],
        ['meal', 12, 12.5],
        ['rest', 14, 14 + 1 / 6],
      ],
    });
    const member = await memberWeek(worker.employeeId);
    const wednesday = member.days[2]!;
    expect(wednesday.break_flags).toEqual([
      {
        time_card_id: expect.any(Number),
        kind: 'missed',
        break: 'first_meal',
        premium_hours: 1,
        text: 'First meal break missed: due after 5 h of work (30 min)',
      },
    ]);
    expect(wednesday.premium_hours).toBe(1);
    expect(wednesday.pay).toMatchObject({
      straight_time_cents: 14_000,
      break_premium_cents: 2_000,
      gross_cents: 16_000,
    });
    expect(member.days[3]!.break_flags).toEqual([]);
    expect(member.totals.premium_hours).toBe(1);
  });

  it('pays no premium to an exempt member, though the break is still flagged', async () => {
    const worker = await p.freshWorker();
    await p.pay(worker.employeeId, { exemption_status: 'exempt' });
    await p.card(worker.employeeId, 4, 8, 15, {
      breaks: [
        ['rest', 10, 10 + 1 / 6],
        ['rest', 13, 13 + 1 / 6],
      ],
    });
    const member = await memberWeek(worker.employeeId);
    const friday = member.days[4]!;
    expect(friday.break_flags.map((flag) => [flag.kind, flag.premium_hours])).toEqual([
      ['missed', 0],
    ]);
    // An exempt member's hours are all straight time: no span needs a reason.
    expect(friday.spans).toEqual([]);
    expect(friday.overtime_seconds + friday.double_time_seconds).toBe(0);
    expect(member.pay?.break_premium_cents).toBe(0);
  });
});
