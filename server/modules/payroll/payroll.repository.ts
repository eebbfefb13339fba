import type { PaySchedule } from '../../../contract/pay-schedules';
import type { PlainDate } from '../../../contract/time/plain-date';
import type { Db } from '../../db/connection';
import { fromFlag } from '../../lib/flags';
import { toPaySchedule } from '../pay-schedules/pay-schedules.service';
import { memberTeams } from '../teams/teams.service';
import { approvedTimeOffByDay } from '../time-off/time-off.service';
import { inScope, type EmployeesAsE, type ListScope } from '../visibility/visibility.service';
import { readMemberCardVersions, readRangeCards, readRangeMembers } from './payroll-card-reads';
import type { PayrollOrg, RangeData, TimeOffDay } from './payroll-data';
import { readPayBasis } from './payroll-pay-reads';

/**
 * The reads of the payroll summary, set-based: the organisation with its versions and default
 * pay schedule (one row); then the cards of a range's workweeks with their breaks and
 * allocations (payroll-card-reads.ts) and what they are paid by (payroll-pay-reads.ts), six
 * statements at once, whoever the answer is for; closed runs. No per-member round trip. Every
 * query takes the organisation.
 */
export class PayrollRepository {
  constructor(readonly db: Db) {}

  /** The organisation's settings, versions and default pay schedule (undefined: no such org). */
  async org(orgId: number): Promise<PayrollOrg | undefined> {
    const row = await this.db
      .selectFrom('organisations as o')
      .leftJoin('org_pay_versions as pv', 'pv.org_id', 'o.id')
      .leftJoin('org_time_card_versions as tv', 'tv.org_id', 'o.id')
      .select([
        'o.timezone',
        'o.state',
        'o.has_default_state_break_rule',
        'pv.version as pay_version',
        'tv.version as time_card_version',
      ])
      .where('o.id', '=', orgId)
      .executeTakeFirst();
    if (!row) return undefined;
    const schedule = await this.db
      .selectFrom('pay_schedules')
      .selectAll()
      .where('org_id', '=', orgId)
      .where('is_default', '=', 1)
      .executeTakeFirst();
    return {
      timezone: row.timezone,
      state: row.state,
      hasStateBreakRule: fromFlag(row.has_default_state_break_rule),
      defaultSchedule: schedule ? toPaySchedule(schedule) : null,
      timeCardVersion: Number(row.time_card_version ?? 0),
      payVersion: Number(row.pay_version ?? 0),
    };
  }

  /** A pay schedule of the organisation. */
  async schedule(orgId: number, id: number): Promise<PaySchedule | undefined> {
    const row = await this.db
      .selectFrom('pay_schedules')
      .selectAll()
      .where('org_id', '=', orgId)
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? toPaySchedule(row) : undefined;
  }

  /**
   * Every card (not deleted) of the organisation touching [from, to), with its breaks and
   * allocations, and what they are paid by.
   */
  async rangeData(orgId: number, from: number, to: number): Promise<RangeData> {
    const [cards, basis] = await Promise.all([
      readRangeCards(this.db, orgId, from, to),
      readPayBasis(this.db, orgId, to),
    ]);
    return { ...cards, ...basis };
  }

  /** The cards of some members touching [from, to) (pay_basis unchanged: read it separately). */
  rangeCards(orgId: number, from: number, to: number, employeeIds?: readonly number[]) {
    return readRangeCards(this.db, orgId, from, to, employeeIds);
  }

  /** What cards are paid by, up to `to`. */
  payBasis(orgId: number, to: number) {
    return readPayBasis(this.db, orgId, to);
  }

  /** Who has a card touching [from, to), with their names. */
  rangeMembers(orgId: number, from: number, to: number) {
    return readRangeMembers(this.db, orgId, from, to);
  }

  /** The version of each member's cards. */
  memberCardVersions(orgId: number) {
    return readMemberCardVersions(this.db, orgId);
  }

  /** The members of the organisation a narrowed scope covers (the caller and their workers). */
  async idsInScope(orgId: number, scope: Exclude<ListScope, { kind: 'all' }>) {
    if (scope.kind === 'self') return new Set([scope.employeeId]);
    const rows = await this.db
      .selectFrom('employees as e')
      .select('e.id')
      .where('e.org_id', '=', orgId)
      // The conditions name the member as `e`, as the visibility module writes them.
      .where((eb) => inScope(eb as unknown as EmployeesAsE, scope))
      .execute();
    return new Set(rows.map((row) => row.id));
  }

  /** The teams of each member of the organisation. */
  teamsOf(orgId: number): Promise<Map<number, number[]>> {
    return memberTeams(this.db, orgId);
  }

  /** Names and budgets of the organisation's projects (job costing). */
  async projects(orgId: number, ids: readonly number[]) {
    if (ids.length === 0) return [];
    return this.db
      .selectFrom('projects')
      .select(['id', 'name', 'budget_hours', 'labour_budget_cents'])
      .where('org_id', '=', orgId)
      .where('id', 'in', ids)
      .execute();
  }

  /** Codes and names of the organisation's cost codes (job costing). */
  async jobCodes(orgId: number, ids: readonly number[]) {
    if (ids.length === 0) return [];
    return this.db
      .selectFrom('job_codes')
      .select(['id', 'code', 'name'])
      .where('org_id', '=', orgId)
      .where('id', 'in', ids)
      .execute();
  }

  /** Every member of the organisation (time off may be anyone's). */
  async memberIds(orgId: number): Promise<Set<number>> {
    const rows = await this.db
      .selectFrom('employees')
      .select('id')
      .where('org_id', '=', orgId)
      .execute();
    return new Set(rows.map((row) => row.id));
  }

  /** Display names of members (closed runs may name members with no time now). */
  async names(orgId: number, ids: readonly number[]): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('employees')
      .select(['id', 'display_name'])
      .where('org_id', '=', orgId)
      .where('id', 'in', ids)
      .execute();
    return new Map(rows.map((row) => [row.id, row.display_name]));
  }

  /** The closed run of a pay period, with who closed it. */
  async run(db: Db, orgId: number, scheduleId: number, index: number) {
    const row = await db
      .selectFrom('payroll_runs as r')
      .leftJoin('employees as e', 'e.id', 'r.closed_by_employee_id')
      .select([
        'r.id',
        'r.summary_json',
        'r.closed_at_unix',
        'r.closed_by_employee_id',
        'e.display_name as closed_by_name',
      ])
      .where('r.org_id', '=', orgId)
      .where('r.pay_schedule_id', '=', scheduleId)
      .where('r.pay_period_index', '=', index)
      .executeTakeFirst();
    return row && { ...row, closed_at_unix: Number(row.closed_at_unix) };
  }

  /** Keeps a closed run, replacing the period's earlier one; answers its id. */
  async saveRun(
    db: Db,
    run: {
      orgId: number;
      scheduleId: number;
      index: number;
      start: number;
      end: number;
      summaryJson: string;
      employeeId: number | null;
      profileId: number;
      at: number;
    },
  ): Promise<number> {
    const values = {
      start_dt_unix: run.start,
      end_dt_unix: run.end,
      summary_json: run.summaryJson,
      closed_by_employee_id: run.employeeId,
      closed_by_profile_id: run.profileId,
      closed_at_unix: run.at,
    };
    const row = await db
      .insertInto('payroll_runs')
      .values({
        org_id: run.orgId,
        pay_schedule_id: run.scheduleId,
        pay_period_index: run.index,
        ...values,
      })
      .onConflict((oc) =>
        oc.columns(['org_id', 'pay_schedule_id', 'pay_period_index']).doUpdateSet(values),
      )
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** Approved time off of the members on each calendar day of [startDate, endDate] (the time-off module's). */
  timeOffForRange(input: {
    orgId: number;
    employeeIds: readonly number[];
    startDate: PlainDate;
    endDate: PlainDate;
    timeZone: string;
  }): Promise<TimeOffDay[]> {
    return approvedTimeOffByDay(this.db, input);
  }
}
