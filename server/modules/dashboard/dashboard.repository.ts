import { sql, type Selectable } from 'kysely';
import type { ExemptionStatus, PayType } from '../../../contract/compensation';
import type { Db } from '../../db/connection';
import type { RuleGroupTable } from '../rule-groups/rule-groups.tables';
import { inScope, type EmployeesAsE, type ListScope } from '../visibility/visibility.service';
import type { DashboardBreak } from './card-time';
import type { PayRecordFacts } from './near-overtime';

/**
 * The dashboard's reads: a few set-based statements over the organisation's cards, each on an
 * index of time_cards ((org_id, clock_in_dt_unix), the running cards', the pending cards'), each
 * narrowed to the caller's scope by the visibility module's condition on the member `e`. No
 * statement per member or per card.
 */

/** A card as read, before its breaks are joined to it. */
export type CardRow = {
  id: number;
  employeeId: number;
  displayName: string;
  clockIn: number;
  clockOut: number | null;
  status: string;
  exceptions: string;
  breakWarnings: string;
};

/** A running card with where its open stretch is booked and the id of its newest reading. */
export type RunningRow = CardRow & {
  project: { id: number; name: string } | null;
  workSite: { id: number; name: string } | null;
  readingId: number | null;
};

export type Reading = { latitude: number; longitude: number; recorded_at_unix: number };

export type OrgFacts = {
  timezone: string;
  state: string | null;
  /** The default pay schedule's workweek, if the organisation has one. */
  schedule: { workweek_start_day: number; workweek_start_seconds: number } | null;
};

export type Approvals = {
  pending_card_count: number;
  pending_member_count: number;
  oldest_clock_in_dt_unix: number | null;
};

export type RuleGroupRow = Selectable<RuleGroupTable>;

const scoped = (scope: ListScope) => (eb: unknown) =>
  scope.kind === 'all' ? sql<boolean>`1 = 1` : inScope(eb as EmployeesAsE, scope);

const numberOrNull = (value: number | string | null) => (value === null ? null : Number(value));

type BreakRow = {
  time_card_id: number;
  break_type: string;
  start_dt_unix: number;
  end_dt_unix: number | null;
  is_paid: number;
};

function byCard(rows: readonly BreakRow[]): Map<number, DashboardBreak[]> {
  const breaks = new Map<number, DashboardBreak[]>();
  for (const row of rows) {
    const list = breaks.get(row.time_card_id) ?? [];
    list.push({
      type: row.break_type,
      start: Number(row.start_dt_unix),
      end: numberOrNull(row.end_dt_unix),
      isPaid: row.is_paid === 1,
    });
    breaks.set(row.time_card_id, list);
  }
  return breaks;
}

export class DashboardRepository {
  constructor(private readonly db: Db) {}

  /** The organisation's zone, state and default pay schedule's workweek. */
  async orgFacts(orgId: number): Promise<OrgFacts | undefined> {
    const row = await this.db
      .selectFrom('organisations as o')
      .leftJoin('pay_schedules as ps', (join) =>
        join.onRef('ps.org_id', '=', 'o.id').on('ps.is_default', '=', 1),
      )
      .select(['o.timezone', 'o.state', 'ps.workweek_start_day', 'ps.workweek_start_seconds'])
      .where('o.id', '=', orgId)
      .executeTakeFirst();
    if (!row) return undefined;
    return {
      timezone: row.timezone,
      state: row.state,
      schedule:
        row.workweek_start_day === null || row.workweek_start_seconds === null
          ? null
          : {
              workweek_start_day: row.workweek_start_day,
              workweek_start_seconds: row.workweek_start_seconds,
            },
    };
  }

  private cards() {
    return this.db
      .selectFrom('time_cards as tc')
      .innerJoin('employees as e', 'e.id', 'tc.employee_id')
      .select([
        'tc.id',
        'tc.employee_id',
        'e.display_name',
        'tc.clock_in_dt_unix',
        'tc.clock_out_dt_unix',
        'tc.status',
        'tc.exceptions',
        'tc.break_warnings',
      ]);
  }

  private static cardOf(row: {
    id: number;
    employee_id: number;
    display_name: string;
    clock_in_dt_unix: number;
    clock_out_dt_unix: number | null;
    status: string;
    exceptions: string;
    break_warnings: string;
  }): CardRow {
    return {
      id: row.id,
      employeeId: row.employee_id,
      displayName: row.display_name,
      clockIn: Number(row.clock_in_dt_unix),
      clockOut: numberOrNull(row.clock_out_dt_unix),
      status: row.status,
      exceptions: row.exceptions,
      breakWarnings: row.break_warnings,
    };
  }

  /**
   * The running cards of the members in scope, with the project and work site of their open
   * stretch and the id of the member's newest reading on the card. Read from the members: each
   * has at most one running card, found on the one-open-card index (time_cards_one_open), rather
   * than among every card the organisation ever had; the reading on the readings'
   * (employee_id, recorded_at_unix) index, read backwards.
   */
  async running(orgId: number, scope: ListScope): Promise<RunningRow[]> {
    const rows = await this.db
      .selectFrom('employees as e')
      .innerJoin('time_cards as tc', (join) =>
        join
          .onRef('tc.employee_id', '=', 'e.id')
          .on('tc.clock_out_dt_unix', 'is', null)
          .on('tc.deleted_at_unix', 'is', null),
      )
      .leftJoin('time_card_allocations as al', (join) =>
        join.onRef('al.time_card_id', '=', 'tc.id').on('al.end_dt_unix', 'is', null),
      )
      .leftJoin('projects as p', 'p.id', 'al.project_id')
      .leftJoin('work_sites as ws', 'ws.id', 'al.work_site_id')
      .select([
        'tc.id',
        'tc.employee_id',
        'e.display_name',
        'tc.clock_in_dt_unix',
        'tc.clock_out_dt_unix',
        'tc.status',
        'tc.exceptions',
        'tc.break_warnings',
        'p.id as project_id',
        'p.name as project_name',
        'ws.id as work_site_id',
        'ws.name as work_site_name',
        (eb) =>
          eb
            .selectFrom('location_readings as lr')
            .select('lr.id')
            .whereRef('lr.employee_id', '=', 'tc.employee_id')
            .whereRef('lr.time_card_id', '=', 'tc.id')
            .orderBy('lr.recorded_at_unix', 'desc')
            .orderBy('lr.id', 'desc')
            .limit(1)
            .as('reading_id'),
      ])
      // A membership is of one organisation, and so are its cards.
      .where('e.org_id', '=', orgId)
      .where(scoped(scope))
      .execute();
    return rows.map((row) => ({
      ...DashboardRepository.cardOf(row),
      project:
        row.project_id === null ? null : { id: row.project_id, name: row.project_name ?? '' },
      workSite:
        row.work_site_id === null ? null : { id: row.work_site_id, name: row.work_site_name ?? '' },
      readingId: numberOrNull(row.reading_id),
    }));
  }

  /** The cards of the members in scope that began at or after `from` (running ones too). */
  async since(orgId: number, scope: ListScope, from: number): Promise<CardRow[]> {
    const rows = await this.cards()
      .where('tc.org_id', '=', orgId)
      .where('tc.deleted_at_unix', 'is', null)
      .where('tc.clock_in_dt_unix', '>=', from)
      .where(scoped(scope))
      .execute();
    return rows.map((row) => DashboardRepository.cardOf(row));
  }

  private breakRows() {
    return this.db
      .selectFrom('time_card_breaks as b')
      .select([
        'b.id',
        'b.time_card_id',
        'b.break_type',
        'b.start_dt_unix',
        'b.end_dt_unix',
        'b.is_paid',
      ]);
  }

  /** The breaks of the cards in scope that began at or after `from`, by card. */
  async breaksSince(
    orgId: number,
    scope: ListScope,
    from: number,
  ): Promise<Map<number, DashboardBreak[]>> {
    const rows = await this.breakRows()
      .innerJoin('time_cards as tc', 'tc.id', 'b.time_card_id')
      .innerJoin('employees as e', 'e.id', 'tc.employee_id')
      .where('b.org_id', '=', orgId)
      .where('tc.org_id', '=', orgId)
      .where('tc.deleted_at_unix', 'is', null)
      .where('tc.clock_in_dt_unix', '>=', from)
      .where(scoped(scope))
      .execute();
    return byCard(rows);
  }

  /** The breaks of the cards named, by card. */
  async breaksOf(
    orgId: number,
    cardIds: readonly number[],
  ): Promise<Map<number, DashboardBreak[]>> {
    if (cardIds.length === 0) return new Map();
    const rows = await this.breakRows()
      .where('b.org_id', '=', orgId)
      .where('b.time_card_id', 'in', cardIds)
      .execute();
    return byCard(rows);
  }

  /** Location readings by id. */
  async readings(orgId: number, ids: readonly number[]): Promise<Map<number, Reading>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('location_readings')
      .select(['id', 'latitude', 'longitude', 'recorded_at_unix'])
      .where('org_id', '=', orgId)
      .where('id', 'in', ids)
      .execute();
    return new Map(
      rows.map((row) => [
        row.id,
        {
          latitude: Number(row.latitude),
          longitude: Number(row.longitude),
          recorded_at_unix: Number(row.recorded_at_unix),
        },
      ]),
    );
  }

  /**
   * Clocked-out cards waiting for approval of the members in scope, of any date, on the pending
   * cards' partial index (migration 0019; its condition is written as literals so that SQLite,
   * which plans before it binds, sees that the index covers the query).
   */
  async approvals(orgId: number, scope: ListScope): Promise<Approvals> {
    const row = await this.db
      .selectFrom('time_cards as tc')
      .innerJoin('employees as e', 'e.id', 'tc.employee_id')
      .select((eb) => [
        eb.fn.countAll<number | string>().as('cards'),
        eb.fn.count<number | string>('tc.employee_id').distinct().as('members'),
        eb.fn.min<number | null>('tc.clock_in_dt_unix').as('oldest'),
      ])
      .where('tc.org_id', '=', orgId)
      .where(sql<boolean>`tc.approval_state = 'pending' and tc.deleted_at_unix is null`)
      .where('tc.clock_out_dt_unix', 'is not', null)
      .where(scoped(scope))
      .executeTakeFirst();
    return {
      pending_card_count: Number(row?.cards ?? 0),
      pending_member_count: Number(row?.members ?? 0),
      oldest_clock_in_dt_unix: numberOrNull(row?.oldest ?? null),
    };
  }

  /**
   * The pay record in effect at `at` of each member named (the latest that took effect by
   * then), with the overtime rule it names.
   */
  async payRecords(
    orgId: number,
    employeeIds: readonly number[],
    at: number,
  ): Promise<Map<number, PayRecordFacts>> {
    if (employeeIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('compensations as c')
      .leftJoin('overtime_rules as r', (join) =>
        join.onRef('r.id', '=', 'c.overtime_rule_id').onRef('r.org_id', '=', 'c.org_id'),
      )
      .select([
        'c.id',
        'c.employee_id',
        'c.effective_dt_unix',
        'c.pay_type',
        'c.exemption_status',
        'r.id as rule_id',
        'r.name as rule_name',
        'r.daily_overtime_after_minutes',
        'r.daily_double_time_after_minutes',
        'r.weekly_overtime_after_minutes',
        'r.is_seventh_day_rule',
      ])
      .where('c.org_id', '=', orgId)
      .where('c.employee_id', 'in', employeeIds)
      .where('c.effective_dt_unix', '<=', at)
      .orderBy('c.employee_id')
      .orderBy('c.effective_dt_unix')
      .orderBy('c.id')
      .execute();
    const hours = (minutes: number | null) => (minutes === null ? null : Number(minutes) / 60);
    const records = new Map<number, PayRecordFacts>();
    // Ordered by date: the last row of each member is the record in effect.
    for (const row of rows)
      records.set(row.employee_id, {
        payType: row.pay_type as PayType,
        exemptionStatus: row.exemption_status as ExemptionStatus | null,
        overtimeRule:
          row.rule_id === null
            ? null
            : {
                id: row.rule_id,
                name: row.rule_name ?? '',
                daily_overtime_after_hours: hours(row.daily_overtime_after_minutes),
                daily_double_time_after_hours: hours(row.daily_double_time_after_minutes),
                weekly_overtime_after_hours: hours(row.weekly_overtime_after_minutes),
                is_seventh_day_rule: row.is_seventh_day_rule === 1,
              },
      });
    return records;
  }

  /**
   * The organisation's time-clock rule groups that require a meal break, and the group each
   * member named follows (their own, else the organisation's default).
   */
  async mealBreakGroups(
    orgId: number,
    employeeIds: readonly number[],
  ): Promise<{ groups: Map<number, RuleGroupRow>; groupOf: Map<number, number> }> {
    if (employeeIds.length === 0) return { groups: new Map(), groupOf: new Map() };
    const [groups, members] = await Promise.all([
      this.db
        .selectFrom('rule_groups')
        .selectAll()
        .where('org_id', '=', orgId)
        .where((eb) =>
          eb.or([
            eb('is_organization_default', '=', 1),
            eb('is_first_meal_break_required', '=', 1),
            eb('is_second_meal_break_required', '=', 1),
          ]),
        )
        .execute(),
      this.db
        .selectFrom('employees')
        .select(['id', 'rule_group_id'])
        .where('org_id', '=', orgId)
        .where('id', 'in', employeeIds)
        .execute(),
    ]);
    const defaultId = groups.find((group) => group.is_organization_default === 1)?.id;
    const groupOf = new Map<number, number>();
    for (const member of members) {
      const id = member.rule_group_id ?? defaultId;
      if (id !== undefined) groupOf.set(member.id, id);
    }
    return { groups: new Map(groups.map((group) => [group.id, group])), groupOf };
  }
}
