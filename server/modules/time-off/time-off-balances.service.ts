import { MESSAGES } from '../../../contract/errors';
import type { TimeOffBalance, TimeOffBalances } from '../../../contract/time-off';
import {
  balanceOf,
  secondsByYear,
  type BalanceYear,
  type TimeOffKind,
} from '../../../contract/time-off-rules';
import { startOfZonedDay, zonedDate } from '../../../contract/time/zoned-time';
import { YEAR_MIN } from '../../../contract/validation';
import type { Db } from '../../db/connection';
import { AppError } from '../../http/app-error';
import type { OrgContext } from '../../http/context';
import { fromFlag } from '../../lib/flags';
import type { VisibilityService } from '../visibility/visibility.service';
import type { LeavePoliciesRepository, LeavePolicyRow } from './leave-policies.repository';
import { orgTimeZone, requestScope } from './time-off-scope';
import type { MemberRow, TimeOffRepository } from './time-off.repository';

/**
 * Where hours worked come from: the time-cards module's summary, which counts a member's cards
 * as the time card summary does (whole cards on the day of their clock-in, breaks out, a running
 * card up to now).
 */
export type WorkedSecondsSource = {
  memberWorkedSeconds(
    orgId: number,
    employeeId: number,
    ranges: readonly { start: number; end: number }[],
    now: number,
  ): Promise<number[]>;
};

const yearOf = (unix: number, zone: string) => Number(zonedDate(unix, zone).slice(0, 4));

/** What a member's balances are computed from. */
export type BalanceInput = {
  orgId: number;
  member: MemberRow;
  year: number;
  zone: string;
  /** Worked seconds per calendar year (only read for policies that accrue). */
  worked: ReadonlyMap<number, number>;
};

/**
 * Balances (README "Balances"): per policy and calendar year of the organisation, the yearly
 * allowance, what hours worked earned, what came over from last year, and the approved and
 * pending requests' time. The arithmetic is contract/time-off-rules.ts balanceOf.
 */
export class TimeOffBalancesService {
  constructor(
    private readonly policies: LeavePoliciesRepository,
    private readonly requests: TimeOffRepository,
    private readonly worked: WorkedSecondsSource,
    private readonly visibility: VisibilityService,
  ) {}

  /** GET /orgs/{org_id}/employee/{employee_id}/time_off_balances. */
  async get(
    ctx: OrgContext,
    employeeId: number,
    year: number | undefined,
    now: number,
  ): Promise<TimeOffBalances> {
    const db = this.requests.db;
    const member = await this.requests.member(db, ctx.orgId, employeeId);
    if (!member || !(await this.visibility.isInScope(ctx.orgId, requestScope(ctx), employeeId)))
      throw new AppError(404, MESSAGES.notFound);
    const zone = await orgTimeZone(db, ctx);
    const today = zonedDate(now, zone);
    const asked = year ?? Number(today.slice(0, 4));
    const policies = await this.policies.inUse(db, ctx.orgId);
    const worked = await this.workedFor(ctx.orgId, member, policies, asked, zone, now);
    const balances = await this.balances(db, policies, {
      orgId: ctx.orgId,
      member,
      year: asked,
      zone,
      worked,
    });
    return { employee_id: employeeId, year: asked, as_of_date: today, balances };
  }

  /** The first year the member holds the policy: not before it existed, nor before they started. */
  firstYear(policy: LeavePolicyRow, member: MemberRow, zone: string, year: number): number {
    const started = yearOf(member.start_dt_unix ?? member.created_at_unix, zone);
    const first = Math.max(YEAR_MIN, yearOf(policy.created_at_unix, zone), started);
    return Math.min(first, year);
  }

  /**
   * The member's worked seconds in each year the accruing policies count, up to `year` (read
   * before any transaction: the time-cards module reads with its own connection).
   */
  async workedFor(
    orgId: number,
    member: MemberRow,
    policies: readonly LeavePolicyRow[],
    year: number,
    zone: string,
    now: number,
  ): Promise<Map<number, number>> {
    const accruing = policies.filter((policy) => (policy.accrual_rate ?? 0) > 0);
    const worked = new Map<number, number>();
    if (accruing.length === 0) return worked;
    const from = Math.min(...accruing.map((policy) => this.firstYear(policy, member, zone, year)));
    const years = Array.from({ length: year - from + 1 }, (_, i) => from + i);
    const ranges = years.map((each) => ({
      start: startOfZonedDay(`${each}-01-01`, zone),
      end: startOfZonedDay(`${each + 1}-01-01`, zone),
    }));
    const seconds = await this.worked.memberWorkedSeconds(orgId, member.id, ranges, now);
    years.forEach((each, i) => worked.set(each, seconds[i] ?? 0));
    return worked;
  }

  /** Each policy's balance in `input.year`, read with `db` (a transaction while requesting). */
  async balances(
    db: Db,
    policies: readonly LeavePolicyRow[],
    input: BalanceInput,
  ): Promise<TimeOffBalance[]> {
    const { orgId, member, year, zone, worked } = input;
    const rows = await this.requests.memberRequests(
      db,
      orgId,
      member.id,
      policies.map((policy) => policy.id),
      `${year}-12-31`,
    );
    // Seconds per policy, year and state.
    const taken = new Map<string, number>();
    const key = (policyId: number, each: number, status: string) => `${policyId}:${each}:${status}`;
    for (const row of rows)
      for (const [each, seconds] of secondsByYear({ ...row, kind: row.kind as TimeOffKind })) {
        const at = key(row.leave_policy_id, each, row.status);
        taken.set(at, (taken.get(at) ?? 0) + seconds);
      }
    return policies.map((policy) => {
      const first = this.firstYear(policy, member, zone, year);
      const accrues = (policy.accrual_rate ?? 0) > 0;
      const years: BalanceYear[] = [];
      for (let each = first; each <= year; each++)
        years.push({
          year: each,
          workedSeconds: accrues ? (worked.get(each) ?? 0) : 0,
          usedSeconds: taken.get(key(policy.id, each, 'approved')) ?? 0,
          pendingSeconds: taken.get(key(policy.id, each, 'pending')) ?? 0,
        });
      const balance = balanceOf(
        {
          allowanceSeconds: minutesToSeconds(policy.allowance_minutes),
          accrualRate: policy.accrual_rate,
          carryOverCapSeconds: minutesToSeconds(policy.carry_over_cap_minutes),
        },
        years,
      );
      return {
        leave_policy: policyRef(policy),
        ...balance,
        worked_seconds: years.at(-1)?.workedSeconds ?? 0,
      };
    });
  }
}

const minutesToSeconds = (minutes: number | null) => (minutes === null ? null : minutes * 60);

export function policyRef(policy: LeavePolicyRow) {
  return {
    id: policy.id,
    name: policy.name,
    code: policy.code,
    is_paid: fromFlag(policy.is_paid),
  };
}
