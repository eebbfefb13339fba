import {
  PAYROLL_TEXT,
  type PayrollHours,
  type PayrollMember,
  type PayrollPay,
  type PayrollRunCreate,
  type PayrollSummary,
  type PayrollSummaryQuery,
} from '../../../contract/payroll';
import { featureAllowed } from '../../../contract/plans';
import { zonedDate } from '../../../contract/time/zoned-time';
import type { Db } from '../../db/connection';
import type { OrgContext } from '../../http/context';
import { RawJson } from '../../http/raw-json';
import { writeAudit } from '../../lib/audit';
import { VersionedCache } from '../../lib/found-ids-cache';
import {
  addHours,
  assembleMember,
  daysOfRange,
  sumPay,
  zeroHours,
  type AssembleContext,
} from './payroll-assemble';
import { rangeWeeks, type ClassifiedMember } from './payroll-classify';
import type { PayrollOrg, TimeOffDay } from './payroll-data';
import {
  cardMatcher,
  hasCardFilters,
  memberMatcher,
  needsTeams,
  type PayrollFilters,
} from './payroll-filters';
import { EVERYONE, versionKey, type CallerScope, type PayrollLoader } from './payroll-loader';
import { notInPlan, resolveRange, type PayrollRange } from './payroll-range';
import { orgPayRules } from './payroll-rules';

export type { PlanReader } from './payroll-loader';

/** 2,000 members × 14 days with their spans is about 30 MB of JSON (a month, about 60 MB). */
const ANSWER_TEXT_MAX = 64_000_000;
const AUDIT_ENTITY = 'payroll_run';

/** What a closed run keeps of each member: the whole member, unfiltered, without time off. */
type ClosedMember = {
  employee_id: number;
  display_name: string;
  totals: PayrollHours;
  pay: PayrollPay | null;
};
type ClosedSummary = { members: ClosedMember[] };

/** A member of the answer being built, with what the caller may see. */
type Listed = {
  id: number;
  name: string;
  classified: ClassifiedMember | undefined;
  timeOff: TimeOffDay[];
  showsPay: boolean;
};

/** Everything a summary, its CSV or a run is built from, for one request. */
type Prepared = {
  org: PayrollOrg;
  range: PayrollRange;
  context: AssembleContext;
  /** The same, unfiltered and without spans: a member as a closed run keeps them. */
  whole: AssembleContext;
  listed: Listed[];
  closed: {
    id: number;
    closedAt: number;
    closedBy: { employee_id: number; display_name: string } | null;
    members: Map<number, ClosedMember>;
  } | null;
  running: boolean;
  filtersNarrowCards: boolean;
};

/** One row of the CSV: a member's day with time. */
export type PayrollCsvDay = {
  member: PayrollMember;
  day: PayrollMember['days'][number];
  showsPay: boolean;
};

/** A summary's query, or a run's period (the whole organisation: no filters, no time off). */
type Query = Pick<
  PayrollSummaryQuery,
  'start_dt_unix' | 'end_dt_unix' | 'pay_schedule_id' | 'pay_period_id' | 'include_time_off'
> & { filters: PayrollFilters };

const byName = new Intl.Collator('en');

/**
 * The payroll summary (README): per member and day the engine's classification of the cards in
 * a range or pay period, their breaks, break flags, time off and approval, and pay for whom the
 * caller may see it; its CSV; closing a pay period. Answers are kept per caller's reach and
 * query under both versions (README "Kept answers").
 */
export class PayrollService {
  readonly #answers = new VersionedCache<{ version: string; text: string; asOf: number | null }>({
    maxEntries: 8,
    maxSize: ANSWER_TEXT_MAX,
    sizeOf: (answer) => answer.text.length,
    ttlMs: 60_000,
  });

  constructor(private readonly loader: PayrollLoader) {}

  /** GET payroll/summary. */
  async summary(ctx: OrgContext, query: PayrollSummaryQuery, now: number): Promise<RawJson> {
    const [org, scope] = await this.#begin(ctx, query);
    // Time off is not under the versions (its tables raise neither): not kept.
    const key = query.include_time_off
      ? null
      : JSON.stringify([ctx.orgId, scope.key, query, org.timezone]);
    const version = versionKey(org);
    if (key) {
      const kept = this.#answers.get(key)?.value;
      if (kept?.version === version && (kept.asOf === null || kept.asOf === now))
        return new RawJson(kept.text);
    }
    const prepared = await this.#prepare(ctx, org, scope, { ...query, filters: query }, now);
    const data = this.#build(prepared, now);
    const text = JSON.stringify({
      data,
      meta: {
        member_count: data.members.length,
        shows_pay: data.members.some((member) => member.pay !== null),
        include_time_off: query.include_time_off,
      },
    });
    if (key) this.#answers.set(key, 0, { version, text, asOf: prepared.running ? now : null });
    return new RawJson(text);
  }

  /**
   * GET payroll/summary.csv: the same query as a member's days with time, member by member, each
   * member assembled only when its rows are due. Refusals are thrown before the first row.
   */
  async csvRows(
    ctx: OrgContext,
    query: PayrollSummaryQuery,
    now: number,
  ): Promise<Iterable<PayrollCsvDay>> {
    const [org, scope] = await this.#begin(ctx, query);
    const prepared = await this.#prepare(ctx, org, scope, { ...query, filters: query }, now);
    const context = { ...prepared.context, withSpans: false };
    return (function* rows() {
      for (const listed of prepared.listed) {
        const { member } = assembleMember(
          listed.id,
          listed.name,
          listed.classified,
          listed.timeOff,
          context,
        );
        for (const day of member.days)
          if (day.worked_seconds + day.break_seconds + day.time_off_seconds > 0)
            yield { member, day, showsPay: listed.showsPay };
      }
    })();
  }

  /**
   * POST payroll/runs: closes a pay period, keeping the whole organisation's summary of it as it
   * is now (each member unfiltered, without time off, pay whoever may see it); closing it again
   * replaces that, and the audit log keeps both.
   */
  async closeRun(ctx: OrgContext, db: Db, body: PayrollRunCreate, now: number) {
    const org = await this.loader.org(ctx);
    const prepared = await this.#prepare(
      ctx,
      org,
      EVERYONE,
      { ...body, include_time_off: false, filters: {} },
      now,
    );
    const period = prepared.range.period!;
    const members: ClosedMember[] = [];
    for (const listed of prepared.listed) {
      const { member, hasTime } = assembleMember(
        listed.id,
        listed.name,
        listed.classified,
        [],
        prepared.whole,
      );
      if (hasTime)
        members.push({
          employee_id: member.employee_id,
          display_name: member.display_name,
          totals: member.totals,
          pay: member.pay,
        });
    }
    const summary: ClosedSummary = { members };
    const { repo } = this.loader;
    const runId = await db.transaction().execute(async (trx) => {
      const tx = trx as unknown as Db;
      const before = await repo.run(tx, ctx.orgId, period.pay_schedule_id, period.pay_period_id);
      const id = await repo.saveRun(tx, {
        orgId: ctx.orgId,
        scheduleId: period.pay_schedule_id,
        index: period.pay_period_id,
        start: prepared.range.start,
        end: prepared.range.end,
        summaryJson: JSON.stringify(summary),
        employeeId: ctx.employeeId,
        profileId: ctx.profileId,
        at: now,
      });
      await writeAudit(tx, {
        actorProfileId: ctx.profileId,
        orgId: ctx.orgId,
        entity: AUDIT_ENTITY,
        entityId: id,
        action: before ? 'close_again' : 'close',
        before: before
          ? {
              closed_at_unix: before.closed_at_unix,
              closed_by_employee_id: before.closed_by_employee_id,
              ...(JSON.parse(before.summary_json) as ClosedSummary),
            }
          : undefined,
        after: {
          closed_at_unix: now,
          closed_by_employee_id: ctx.employeeId,
          pay_period: period,
          ...summary,
        },
      });
      return id;
    });
    const run = await repo.run(repo.db, ctx.orgId, period.pay_schedule_id, period.pay_period_id);
    return {
      data: {
        payroll_run_id: runId,
        closed_at_unix: now,
        closed_by:
          run && run.closed_by_employee_id !== null
            ? { employee_id: run.closed_by_employee_id, display_name: run.closed_by_name ?? '' }
            : null,
        pay_schedule_id: period.pay_schedule_id,
        pay_period_id: period.pay_period_id,
        member_count: members.length,
      },
      message: PAYROLL_TEXT.closed,
    };
  }

  /** The organisation and the caller's reach; time off needs its plan feature. */
  async #begin(ctx: OrgContext, query: PayrollSummaryQuery) {
    const [org, plan] = await Promise.all([this.loader.org(ctx), this.loader.plan(ctx)]);
    if (query.include_time_off && !featureAllowed(plan, 'time-off-management'))
      throw notInPlan('include_time_off');
    return [org, await this.loader.scope(ctx)] as const;
  }

  async #prepare(
    ctx: OrgContext,
    org: PayrollOrg,
    scope: CallerScope,
    query: Query,
    now: number,
  ): Promise<Prepared> {
    const { repo } = this.loader;
    const range = await resolveRange(query, org, (id) => repo.schedule(ctx.orgId, id));
    const rules = orgPayRules(org, await this.loader.plan(ctx));
    const weeks = rangeWeeks(range.start, range.end, rules);
    const { filters } = query;
    const [classified, teams, closedRow] = await Promise.all([
      this.loader.classified(ctx.orgId, org, rules, weeks, now),
      needsTeams(filters) ? repo.teamsOf(ctx.orgId) : Promise.resolve(new Map<number, number[]>()),
      range.period
        ? repo.run(repo.db, ctx.orgId, range.period.pay_schedule_id, range.period.pay_period_id)
        : Promise.resolve(undefined),
    ]);
    const memberMatches = memberMatcher(filters, teams);
    const visible = (id: number) => (scope.ids === null || scope.ids.has(id)) && memberMatches(id);

    const names = new Map<number, string>();
    for (const member of classified.members.values())
      if (visible(member.id)) names.set(member.id, member.displayName);

    const timeOffOf = new Map<number, TimeOffDay[]>();
    if (query.include_time_off) {
      const candidates = filters.employee_ids ?? [
        ...(scope.ids ?? (await repo.memberIds(ctx.orgId))),
      ];
      const days = await repo.timeOffForRange({
        orgId: ctx.orgId,
        employeeIds: candidates.filter(visible),
        startDate: zonedDate(range.start, org.timezone),
        endDate: zonedDate(range.end - 1, org.timezone),
        timeZone: org.timezone,
      });
      for (const day of days) {
        if (!visible(day.employee_id)) continue;
        const list = timeOffOf.get(day.employee_id) ?? [];
        list.push(day);
        timeOffOf.set(day.employee_id, list);
      }
    }

    let closed: Prepared['closed'] = null;
    if (closedRow) {
      const summary = JSON.parse(closedRow.summary_json) as ClosedSummary;
      closed = {
        id: closedRow.id,
        closedAt: closedRow.closed_at_unix,
        closedBy:
          closedRow.closed_by_employee_id !== null
            ? {
                employee_id: closedRow.closed_by_employee_id,
                display_name: closedRow.closed_by_name ?? '',
              }
            : null,
        members: new Map(summary.members.map((member) => [member.employee_id, member])),
      };
      // A member the run paid is listed even with no time now: the difference is the point.
      for (const member of summary.members)
        if (visible(member.employee_id) && !names.has(member.employee_id))
          names.set(member.employee_id, member.display_name);
    }
    const unnamed = [...timeOffOf.keys()].filter((id) => !names.has(id));
    for (const [id, name] of await repo.names(ctx.orgId, unnamed)) names.set(id, name);

    const listed: Listed[] = [...names]
      .map(([id, name]) => ({
        id,
        name,
        classified: classified.members.get(id),
        timeOff: timeOffOf.get(id) ?? [],
        showsPay: this.loader.showsPay(ctx, scope, id),
      }))
      .sort((a, b) => byName.compare(a.name, b.name) || a.id - b.id);

    const context: AssembleContext = {
      start: range.start,
      end: range.end,
      days: daysOfRange(weeks, range.start, range.end),
      rules,
      data: classified.data,
      cardMatches: cardMatcher(filters),
      withSpans: true,
    };
    return {
      org,
      range,
      context,
      whole: { ...context, cardMatches: () => true, withSpans: false },
      listed,
      closed,
      running: classified.running,
      filtersNarrowCards: hasCardFilters(filters),
    };
  }

  /** The summary's data: every listed member with time (or a closed result), and the sums. */
  #build(prepared: Prepared, now: number): PayrollSummary {
    const { range, closed, context } = prepared;
    const members: PayrollMember[] = [];
    for (const listed of prepared.listed) {
      const { member, hasTime } = assembleMember(
        listed.id,
        listed.name,
        listed.classified,
        listed.timeOff,
        context,
      );
      const closedMember = closed?.members.get(listed.id);
      if (!hasTime && !closedMember) continue;
      if (closed) {
        // Compared as the run kept it: the whole member, without time off.
        const current =
          prepared.filtersNarrowCards || listed.timeOff.length > 0
            ? assembleMember(listed.id, listed.name, listed.classified, [], prepared.whole).member
            : member;
        member.closed_totals = closedMember?.totals ?? zeroHours();
        member.closed_pay = listed.showsPay ? (closedMember?.pay ?? null) : null;
        member.changed_since_close =
          JSON.stringify(current.totals) !== JSON.stringify(member.closed_totals) ||
          JSON.stringify(current.pay) !== JSON.stringify(closedMember?.pay ?? null);
      }
      if (!listed.showsPay) {
        member.pay = null;
        for (const day of member.days) day.pay = null;
      }
      members.push(member);
    }
    const totals = zeroHours();
    for (const member of members) addHours(totals, member.totals);
    return {
      timezone: prepared.org.timezone,
      as_of_unix: now,
      start_dt_unix: range.start,
      end_dt_unix: range.end,
      pay_period: range.period,
      days: context.days.map((day) => ({ ...day })),
      members,
      totals,
      pay: sumPay(
        members.map((member) => ({ pay: member.pay, worked: member.totals.worked_seconds })),
      ),
      closed_run: closed
        ? { payroll_run_id: closed.id, closed_at_unix: closed.closedAt, closed_by: closed.closedBy }
        : null,
    };
  }
}
