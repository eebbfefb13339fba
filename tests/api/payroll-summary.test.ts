import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../contract/errors';
import { PAYROLL_TEXT } from '../../contract/payroll';
import { RULE_TEXT } from '../../contract/validation';
import type { FixtureUser } from '../../server/db/fixtures';
import { MONDAY, at, payrollWorld, rangeOf } from './payroll-world';

/**
 * GET payroll/summary: who sees whose hours and pay, per-day sums with breaks, a workweek cut by
 * the range, pay periods, and the range's refusals.
 */
const p = payrollWorld();
const { world, HOUR } = p;
const path = (orgId = world.org.orgId) => `${p.base(orgId)}/payroll/summary`;

let crew: FixtureUser[];
/** The first week: each of the four workers 8 h on Monday at $20, $21, $22, $23. */
const WEEK = rangeOf(0, 7);

beforeAll(async () => {
  crew = world.org.workers;
  for (const [index, worker] of crew.entries()) {
    await p.pay(worker.employeeId, { pay_rate: 20 + index });
    await p.card(worker.employeeId, 0, 8, 16);
  }
});

describe('who sees whose hours and pay', () => {
  it('shows a worker their own hours only, without pay', async () => {
    const data = await p.summary(crew[0]!, WEEK);
    expect(data.members.map((member) => member.employee_id)).toEqual([crew[0]!.employeeId]);
    expect(data.members[0]!.totals.worked_seconds).toBe(8 * HOUR);
    expect(data.members[0]!.pay).toBeNull();
    expect(data.members[0]!.days.every((day) => day.pay === null)).toBe(true);
    expect(data.pay).toBeNull();
    // Naming someone else finds nobody.
    const other = await p.summary(crew[0]!, `${WEEK}&employee_ids=${crew[1]!.employeeId}`);
    expect(other.members).toEqual([]);
  });

  it('shows a manager only their own workers, and no pay without permission 15', async () => {
    const response = await p.call(world.org.managers[0]!, 'GET', `${path()}?${WEEK}`);
    expect(response.status, response.text).toBe(200);
    const body = response.body as {
      data: { members: { employee_id: number; pay: unknown }[] };
      meta: { shows_pay: boolean };
    };
    expect(body.data.members.map((member) => member.employee_id)).toEqual([
      crew[0]!.employeeId,
      crew[2]!.employeeId,
    ]);
    expect(body.data.members.every((member) => member.pay === null)).toBe(true);
    expect(body.meta.shows_pay).toBe(false);
  });

  it('shows everyone’s hours to a holder of 13, and pay to nobody without 15', async () => {
    const data = await p.summary(world.viewAll, WEEK);
    expect(data.members.map((member) => member.employee_id)).toEqual(
      crew.map((worker) => worker.employeeId),
    );
    expect(data.members.every((member) => member.pay === null)).toBe(true);
  });

  it('shows an administrator everyone’s pay, each hour at its rate', async () => {
    const data = await p.summary(world.org.admin, WEEK);
    expect(data.members.map((member) => member.pay?.gross_cents)).toEqual([
      16_000, 16_800, 17_600, 18_400,
    ]);
    expect(data.members[1]!.pay).toEqual({
      straight_time_cents: 16_800,
      overtime_premium_cents: 0,
      double_time_premium_cents: 0,
      break_premium_cents: 0,
      time_off_cents: 0,
      gross_cents: 16_800,
      regular_rate_cents_per_hour: 2_100,
    });
    expect(data.pay?.gross_cents).toBe(68_800);
    expect(data.totals.worked_seconds).toBe(32 * HOUR);
    expect(data.members[0]!.rule_id).toBe('flsa');
    expect(data.members[0]!.pay_type).toBe('hourly');
  });

  it('shows a manager with 15 everyone’s hours but only their own workers’ pay', async () => {
    const manager = await world.server.fixtures.member(world.org.orgId, 31, {
      label: 'manager31',
      name: 'Fran Financial',
    });
    const own = await p.freshWorker(manager);
    await p.pay(own.employeeId, { pay_rate: 30 });
    await p.card(own.employeeId, 1, 8, 12);
    const data = await p.summary(manager, WEEK);
    const pays = new Map(data.members.map((member) => [member.employee_id, member.pay]));
    expect(pays.get(own.employeeId)?.gross_cents).toBe(12_000);
    expect(pays.get(crew[0]!.employeeId)).toBeNull();
    expect(data.pay?.gross_cents).toBe(12_000);
  });

  it('lists a member without a pay record with hours classified by the FLSA and no pay', async () => {
    const unpaid = await p.freshWorker();
    await p.card(unpaid.employeeId, 2, 6, 18);
    const member = p.memberOf(await p.summary(world.org.admin, WEEK), unpaid.employeeId);
    expect(member.pay).toBeNull();
    expect(member.pay_type).toBeNull();
    expect(member.rule_id).toBe('flsa');
    expect(member.totals.regular_seconds).toBe(12 * HOUR);
  });
});

describe('per-day sums', () => {
  it('counts paid breaks as worked and unpaid ones out, on the day they were taken', async () => {
    const worker = await p.freshWorker();
    await p.pay(worker.employeeId);
    // 07:00–16:00 with a paid 15-minute rest break and an unpaid 30-minute meal.
    await p.card(worker.employeeId, 1, 7, 16, {
      breaks: [
        ['rest', 10, 10.25],
        ['meal', 12, 12.5],
      ],
    });
    const data = await p.summary(world.org.admin, `${WEEK}&employee_ids=${worker.employeeId}`);
    expect(data.days.map((day) => day.date)).toEqual([
      MONDAY,
      '2025-06-03',
      '2025-06-04',
      '2025-06-05',
      '2025-06-06',
      '2025-06-07',
      '2025-06-08',
    ]);
    const member = p.memberOf(data, worker.employeeId);
    expect(member.days).toHaveLength(7);
    const tuesday = member.days[1]!;
    expect(tuesday).toMatchObject({
      date: '2025-06-03',
      worked_seconds: 8.5 * HOUR,
      regular_seconds: 8.5 * HOUR,
      overtime_seconds: 0,
      break_seconds: 0.75 * HOUR,
      paid_break_seconds: 0.25 * HOUR,
      approval: { card_count: 1, approved_count: 0, pending_count: 1 },
    });
    expect(tuesday.pay?.straight_time_cents).toBe(17_000);
    // Straight time only: no span needs a reason.
    expect(tuesday.spans).toEqual([]);
    expect(member.days.filter((day) => day.worked_seconds > 0)).toHaveLength(1);
    expect(member.totals).toMatchObject({ worked_seconds: 8.5 * HOUR, break_seconds: 0.75 * HOUR });
  });

  it('keeps the weekly overtime of a workweek the range cuts (29 U.S.C. 207(a)(1))', async () => {
    const worker = await p.freshWorker();
    await p.pay(worker.employeeId);
    for (const day of [0, 1, 2, 3, 4]) await p.card(worker.employeeId, day, 7, 17);
    // Thursday and Friday only: 40 hours were already worked by Thursday's end.
    const data = await p.summary(
      world.org.admin,
      `${rangeOf(3, 5)}&employee_ids=${worker.employeeId}`,
    );
    const member = p.memberOf(data, worker.employeeId);
    expect(member.days.map((day) => [day.date, day.regular_seconds, day.overtime_seconds])).toEqual(
      [
        ['2025-06-05', 10 * HOUR, 0],
        ['2025-06-06', 0, 10 * HOUR],
      ],
    );
    const reason = member.days[1]!.spans[0]!.reason;
    expect(reason).toMatchObject({
      code: 'weekly_overtime',
      rule_id: 'flsa',
      threshold_seconds: 40 * HOUR,
      multiplier: 1.5,
      citation: '29 U.S.C. 207(a)(1)',
    });
    // 20 h at $20, and half the regular rate again for each of the 10 overtime hours.
    expect(member.pay).toMatchObject({
      straight_time_cents: 40_000,
      overtime_premium_cents: 10_000,
      gross_cents: 50_000,
    });
  });
});

describe('filters', () => {
  it('keeps the members of a team, and the cards on a project without losing their overtime', async () => {
    const team = await world.server.fixtures.team(world.org.orgId, {
      name: 'Payroll crew',
      employeeIds: [crew[1]!.employeeId],
      managerIds: [],
    });
    const byTeam = await p.summary(world.org.admin, `${WEEK}&employee_group_ids=${team}`);
    expect(byTeam.members.map((member) => member.employee_id)).toEqual([crew[1]!.employeeId]);

    const worker = await p.freshWorker();
    await p.pay(worker.employeeId);
    for (const day of [0, 1, 2, 3]) await p.card(worker.employeeId, day, 7, 17);
    await p.card(worker.employeeId, 4, 7, 9, {
      allocations: [{ org_project_id: world.project.id, seconds: 2 * HOUR }],
    });
    const data = await p.summary(
      world.org.admin,
      `${WEEK}&employee_ids=${worker.employeeId}&org_project_ids=${world.project.id}`,
    );
    // Only Friday's card is on the project; its hours are the week's 41st and 42nd.
    expect(p.memberOf(data, worker.employeeId).totals).toMatchObject({
      worked_seconds: 2 * HOUR,
      overtime_seconds: 2 * HOUR,
    });
    const none = await p.summary(
      world.org.admin,
      `${WEEK}&employee_ids=${worker.employeeId}&org_project_ids=${world.secondProject.id}`,
    );
    expect(none.members).toEqual([]);
  });
});

describe('pay periods', () => {
  it('answers 422 for a pay period without a pay schedule', async () => {
    const response = await p.call(world.org.admin, 'GET', `${path()}?pay_period_id=0`);
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({
      message: PAYROLL_TEXT.noSchedule,
      field_hints: { pay_period_id: [PAYROLL_TEXT.noSchedule] },
    });
  });

  it('reads a period of the default schedule by its index', async () => {
    const created = await p.call(world.org.admin, 'POST', `${p.base()}/pay_schedules`, {
      name: 'Weekly',
      frequency: 'weekly',
      first_period_start_date: '2025-05-26',
      workweek_start_day: 0,
    });
    expect(created.status, created.text).toBe(200);
    const data = await p.summary(world.org.admin, 'pay_period_id=1');
    expect(data.pay_period).toEqual({
      pay_schedule_id: (created.body as { data: { id: number } }).data.id,
      pay_period_id: 1,
      start_date: MONDAY,
      end_date: '2025-06-08',
    });
    expect([data.start_dt_unix, data.end_dt_unix]).toEqual([at(0, 0), at(7, 0)]);
    expect(data.closed_run).toBeNull();
    expect(p.memberOf(data, crew[0]!.employeeId).totals.worked_seconds).toBe(8 * HOUR);
  });
});

describe('refusals', () => {
  it('answers the contract’s texts for a missing, reversed or long range', async () => {
    const cases: [string, string, string][] = [
      ['', 'start_dt_unix', PAYROLL_TEXT.rangeOrPeriod],
      [
        `start_dt_unix=${at(2, 0)}&end_dt_unix=${at(1, 0)}`,
        'start_dt_unix',
        RULE_TEXT.dateRangeOrder,
      ],
      [rangeOf(0, 40), 'end_dt_unix', PAYROLL_TEXT.rangeTooLong],
    ];
    for (const [query, field, text] of cases) {
      const response = await p.call(world.org.admin, 'GET', `${path()}?${query}`);
      expect(response.status, query).toBe(400);
      expect(
        (response.body as { field_hints: Record<string, string[]> }).field_hints[field],
      ).toEqual([text]);
    }
  });

  it('refuses another organisation’s pay schedule and finds none of its people', async () => {
    const other = await p.call(
      world.other.admin,
      'POST',
      `${p.base(world.other.orgId)}/pay_schedules`,
      {
        name: 'Theirs',
        frequency: 'weekly',
        first_period_start_date: '2025-05-26',
        workweek_start_day: 0,
      },
    );
    expect(other.status, other.text).toBe(200);
    const theirs = (other.body as { data: { id: number } }).data.id;
    const response = await p.call(
      world.org.admin,
      'GET',
      `${path()}?pay_period_id=1&pay_schedule_id=${theirs}`,
    );
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      field_hints: { pay_schedule_id: [PAYROLL_TEXT.scheduleNotFound] },
    });
    const data = await p.summary(
      world.org.admin,
      `${WEEK}&employee_ids=${world.other.workers[0]!.employeeId}`,
    );
    expect(data.members).toEqual([]);
    // Their administrator is no member here.
    const intruder = await p.call(world.other.admin, 'GET', `${path()}?${WEEK}`);
    expect(intruder.status).toBe(403);
  });

  it('refuses include_time_off on a plan without time-off management', async () => {
    const pro = await p.call(world.org.admin, 'GET', `${path()}?${WEEK}&include_time_off=true`);
    expect(pro.status, pro.text).toBe(200);
    expect((pro.body as { meta: { include_time_off: boolean } }).meta.include_time_off).toBe(true);
    await world.server.db
      .updateTable('organisations')
      .set({ plan_id: 1 })
      .where('id', '=', world.org.orgId)
      .execute();
    try {
      const starter = await p.call(
        world.org.admin,
        'GET',
        `${path()}?${WEEK}&include_time_off=true`,
      );
      expect(starter.status).toBe(403);
      expect(starter.body).toMatchObject({ message: MESSAGES.featureNotInPlan });
      const plain = await p.call(world.org.admin, 'GET', `${path()}?${WEEK}`);
      expect(plain.status).toBe(200);
    } finally {
      await world.server.db
        .updateTable('organisations')
        .set({ plan_id: 3 })
        .where('id', '=', world.org.orgId)
        .execute();
    }
  });
});
