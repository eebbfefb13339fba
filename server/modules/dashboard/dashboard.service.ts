import {
  DASHBOARD_FLAGGED_DAYS,
  DASHBOARD_LIST_MAX,
  MEAL_BREAK_DUE_SOON_SECONDS,
  type Dashboard,
  type MealBreakAlert,
  type MealBreakAlerts,
  type WorkingNow,
} from '../../../contract/dashboard';
import { MESSAGES } from '../../../contract/errors';
import { featureAllowed, type PlanFields } from '../../../contract/plans';
import { BREAK_WARNING_TYPES, TIME_CARD_EXCEPTION_TYPES } from '../../../contract/time-cards';
import { addDays } from '../../../contract/time/plain-date';
import { zonedParts, zonedToUnix } from '../../../contract/time/zoned-time';
import { AppError } from '../../http/app-error';
import type { OrgContext } from '../../http/context';
import { workweekAt, workweekOf, workweekOfSchedule } from '../pay-rules/pay-rules.service';
import { mealBreakRules } from '../time-cards/meal-breaks.service';
import { listScope } from '../visibility/visibility.service';
import { cardEnd, totalSeconds, workedIntervals, type DashboardCard } from './card-time';
import type { CardRow, DashboardRepository, RunningRow } from './dashboard.repository';
import { mealBreaksDue } from './meal-break-alerts';
import { nearOvertime, type MemberWeek } from './near-overtime';
import { weekHours } from './week-hours';

const DAY = 86_400;
/**
 * Cards are read (on the (org_id, clock_in_dt_unix) index) from this long before last week's
 * start, so a card that began up to two days before it still counts its part inside it (a card
 * over 48 hours is a mistake someone must fix, not a shift). Running cards are read whenever they
 * began.
 */
const CARD_LOOKBACK_SECONDS = 2 * DAY;

/** The organisation's plan, for the rules that depend on it. */
export type PlanReader = { planFields(orgId: number): Promise<PlanFields | undefined> };

/** The JSON list a card keeps, narrowed to the values the contract names. */
function listOf<T extends string>(text: string, known: readonly T[]): T[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((each): each is T => known.includes(each)) : [];
  } catch {
    return [];
  }
}

/** The cards of the last days with the flags `flagsOf` finds, newest first, capped. */
function flaggedCards<T extends string>(
  cards: readonly CardRow[],
  since: number,
  flagsOf: (card: CardRow) => T[],
) {
  const flagged = cards
    .filter((card) => card.clockIn >= since)
    .map((card) => ({ card, types: flagsOf(card) }))
    .filter((entry) => entry.types.length > 0)
    .sort((a, b) => b.card.clockIn - a.card.clockIn || b.card.id - a.card.id);
  return {
    total: flagged.length,
    items: flagged.slice(0, DASHBOARD_LIST_MAX).map(({ card, types }) => ({
      time_card_id: card.id,
      employee_id: card.employeeId,
      display_name: card.displayName,
      types,
      clock_in_dt_unix: card.clockIn,
    })),
  };
}

const byName = (a: { display_name: string; employee_id: number }, b: typeof a) =>
  a.display_name.localeCompare(b.display_name) || a.employee_id - b.employee_id;

const runningStatus = (status: string) => (status === 'on_break' ? 'on_break' : 'working');

/**
 * GET dashboard/webapp and GET mandatory_breaks/alert (README.md): the caller's reach of time
 * cards (listScope: a manager their workers and themselves, 13 and administrators everyone),
 * read in a few set-based statements and summed here; running cards count up to `now`.
 */
export class DashboardService {
  constructor(
    private readonly repo: DashboardRepository,
    private readonly plans: PlanReader,
  ) {}

  async dashboard(ctx: OrgContext, now: number): Promise<Dashboard> {
    const { orgId } = ctx;
    const scope = listScope(ctx);
    const org = await this.repo.orgFacts(orgId);
    if (!org) throw new AppError(404, MESSAGES.notFound);
    const zone = org.timezone;
    const workweek = workweekOfSchedule(org.schedule);
    const thisWeek = workweekAt(now, workweek, zone);
    const lastWeek = workweekOf(addDays(thisWeek.start_date, -7), workweek, zone);
    const local = zonedParts(now, zone);
    const sameMomentLastWeek = zonedToUnix(addDays(local.date, -7), local.secondsOfDay, zone);
    const flaggedSince = now - DASHBOARD_FLAGGED_DAYS * DAY;
    const from = Math.min(lastWeek.start_dt_unix - CARD_LOOKBACK_SECONDS, flaggedSince);

    const [running, recent, recentBreaks, approvals] = await Promise.all([
      this.repo.running(orgId, scope),
      this.repo.since(orgId, scope, from),
      this.repo.breaksSince(orgId, scope, from),
      this.repo.approvals(orgId, scope),
    ]);
    // Running cards that began before the read-back (left running for days) are read apart.
    const recentIds = new Set(recent.map((card) => card.id));
    const olderRunning = running.filter((card) => !recentIds.has(card.id));
    const inThisWeek = (card: Pick<CardRow, 'clockIn' | 'clockOut'>) =>
      card.clockIn < thisWeek.end_dt_unix && cardEnd(card, now) > thisWeek.start_dt_unix;
    const weekCards = [...recent, ...olderRunning].filter(inThisWeek);
    const [olderBreaks, readings, records] = await Promise.all([
      this.repo.breaksOf(
        orgId,
        olderRunning.map((card) => card.id),
      ),
      this.repo.readings(
        orgId,
        running.flatMap((card) => (card.readingId === null ? [] : [card.readingId])),
      ),
      this.repo.payRecords(orgId, [...new Set(weekCards.map((card) => card.employeeId))], now),
    ]);
    const withBreaks = (card: CardRow): DashboardCard => ({
      ...card,
      breaks: recentBreaks.get(card.id) ?? olderBreaks.get(card.id) ?? [],
    });
    const cards = [...recent, ...olderRunning].map(withBreaks);

    const members = new Map<number, MemberWeek & { cards: DashboardCard[] }>();
    for (const card of cards.filter(inThisWeek)) {
      const member = members.get(card.employeeId);
      if (member) member.cards.push(card);
      else
        members.set(card.employeeId, {
          employeeId: card.employeeId,
          displayName: card.displayName,
          cards: [card],
          record: records.get(card.employeeId) ?? null,
        });
    }

    return {
      as_of_unix: now,
      timezone: zone,
      working_now: running
        .map((card) => this.workingNow(withBreaks(card), card, readings, now))
        .sort(byName),
      week: weekHours(cards, { thisWeek, lastWeek, sameMomentLastWeek }, now),
      near_overtime: nearOvertime(
        [...members.values()],
        { startDate: thisWeek.start_date, workweek, timeZone: zone, orgState: org.state },
        now,
      ),
      exceptions: flaggedCards(recent, flaggedSince, (card) =>
        listOf(card.exceptions, TIME_CARD_EXCEPTION_TYPES),
      ),
      missing_breaks: flaggedCards(recent, flaggedSince, (card) =>
        listOf(card.breakWarnings, BREAK_WARNING_TYPES),
      ),
      approvals,
    };
  }

  private workingNow(
    card: DashboardCard,
    row: RunningRow,
    readings: Awaited<ReturnType<DashboardRepository['readings']>>,
    now: number,
  ): WorkingNow {
    return {
      employee_id: card.employeeId,
      display_name: card.displayName,
      time_card_id: card.id,
      status: runningStatus(card.status),
      clock_in_dt_unix: card.clockIn,
      worked_seconds: totalSeconds(workedIntervals(card, now)),
      project: row.project,
      work_site: row.workSite,
      last_location: (row.readingId !== null && readings.get(row.readingId)) || null,
    };
  }

  /**
   * The members in scope working now whose rule group requires a meal break that is due within
   * MEAL_BREAK_DUE_SOON_SECONDS or overdue (meal-break-alerts.ts). Required meal breaks are
   * rules of the time-clock-rules feature: on a plan without it nothing is ever due.
   */
  async mealBreakAlerts(ctx: OrgContext, now: number): Promise<MealBreakAlerts> {
    const answer = (alerts: MealBreakAlert[]): MealBreakAlerts => ({
      as_of_unix: now,
      due_soon_seconds: MEAL_BREAK_DUE_SOON_SECONDS,
      alerts,
    });
    const { orgId } = ctx;
    const plan = ctx.snapshot ? ctx.snapshot.plan : await this.plans.planFields(orgId);
    if (!featureAllowed(plan, 'time-clock-rules')) return answer([]);
    const running = await this.repo.running(orgId, listScope(ctx));
    if (running.length === 0) return answer([]);
    const [breaks, { groups, groupOf }] = await Promise.all([
      this.repo.breaksOf(
        orgId,
        running.map((card) => card.id),
      ),
      this.repo.mealBreakGroups(orgId, [...new Set(running.map((card) => card.employeeId))]),
    ]);
    const alerts: MealBreakAlert[] = [];
    for (const row of running) {
      const group = groups.get(groupOf.get(row.employeeId) ?? 0);
      if (!group) continue;
      const card: DashboardCard = { ...row, breaks: breaks.get(row.id) ?? [] };
      for (const due of mealBreaksDue(card, card.breaks, mealBreakRules(group), now))
        alerts.push({
          employee_id: card.employeeId,
          display_name: card.displayName,
          time_card_id: card.id,
          status: runningStatus(card.status),
          clock_in_dt_unix: card.clockIn,
          worked_seconds: totalSeconds(workedIntervals(card, now)),
          break: due.which === 'first' ? 'first_meal' : 'second_meal',
          state: due.state,
          due_dt_unix: due.dueAt,
          seconds_left: due.secondsLeft,
          seconds_overdue: due.secondsOverdue,
          required_duration_seconds: due.durationSeconds,
          rule_group: { id: group.id, name: group.name },
        });
    }
    return answer(
      alerts.sort(
        (a, b) => a.due_dt_unix - b.due_dt_unix || byName(a, b) || a.time_card_id - b.time_card_id,
      ),
    );
  }
}
