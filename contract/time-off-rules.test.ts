import { describe, expect, it } from 'vitest';
import { ROLE } from './access';
import {
  HOUR_SECONDS as HOUR,
  balanceOf,
  datesOverlap,
  decidesTimeOff,
  hoursText,
  mayCancelTimeOff,
  mayDecideTimeOff,
  mayRequestFor,
  minutesOfTime,
  requestDays,
  secondsByYear,
  timeOfMinutes,
  weekdayCount,
  type BalancePolicy,
} from './time-off-rules';

describe('requestDays', () => {
  it('counts the weekdays of whole days, skipping the weekend', () => {
    // Friday 2026-03-06 to Tuesday 2026-03-10.
    expect(
      requestDays({
        kind: 'days',
        start_date: '2026-03-06',
        end_date: '2026-03-10',
        day_seconds: 8 * HOUR,
      }),
    ).toEqual([
      { date: '2026-03-06', seconds: 8 * HOUR },
      { date: '2026-03-09', seconds: 8 * HOUR },
      { date: '2026-03-10', seconds: 8 * HOUR },
    ]);
    expect(weekdayCount('2026-03-07', '2026-03-08')).toBe(0);
    expect(weekdayCount('2026-03-10', '2026-03-09')).toBe(0);
  });

  it('counts hours on their one date, a Saturday too', () => {
    expect(
      requestDays({
        kind: 'hours',
        start_date: '2026-03-07',
        end_date: '2026-03-07',
        day_seconds: 2.5 * HOUR,
      }),
    ).toEqual([{ date: '2026-03-07', seconds: 2.5 * HOUR }]);
  });

  it('splits a request over the years it touches', () => {
    const years = secondsByYear({
      kind: 'days',
      start_date: '2026-12-30',
      end_date: '2027-01-04',
      day_seconds: 8 * HOUR,
    });
    // Wed 30, Thu 31 Dec; Fri 1, Mon 4 Jan.
    expect([...years]).toEqual([
      [2026, 16 * HOUR],
      [2027, 16 * HOUR],
    ]);
  });
});

describe('dates and times', () => {
  it('finds requests that share a day', () => {
    const a = { start_date: '2026-03-02', end_date: '2026-03-04' };
    expect(datesOverlap(a, { start_date: '2026-03-04', end_date: '2026-03-04' })).toBe(true);
    expect(datesOverlap(a, { start_date: '2026-03-05', end_date: '2026-03-06' })).toBe(false);
    expect(datesOverlap(a, { start_date: '2026-02-01', end_date: '2026-03-31' })).toBe(true);
  });

  it('reads and writes 24-hour times', () => {
    expect(minutesOfTime('09:15')).toBe(555);
    expect(minutesOfTime('24:00')).toBeNull();
    expect(minutesOfTime('9:15')).toBeNull();
    expect(timeOfMinutes(13 * 60 + 5)).toBe('13:05');
  });

  it('writes hours with at most two decimals', () => {
    expect(hoursText(8 * HOUR)).toBe('8 h');
    expect(hoursText(7.5 * HOUR)).toBe('7.5 h');
    expect(hoursText(1000)).toBe('0.28 h');
    expect(hoursText(-8 * HOUR)).toBe('-8 h');
  });
});

describe('who decides, files and cancels', () => {
  const admin = { roleId: ROLE.admin, employeeId: 1, isProviderStaff: false };
  const manager = { roleId: 21, employeeId: 2, isProviderStaff: false };
  const worker = { roleId: ROLE.worker, employeeId: 3, isProviderStaff: false };
  const staff = { roleId: ROLE.providerAdmin, employeeId: null, isProviderStaff: true };
  const mine = { employeeId: 3, isMyWorker: true };
  const theirs = { employeeId: 4, isMyWorker: false };

  it('lets administrators decide anyone’s (their own too), managers their workers’ only', () => {
    expect(mayDecideTimeOff(admin, theirs)).toBe(true);
    expect(mayDecideTimeOff(admin, { employeeId: 1, isMyWorker: false })).toBe(true);
    expect(mayDecideTimeOff(manager, mine)).toBe(true);
    expect(mayDecideTimeOff(manager, theirs)).toBe(false);
    expect(mayDecideTimeOff(manager, { employeeId: 2, isMyWorker: true })).toBe(false);
    expect(mayDecideTimeOff(worker, { employeeId: 3, isMyWorker: false })).toBe(false);
    expect(mayDecideTimeOff(staff, theirs)).toBe(false);
    expect([admin, manager, worker, staff].map(decidesTimeOff)).toEqual([true, true, false, false]);
  });

  it('lets members file for themselves, deciders for their people', () => {
    expect(mayRequestFor(worker, { employeeId: 3, isMyWorker: false })).toBe(true);
    expect(mayRequestFor(worker, theirs)).toBe(false);
    expect(mayRequestFor(manager, mine)).toBe(true);
    expect(mayRequestFor(manager, theirs)).toBe(false);
    expect(mayRequestFor(staff, mine)).toBe(false);
  });

  it('lets the member cancel a pending request; an approved one only a decider', () => {
    const self = { employeeId: 3, isMyWorker: false };
    expect(mayCancelTimeOff(worker, self, 'pending')).toBe(true);
    expect(mayCancelTimeOff(worker, self, 'approved')).toBe(false);
    expect(mayCancelTimeOff(manager, mine, 'approved')).toBe(true);
    expect(mayCancelTimeOff(admin, theirs, 'denied')).toBe(false);
    expect(mayCancelTimeOff(admin, theirs, 'cancelled')).toBe(false);
  });
});

describe('balanceOf', () => {
  const year = (n: number, worked = 0, used = 0, pending = 0) => ({
    year: n,
    workedSeconds: worked,
    usedSeconds: used,
    pendingSeconds: pending,
  });
  const policy = (extra: Partial<BalancePolicy> = {}): BalancePolicy => ({
    allowanceSeconds: 80 * HOUR,
    accrualRate: null,
    carryOverCapSeconds: null,
    ...extra,
  });

  it('takes approved and pending time from the allowance', () => {
    expect(balanceOf(policy(), [year(2026, 0, 16 * HOUR, 8 * HOUR)])).toEqual({
      allowance_seconds: 80 * HOUR,
      accrued_seconds: 0,
      carried_over_seconds: 0,
      used_seconds: 16 * HOUR,
      pending_seconds: 8 * HOUR,
      available_seconds: 56 * HOUR,
    });
  });

  it('earns 1 hour per 30 worked, to the second', () => {
    const sick = policy({ allowanceSeconds: 0, accrualRate: 1 / 30 });
    expect(balanceOf(sick, [year(2026, 30 * HOUR)]).accrued_seconds).toBe(HOUR);
    expect(balanceOf(sick, [year(2026, 45 * HOUR)]).available_seconds).toBe(1.5 * HOUR);
  });

  it('carries what was left over, up to the cap, year after year; nothing without a cap', () => {
    const capped = policy({ allowanceSeconds: 40 * HOUR, carryOverCapSeconds: 16 * HOUR });
    // 2024 leaves 40 → 16 carry; 2025: 40 + 16 − 50 = 6 carry; 2026: 40 + 6.
    const years = [year(2024), year(2025, 0, 50 * HOUR), year(2026)];
    expect(balanceOf(capped, years)).toMatchObject({
      carried_over_seconds: 6 * HOUR,
      available_seconds: 46 * HOUR,
    });
    expect(balanceOf(policy(), years).carried_over_seconds).toBe(0);
    // Overspent years carry nothing, never a debt.
    const overspent = [year(2025, 0, 60 * HOUR), year(2026)];
    expect(balanceOf(capped, overspent).carried_over_seconds).toBe(0);
    // Pending hours of a past year do not change what carries.
    expect(balanceOf(capped, [year(2025, 0, 0, 30 * HOUR), year(2026)]).carried_over_seconds).toBe(
      16 * HOUR,
    );
  });

  it('keeps no balance without a yearly allowance', () => {
    expect(balanceOf(policy({ allowanceSeconds: null }), [year(2026, 0, 8 * HOUR)])).toEqual({
      allowance_seconds: null,
      accrued_seconds: 0,
      carried_over_seconds: 0,
      used_seconds: 8 * HOUR,
      pending_seconds: 0,
      available_seconds: null,
    });
  });
});
