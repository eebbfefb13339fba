import { beforeAll, describe, expect, it } from 'vitest';
import type { PayrollMember, PayrollSummary } from '../../contract/payroll';
import type { FixtureUser } from '../../server/db/fixtures';
import { at, payrollWorld, rangeOf } from './payroll-world';

/**
 * A kept summary after a change (README "Kept answers"): the members whose cards moved are read
 * and classified again, everyone else's part of the answer is kept. Each answer after a change
 * must equal what a range never read before says of the same week (read whole, nothing kept).
 */
const p = payrollWorld();
const { world, HOUR } = p;
const WEEK = rangeOf(0, 7);

let first: FixtureUser;
let second: FixtureUser;
let third: FixtureUser;

/** A member's week as a range read whole says it: the days of the week and their sums. */
const weekOf = (member: PayrollMember, data: PayrollSummary, week: PayrollSummary) => {
  const dates = new Set(week.days.map((day) => day.date));
  expect(data.days.map((day) => day.date)).toEqual(expect.arrayContaining([...dates]));
  return {
    employee_id: member.employee_id,
    display_name: member.display_name,
    days: member.days.filter((day) => dates.has(day.date)),
  };
};

/** The kept answer of WEEK against a wider range read for the first time (`fresh`). */
async function expectSameAsFresh(fresh: string) {
  const kept = await p.summary(world.org.admin, WEEK);
  const whole = await p.summary(world.org.admin, fresh);
  const ids = kept.members.map((member) => member.employee_id);
  for (const id of ids)
    expect(weekOf(p.memberOf(kept, id), kept, kept)).toEqual(
      weekOf(p.memberOf(whole, id), whole, kept),
    );
  return kept;
}

beforeAll(async () => {
  first = await p.freshWorker();
  second = await p.freshWorker();
  third = await p.freshWorker();
  await p.pay(first.employeeId, { pay_rate: 30 });
  await p.pay(second.employeeId, { pay_rate: 20 });
  await p.pay(third.employeeId, { pay_rate: 25 });
  for (const day of [0, 1, 2, 3, 4]) {
    await p.card(first.employeeId, day, 7, 16, { breaks: [['meal', 11, 11.5]] });
    await p.card(second.employeeId, day, 8, 16);
  }
  await p.card(third.employeeId, 2, 6, 12);
});

describe('a kept summary after a change', () => {
  it('reads again only whose cards moved, and answers as a range read whole', async () => {
    const before = await p.summary(world.org.admin, WEEK);
    const secondBefore = p.memberOf(before, second.employeeId);

    // A Saturday for the first worker: 8.5 + 8 hours past 40 in the week.
    await p.card(first.employeeId, 5, 8, 16);
    const added = await expectSameAsFresh(rangeOf(0, 14));
    const firstNow = p.memberOf(added, first.employeeId);
    expect(
      firstNow.totals.worked_seconds - p.memberOf(before, first.employeeId).totals.worked_seconds,
    ).toBe(8 * HOUR);
    expect(firstNow.totals.overtime_seconds).toBe(firstNow.totals.worked_seconds - 40 * HOUR);
    // The second worker's part is the one kept, as it was.
    expect(p.memberOf(added, second.employeeId)).toEqual(secondBefore);
    expect(added.totals.worked_seconds).toBe(before.totals.worked_seconds + 8 * HOUR);

    // A break written straight to the table (its trigger finds the member through the card).
    const card = await world.server.db
      .selectFrom('time_cards')
      .select('id')
      .where('employee_id', '=', second.employeeId)
      .orderBy('clock_in_dt_unix')
      .executeTakeFirstOrThrow();
    await world.server.db
      .insertInto('time_card_breaks')
      .values({
        org_id: world.org.orgId,
        time_card_id: card.id,
        break_type: 'meal',
        is_paid: 0,
        start_dt_unix: at(0, 12),
        end_dt_unix: at(0, 13),
      })
      .execute();
    const withBreak = await expectSameAsFresh(rangeOf(-7, 7));
    expect(p.memberOf(withBreak, second.employeeId).totals.worked_seconds).toBe(
      secondBefore.totals.worked_seconds - HOUR,
    );

    // The third worker's only card deleted: they leave the answer.
    await world.server.db
      .updateTable('time_cards')
      .set({ deleted_at_unix: Math.floor(Date.now() / 1000) })
      .where('employee_id', '=', third.employeeId)
      .execute();
    const deleted = await expectSameAsFresh(rangeOf(-14, 7));
    expect(deleted.members.map((member) => member.employee_id)).not.toContain(third.employeeId);

    // A new name is read again too.
    await world.server.db
      .updateTable('employees')
      .set({ display_name: 'Renamed Worker' })
      .where('id', '=', first.employeeId)
      .execute();
    const renamed = await expectSameAsFresh(rangeOf(0, 21));
    expect(p.memberOf(renamed, first.employeeId).display_name).toBe('Renamed Worker');
  });
});
