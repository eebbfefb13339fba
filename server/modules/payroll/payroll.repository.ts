import type { ExemptionStatus, PayType, RateType1099 } from '../../../contract/compensation';
import { memberTeams } from '../teams/teams.service';
import type { PaySchedule } from '../../../contract/pay-schedules';
import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/connection';
import type { Database } from '../../db/schema';
import { fromFlag } from '../../lib/flags';
import type { MealBreakRule } from '../pay-rules/pay-rules.service';
import { toPaySchedule } from '../pay-schedules/pay-schedules.service';
import { approvedTimeOffByDay } from '../time-off/time-off.service';
import type { PlainDate } from '../../../contract/time/plain-date';
import { inScope, type EmployeesAsE, type ListScope } from '../visibility/visibility.service';
import type {
  LoadedAllocation,
  LoadedBreak,
  LoadedCard,
  LoadedMember,
  PayRecord,
  PayrollOrg,
  RangeData,
  TimeOffDay,
} from './payroll-data';

/**
 * The reads of the payroll summary, set-based: the organisation with its versions and default
 * pay schedule (one row); then the cards of a range's workweeks, their breaks and allocations,
 * the members' pay records, the overtime rules and the rule groups (six statements, at once),
 * whoever the answer is for. No per-member round trip. Every query takes the organisation.
 */

/**
 * How long before the first workweek a card may have begun and still reach into it: cards are
 * read on the (org_id, clock_in_dt_unix) index, so the read needs a lower bound. A card longer
 * than a week is not paid past its first week (README "What is counted").
 */
export const CARD_LOOKBACK_SECONDS = 7 * 86_400;

/** A query over time cards named `tc`. */
type CardsAsTc = ExpressionBuilder<Database & { tc: Database['time_cards'] }, 'tc'>;

const mealRulesOf = (row: {
  is_first_meal_break_required: number;
  first_meal_break_after_seconds: number | null;
  first_meal_break_duration_seconds: number | null;
  is_second_meal_break_required: number;
  second_meal_break_after_seconds: number | null;
  second_meal_break_duration_seconds: number | null;
}): MealBreakRule[] => {
  const rules: MealBreakRule[] = [];
  const add = (
    which: MealBreakRule['which'],
    required: number,
    after: number | null,
    duration: number | null,
  ) => {
    // A rule exists when both are set (time-cards README "Rules"); only required ones are flagged.
    if (required === 1 && after !== null && duration !== null && after > 0 && duration > 0)
      rules.push({ which, afterSeconds: after, durationSeconds: duration });
  };
  add(
    'first',
    row.is_first_meal_break_required,
    row.first_meal_break_after_seconds,
    row.first_meal_break_duration_seconds,
  );
  add(
    'second',
    row.is_second_meal_break_required,
    row.second_meal_break_after_seconds,
    row.second_meal_break_duration_seconds,
  );
  return rules;
};

const byCard = <Row extends { time_card_id: number }, Value>(
  rows: readonly Row[],
  value: (row: Row) => Value,
) => {
  const map = new Map<number, Value[]>();
  for (const row of rows) {
    const list = map.get(row.time_card_id);
    if (list) list.push(value(row));
    else map.set(row.time_card_id, [value(row)]);
  }
  return map;
};

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
   * allocations, and what they are paid by: the pay records of their members, the overtime
   * rules and the rule groups' required meal breaks.
   */
  async rangeData(orgId: number, from: number, to: number): Promise<RangeData> {
    const db = this.db;
    // Each read names the card as `tc`.
    const touching = (builder: unknown) => {
      const eb = builder as CardsAsTc;
      return eb.and([
        eb('tc.org_id', '=', orgId),
        eb('tc.deleted_at_unix', 'is', null),
        eb('tc.clock_in_dt_unix', '>=', from - CARD_LOOKBACK_SECONDS),
        eb('tc.clock_in_dt_unix', '<', to),
        eb.or([eb('tc.clock_out_dt_unix', 'is', null), eb('tc.clock_out_dt_unix', '>', from)]),
      ]);
    };
    const [cards, breaks, allocations, records, rules, groups] = await Promise.all([
      db
        .selectFrom('time_cards as tc')
        .innerJoin('employees as e', 'e.id', 'tc.employee_id')
        .select([
          'tc.id',
          'tc.employee_id',
          'tc.clock_in_dt_unix',
          'tc.clock_out_dt_unix',
          'tc.payable_clock_out_dt_unix',
          'tc.approval_state',
          'e.display_name',
          'e.rule_group_id',
        ])
        .where(touching)
        .orderBy('tc.clock_in_dt_unix')
        .orderBy('tc.id')
        .execute(),
      db
        .selectFrom('time_card_breaks as b')
        .innerJoin('time_cards as tc', 'tc.id', 'b.time_card_id')
        .select(['b.time_card_id', 'b.break_type', 'b.is_paid', 'b.start_dt_unix', 'b.end_dt_unix'])
        .where(touching)
        .execute(),
      db
        .selectFrom('time_card_allocations as al')
        .innerJoin('time_cards as tc', 'tc.id', 'al.time_card_id')
        .select([
          'al.time_card_id',
          'al.project_id',
          'al.job_code_id',
          'al.start_dt_unix',
          'al.end_dt_unix',
        ])
        .where(touching)
        .execute(),
      db
        .selectFrom('compensations')
        .select([
          'id',
          'employee_id',
          'effective_dt_unix',
          'pay_type',
          'pay_rate_cents',
          'annual_salary_cents',
          'weekly_hours_e2',
          'exemption_status',
          'rate_type_1099',
          'overtime_rule_id',
        ])
        .where('org_id', '=', orgId)
        .where('effective_dt_unix', '<', to)
        .orderBy('employee_id')
        .orderBy('effective_dt_unix')
        .execute(),
      db
        .selectFrom('overtime_rules')
        .select([
          'id',
          'name',
          'daily_overtime_after_minutes',
          'daily_double_time_after_minutes',
          'weekly_overtime_after_minutes',
          'is_seventh_day_rule',
        ])
        .where('org_id', '=', orgId)
        .execute(),
      db
        .selectFrom('rule_groups')
        .select([
          'id',
          'is_organization_default',
          'is_first_meal_break_required',
          'first_meal_break_after_seconds',
          'first_meal_break_duration_seconds',
          'is_second_meal_break_required',
          'second_meal_break_after_seconds',
          'second_meal_break_duration_seconds',
        ])
        .where('org_id', '=', orgId)
        .execute(),
    ]);

    const breaksOf = byCard(breaks, (row): LoadedBreak => ({
      type: row.break_type,
      start: Number(row.start_dt_unix),
      end: row.end_dt_unix === null ? null : Number(row.end_dt_unix),
      isPaid: row.is_paid === 1,
    }));
    const allocationsOf = byCard(allocations, (row): LoadedAllocation => ({
      projectId: row.project_id,
      jobCodeId: row.job_code_id,
      start: Number(row.start_dt_unix),
      end: row.end_dt_unix === null ? null : Number(row.end_dt_unix),
    }));
    const members = new Map<number, LoadedMember>();
    for (const row of cards) {
      let member = members.get(row.employee_id);
      if (!member) {
        member = {
          id: row.employee_id,
          displayName: row.display_name,
          ruleGroupId: row.rule_group_id,
          cards: [],
        };
        members.set(row.employee_id, member);
      }
      const card: LoadedCard = {
        id: row.id,
        employeeId: row.employee_id,
        clockIn: Number(row.clock_in_dt_unix),
        clockOut: row.clock_out_dt_unix === null ? null : Number(row.clock_out_dt_unix),
        payableEnd:
          row.payable_clock_out_dt_unix === null ? null : Number(row.payable_clock_out_dt_unix),
        approved: row.approval_state === 'approved',
        breaks: breaksOf.get(row.id) ?? [],
        allocations: (allocationsOf.get(row.id) ?? []).sort((a, b) => a.start - b.start),
      };
      member.cards.push(card);
    }

    const payRecords = new Map<number, PayRecord[]>();
    for (const row of records) {
      const list = payRecords.get(row.employee_id) ?? [];
      list.push({
        id: row.id,
        effectiveAt: Number(row.effective_dt_unix),
        payType: row.pay_type as PayType,
        payRateCents: row.pay_rate_cents,
        annualSalaryCents: row.annual_salary_cents,
        weeklyHoursE2: row.weekly_hours_e2,
        exemptionStatus: row.exemption_status as ExemptionStatus | null,
        rateType1099: row.rate_type_1099 as RateType1099 | null,
        overtimeRuleId: row.overtime_rule_id,
      });
      payRecords.set(row.employee_id, list);
    }
    const hours = (minutes: number | null) => (minutes === null ? null : minutes / 60);
    return {
      members,
      records: payRecords,
      overtimeRules: new Map(
        rules.map((row) => [
          row.id,
          {
            id: row.id,
            name: row.name,
            daily_overtime_after_hours: hours(row.daily_overtime_after_minutes),
            daily_double_time_after_hours: hours(row.daily_double_time_after_minutes),
            weekly_overtime_after_hours: hours(row.weekly_overtime_after_minutes),
            is_seventh_day_rule: fromFlag(row.is_seventh_day_rule),
          },
        ]),
      ),
      mealRules: new Map(groups.map((row) => [row.id, mealRulesOf(row)])),
      defaultGroupId: groups.find((row) => row.is_organization_default === 1)?.id ?? null,
      cardCount: cards.length,
    };
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
