import type { PayrollHours, PayrollPay, PayrollSummaryQuery } from '../../../contract/payroll';
import { zonedDate } from '../../../contract/time/zoned-time';
import type { OrgContext } from '../../http/context';
import type { WorkweekSpan } from '../pay-rules/pay-rules.service';
import { daysOfRange, type AssembleContext, type RangeDay } from './payroll-assemble';
import { rangeWeeks, type ClassifiedMember } from './payroll-classify';
import type { OrgPayRules, PayrollOrg, RangeData, TimeOffDay } from './payroll-data';
import {
  cardMatcher,
  hasCardFilters,
  memberMatcher,
  needsTeams,
  type PayrollFilters,
} from './payroll-filters';
import type { CallerScope, PayrollLoader } from './payroll-loader';
import { resolveRange, type PayrollRange } from './payroll-range';
import { orgPayRules } from './payroll-rules';

/**
 * What a summary, its CSV or a closed run is built from, for one request: the range and its
 * workweeks, who is listed (in reach, through the filters, by name), their time off, the
 * closed run of a period, and the cards classified (the loader's kept range for the summary
 * and runs; the CSV reads its own, a chunk at a time).
 */

/** A summary's query, or a run's period (the whole organisation: no filters, no time off). */
export type Query = Pick<
  PayrollSummaryQuery,
  'start_dt_unix' | 'end_dt_unix' | 'pay_schedule_id' | 'pay_period_id' | 'include_time_off'
> & { filters: PayrollFilters };

/** What a closed run keeps of each member: the whole member, unfiltered, without time off. */
export type ClosedMember = {
  employee_id: number;
  display_name: string;
  totals: PayrollHours;
  pay: PayrollPay | null;
};
export type ClosedSummary = { members: ClosedMember[] };

/** A member of the answer being built, with what the caller may see. */
export type Listed = {
  id: number;
  name: string;
  classified: ClassifiedMember | undefined;
  timeOff: TimeOffDay[];
  showsPay: boolean;
};

/** The range of a request, its workweeks and rules, and who of the organisation it lists. */
export type Frame = {
  range: PayrollRange;
  rules: OrgPayRules;
  weeks: WorkweekSpan[];
  /** The workweeks' bounds: what is read. */
  from: number;
  to: number;
  days: RangeDay[];
  filters: PayrollFilters;
  /** In the caller's reach and through the member filters. */
  visible: (id: number) => boolean;
};

/** Everything a summary or a run is built from. */
export type Prepared = {
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
  includeTimeOff: boolean;
};

const byName = new Intl.Collator('en');

/** Listed members in the answer's order: by name, then id. */
export const sortListed = <Member extends { id: number; name: string }>(members: Member[]) =>
  members.sort((a, b) => byName.compare(a.name, b.name) || a.id - b.id);

/** The request's range, workweeks, rules and who it may list. */
export async function frameOf(
  loader: PayrollLoader,
  ctx: OrgContext,
  org: PayrollOrg,
  scope: CallerScope,
  query: Query,
): Promise<Frame> {
  const { repo } = loader;
  const range = await resolveRange(query, org, (id) => repo.schedule(ctx.orgId, id));
  const rules = orgPayRules(org, await loader.plan(ctx));
  const weeks = rangeWeeks(range.start, range.end, rules);
  const { filters } = query;
  const teams = needsTeams(filters) ? await repo.teamsOf(ctx.orgId) : new Map<number, number[]>();
  const memberMatches = memberMatcher(filters, teams);
  return {
    range,
    rules,
    weeks,
    from: weeks[0]!.start_dt_unix,
    to: weeks.at(-1)!.end_dt_unix,
    days: daysOfRange(weeks, range.start, range.end),
    filters,
    visible: (id) => (scope.ids === null || scope.ids.has(id)) && memberMatches(id),
  };
}

/** How the members' parts are assembled from the cards read (the filters' cards, with spans). */
export const contextOf = (frame: Frame, data: RangeData): AssembleContext => ({
  start: frame.range.start,
  end: frame.range.end,
  days: frame.days,
  rules: frame.rules,
  data,
  cardMatches: cardMatcher(frame.filters),
  withSpans: true,
});

/** Approved time off of the members listed, by member; empty unless asked for. */
export async function timeOffOf(
  loader: PayrollLoader,
  ctx: OrgContext,
  org: PayrollOrg,
  scope: CallerScope,
  frame: Frame,
  includeTimeOff: boolean,
): Promise<Map<number, TimeOffDay[]>> {
  const byMember = new Map<number, TimeOffDay[]>();
  if (!includeTimeOff) return byMember;
  const { repo } = loader;
  const candidates = frame.filters.employee_ids ?? [
    ...(scope.ids ?? (await repo.memberIds(ctx.orgId))),
  ];
  const days = await repo.timeOffForRange({
    orgId: ctx.orgId,
    employeeIds: candidates.filter(frame.visible),
    startDate: zonedDate(frame.range.start, org.timezone),
    endDate: zonedDate(frame.range.end - 1, org.timezone),
    timeZone: org.timezone,
  });
  for (const day of days) {
    if (!frame.visible(day.employee_id)) continue;
    const list = byMember.get(day.employee_id) ?? [];
    list.push(day);
    byMember.set(day.employee_id, list);
  }
  return byMember;
}

/** A summary's or a run's request prepared on the loader's kept, classified range. */
export async function prepareSummary(
  loader: PayrollLoader,
  ctx: OrgContext,
  org: PayrollOrg,
  scope: CallerScope,
  query: Query,
  now: number,
): Promise<Prepared> {
  const { repo } = loader;
  const frame = await frameOf(loader, ctx, org, scope, query);
  const { range, visible } = frame;
  const [classified, closedRow, timeOff] = await Promise.all([
    loader.classified(ctx.orgId, org, frame.rules, frame.weeks, now),
    range.period
      ? repo.run(repo.db, ctx.orgId, range.period.pay_schedule_id, range.period.pay_period_id)
      : Promise.resolve(undefined),
    timeOffOf(loader, ctx, org, scope, frame, query.include_time_off),
  ]);

  const names = new Map<number, string>();
  for (const member of classified.members.values())
    if (visible(member.id)) names.set(member.id, member.displayName);

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
  const unnamed = [...timeOff.keys()].filter((id) => !names.has(id));
  for (const [id, name] of await repo.names(ctx.orgId, unnamed)) names.set(id, name);

  const listed: Listed[] = sortListed(
    [...names].map(([id, name]) => ({
      id,
      name,
      classified: classified.members.get(id),
      timeOff: timeOff.get(id) ?? [],
      showsPay: loader.showsPay(ctx, scope, id),
    })),
  );

  const context = contextOf(frame, classified.data);
  return {
    org,
    range,
    context,
    whole: { ...context, cardMatches: () => true, withSpans: false },
    listed,
    closed,
    running: classified.running,
    filtersNarrowCards: hasCardFilters(frame.filters),
    includeTimeOff: query.include_time_off,
  };
}
