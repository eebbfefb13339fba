import { featureAllowed, type FeatureKey, type PlanFields } from '../../../contract/plans';
import type { ProjectTimeRuleGroupTable, RuleGroupTable } from '../rule-groups/rule-groups.tables';
import type { Selectable } from 'kysely';

/** What the time-card rules read of one member, their organisation and their rule groups. */
export type MemberFacts = {
  employee: {
    id: number;
    display_name: string;
    staffing_status: string;
    is_saas_enabled: number;
    is_time_tracking_enabled: number;
    enable_time_card_editing: number;
  };
  org: {
    timezone: string;
    enable_time_card_editing: number;
    is_split_tc_enabled: number;
    time_round_minutes: number;
    requires_location_tracking: number;
    is_breaks_paid: number;
  };
  clock: Selectable<RuleGroupTable>;
  projectTime: Selectable<ProjectTimeRuleGroupTable>;
  /** Whether the member's pay record in effect says breaks are paid (null: not said). */
  payBreaksPaid: boolean | null;
};

/** The rules a member's time cards follow, with what the organisation's plan includes. */
export type MemberRules = {
  employeeId: number;
  displayName: string;
  timezone: string;
  isActive: boolean;
  /** The member keeps time at all (their record, and their rule group on a plan with rules). */
  tracksTime: boolean;
  /** The member may edit their own cards. */
  mayEditOwn: boolean;
  requiresPhoto: boolean;
  requiresLocation: boolean;
  /** Several allocations per card (the organisation's is_split_tc_enabled). */
  splitAllowed: boolean;
  /** Projects, work sites and cost codes are in the plan. */
  projectsAllowed: boolean;
  requireProject: boolean;
  requireCostCode: boolean;
  requireCostCodeOnClockOut: boolean;
  /** Seconds after local midnight; null: no limit. */
  clockInFromSeconds: number | null;
  clockOutBySeconds: number | null;
  totalDailySeconds: number | null;
  mealBreaksPaid: boolean;
  roundMinutes: number;
  /**
   * The rule group's first and second meal breaks (when after and duration are set), with
   * time-clock-rules; `required` marks cards without them (break-warnings.ts).
   */
  mealBreaks: MealBreakRule[];
  /** Insert the meal breaks a card lacks at clock-out (automated-meal-breaks; meal-breaks.ts). */
  autoMealBreaks: boolean;
  /** Remind the member before a meal or rest break is due (time-clock-rules; break-reminders.ts). */
  remindMealBreaks: boolean;
  remindRestBreaks: boolean;
  /** Clock-in only inside the work site's geofence (geofence-clock-in-restrictions). */
  restrictGeofenceClockIn: boolean;
  /** Pay up to the last on-site reading when the member left before clocking out (automations). */
  trimGeofenceClockOut: boolean;
};

/** One meal break of a rule group: due once `afterSeconds` of work are done, lasting `durationSeconds`. */
export type MealBreakRule = {
  which: 'first' | 'second';
  required: boolean;
  afterSeconds: number;
  durationSeconds: number;
};

/** The rule group's meal breaks that have both a threshold and a duration, first then second. */
export function mealBreakRules(clock: MemberFacts['clock']): MealBreakRule[] {
  const rules: MealBreakRule[] = [];
  const add = (
    which: MealBreakRule['which'],
    required: number,
    after: number | null,
    duration: number | null,
  ) => {
    if (after !== null && duration !== null && after > 0 && duration > 0)
      rules.push({
        which,
        required: required === 1,
        afterSeconds: after,
        durationSeconds: duration,
      });
  };
  add(
    'first',
    clock.is_first_meal_break_required,
    clock.first_meal_break_after_seconds,
    clock.first_meal_break_duration_seconds,
  );
  add(
    'second',
    clock.is_second_meal_break_required,
    clock.second_meal_break_after_seconds,
    clock.second_meal_break_duration_seconds,
  );
  return rules;
}

/**
 * A member's rules. Rule-group settings apply only where the plan includes them (document 2,
 * section 6): clock permissions with time-clock-rules, the photo with clock-in-photo, the limits
 * with time-limits, the project rules with manual-project-time-rules (manual mode) or
 * automate-time-tracking (auto mode, where only the cost code on clock-out is asked: projects
 * come from where people are). Editing one's own cards is allowed by the organisation's switch,
 * the person's own flag, or their rule group's allow_clock_editing. Rest breaks are paid; meal
 * breaks as the pay record says, else as the organisation does.
 */
export function memberRules(facts: MemberFacts, plan: PlanFields | undefined): MemberRules {
  const has = (feature: FeatureKey) => featureAllowed(plan, feature);
  const { employee, org, clock, projectTime } = facts;
  const rules = has('time-clock-rules');
  const isAuto = projectTime.assignment_mode === 'auto';
  const projectRules = isAuto ? has('automate-time-tracking') : has('manual-project-time-rules');
  const limits = has('time-limits');
  return {
    employeeId: employee.id,
    displayName: employee.display_name,
    timezone: org.timezone,
    isActive: employee.staffing_status === 'active' && employee.is_saas_enabled === 1,
    tracksTime: employee.is_time_tracking_enabled === 1 && (!rules || clock.time_tracking === 1),
    mayEditOwn:
      org.enable_time_card_editing === 1 ||
      employee.enable_time_card_editing === 1 ||
      (rules && clock.allow_clock_editing === 1),
    requiresPhoto: has('clock-in-photo') && clock.require_clock_in_photo === 1,
    requiresLocation: org.requires_location_tracking === 1,
    splitAllowed: org.is_split_tc_enabled === 1,
    projectsAllowed: has('project-tracking'),
    requireProject:
      projectRules && !isAuto && projectTime.require_team_members_to_assign_time_to_projects === 1,
    requireCostCode:
      projectRules &&
      !isAuto &&
      projectTime.require_team_members_to_assign_time_to_cost_codes === 1,
    requireCostCodeOnClockOut:
      projectRules &&
      projectTime.require_team_members_to_assign_time_to_cost_codes_on_clockout === 1,
    clockInFromSeconds: limits ? clock.clock_in_from_seconds : null,
    clockOutBySeconds: limits ? clock.clock_out_by_seconds : null,
    totalDailySeconds: limits ? clock.total_daily_seconds : null,
    mealBreaksPaid: facts.payBreaksPaid ?? org.is_breaks_paid === 1,
    roundMinutes: org.time_round_minutes,
    mealBreaks:
      rules || has('automated-meal-breaks')
        ? mealBreakRules(clock).map((each) => ({ ...each, required: rules && each.required }))
        : [],
    autoMealBreaks: has('automated-meal-breaks') && clock.has_auto_meal_breaks === 1,
    remindMealBreaks: rules && clock.is_send_meal_break_reminders === 1,
    remindRestBreaks: rules && clock.is_send_rest_break_reminders === 1,
    restrictGeofenceClockIn:
      has('geofence-clock-in-restrictions') && clock.restrict_geofence_clockin === 1,
    trimGeofenceClockOut:
      has('geofence-clock-in-automations') && clock.automatic_geofence_clockout_trim === 1,
  };
}
