import { z } from 'zod';
import { zOrgIdParams } from './orgs';
import { BREAK_WARNING_TYPES, TIME_CARD_EXCEPTION_TYPES } from './time-cards';

/**
 * The administrators' and managers' landing (core.md 2: /org/{orgId}/dashboard; issue 15): who is
 * working now and where, hours this workweek against the last, members near overtime, cards with
 * exceptions or missing meal breaks, and cards waiting for approval, in one call
 * (GET /orgs/{org_id}/dashboard/webapp). Beside it, GET /orgs/{org_id}/mandatory_breaks/alert:
 * members working now whose required meal break is due or overdue.
 *
 * Both read the caller's reach of time cards: a manager their own workers (and themselves),
 * holders of 13 and administrators everyone. Both count running cards up to `as_of_unix`.
 */

const zInt = z.number().int();

/** "Near overtime": within this much of the weekly overtime threshold. */
export const NEAR_OVERTIME_SECONDS = 4 * 3600;
/** The exceptions and missing breaks of this many days back are listed. */
export const DASHBOARD_FLAGGED_DAYS = 7;
/** At most this many cards per list; `total` says how many there are. */
export const DASHBOARD_LIST_MAX = 20;
/** A meal break alert starts this long before the break falls due. */
export const MEAL_BREAK_DUE_SOON_SECONDS = 15 * 60;

export const zDashboardParams = zOrgIdParams;

const zNamed = z.object({ id: zInt, name: z.string() });

/** A member clocked in now, on their running card. */
export const zWorkingNow = z.object({
  employee_id: zInt,
  display_name: z.string(),
  time_card_id: zInt,
  status: z.enum(['working', 'on_break']),
  clock_in_dt_unix: zInt,
  /** The card's time less its breaks, up to now. */
  worked_seconds: zInt,
  /** Where the running stretch of the card is booked. */
  project: zNamed.nullable(),
  work_site: zNamed.nullable(),
  /** The member's newest location reading on this card, if any. */
  last_location: z
    .object({ latitude: z.number(), longitude: z.number(), recorded_at_unix: zInt })
    .nullable(),
});
export type WorkingNow = z.infer<typeof zWorkingNow>;

/** One workday of the workweek, beside the same workday of the week before. */
export const zDashboardDay = z.object({
  /** The local date the workday begins on (YYYY-MM-DD) in this workweek. */
  date: z.string(),
  this_week_seconds: zInt,
  last_week_seconds: zInt,
});
export type DashboardDay = z.infer<typeof zDashboardDay>;

/**
 * Hours worked (every card's time less its breaks, as on the cards) in this workweek and the
 * one before, split at the workdays' boundaries. The workweek is the default pay schedule's
 * (Monday 00:00 local without one).
 */
export const zDashboardWeek = z.object({
  start_date: z.string(),
  /** Seven days, this workweek's first to last. */
  days: z.array(zDashboardDay),
  this_week_seconds: zInt,
  last_week_seconds: zInt,
  /** Last week up to the same moment of the week as now: the fair comparison mid-week. */
  last_week_to_date_seconds: zInt,
});
export type DashboardWeek = z.infer<typeof zDashboardWeek>;

/**
 * A member within NEAR_OVERTIME_SECONDS of weekly overtime this workweek, or already paid some
 * overtime or double time, as the pay-rules engine classifies their week under their rule.
 */
export const zNearOvertime = z.object({
  employee_id: zInt,
  display_name: z.string(),
  regular_seconds: zInt,
  overtime_seconds: zInt,
  double_time_seconds: zInt,
  /** The rule's weekly threshold; null when the rule has none. */
  weekly_threshold_seconds: zInt.nullable(),
  /** Straight time left before weekly overtime (0: reached); null without a weekly threshold. */
  seconds_to_overtime: zInt.nullable(),
  /** 'flsa', 'california' or 'overtime_rule:{id}'. */
  rule_id: z.string(),
  rule_name: z.string(),
});
export type NearOvertime = z.infer<typeof zNearOvertime>;

const flaggedCard = <Types extends readonly [string, ...string[]]>(types: Types) =>
  z.object({
    time_card_id: zInt,
    employee_id: zInt,
    display_name: z.string(),
    types: z.array(z.enum(types)),
    clock_in_dt_unix: zInt,
  });

/** Cards of the last DASHBOARD_FLAGGED_DAYS days with exceptions, newest first. */
export const zExceptionCards = z.object({
  total: zInt,
  items: z.array(flaggedCard(TIME_CARD_EXCEPTION_TYPES)),
});
export type ExceptionCard = z.infer<typeof zExceptionCards>['items'][number];

/** Cards of the last DASHBOARD_FLAGGED_DAYS days missing a required meal break, newest first. */
export const zMissingBreakCards = z.object({
  total: zInt,
  items: z.array(flaggedCard(BREAK_WARNING_TYPES)),
});
export type MissingBreakCard = z.infer<typeof zMissingBreakCards>['items'][number];

/** Clocked-out cards not yet approved, of any date. */
export const zDashboardApprovals = z.object({
  pending_card_count: zInt,
  pending_member_count: zInt,
  /** The clock-in of the oldest of them; null when none waits. */
  oldest_clock_in_dt_unix: zInt.nullable(),
});

export const zDashboard = z.object({
  as_of_unix: zInt,
  timezone: z.string(),
  working_now: z.array(zWorkingNow),
  week: zDashboardWeek,
  near_overtime: z.array(zNearOvertime),
  exceptions: zExceptionCards,
  missing_breaks: zMissingBreakCards,
  approvals: zDashboardApprovals,
});
export type Dashboard = z.infer<typeof zDashboard>;

export const zDashboardResponse = z.object({ data: zDashboard });

export const MEAL_BREAK_ALERT_BREAKS = ['first_meal', 'second_meal'] as const;
export type MealBreakAlertBreak = (typeof MEAL_BREAK_ALERT_BREAKS)[number];

/**
 * A member working now whose rule group requires a meal break (first or second) that falls due
 * within MEAL_BREAK_DUE_SOON_SECONDS, or fell due without a meal break of its length begun by
 * then. Members on a meal break are not listed: they are taking it.
 */
export const zMealBreakAlert = z.object({
  employee_id: zInt,
  display_name: z.string(),
  time_card_id: zInt,
  status: z.enum(['working', 'on_break']),
  clock_in_dt_unix: zInt,
  worked_seconds: zInt,
  break: z.enum(MEAL_BREAK_ALERT_BREAKS),
  state: z.enum(['due', 'overdue']),
  /** When the card's work reaches the rule's threshold (breaks do not count as work). */
  due_dt_unix: zInt,
  /** Seconds until it falls due (0 once overdue). */
  seconds_left: zInt,
  /** Seconds since it fell due (0 while due). */
  seconds_overdue: zInt,
  required_duration_seconds: zInt,
  rule_group: zNamed,
});
export type MealBreakAlert = z.infer<typeof zMealBreakAlert>;

export const zMealBreakAlertResponse = z.object({
  data: z.object({
    as_of_unix: zInt,
    due_soon_seconds: zInt,
    /** Overdue first (longest overdue first), then due soonest first. */
    alerts: z.array(zMealBreakAlert),
  }),
});
export type MealBreakAlerts = z.infer<typeof zMealBreakAlertResponse>['data'];
