import { describe, expect, it } from 'vitest';
import type { PlanFields, PlanTier } from '../../../contract/plans';
import { memberRules, type MemberFacts } from './member-rules';

const plan = (tier: PlanTier): PlanFields => ({
  crew_product_plan: { tier },
  workforce_management_feature: { state: 'enabled' },
  time_tracking_feature: { state: 'enabled' },
});

function facts(
  overrides: {
    employee?: Partial<MemberFacts['employee']>;
    org?: Partial<MemberFacts['org']>;
    clock?: Partial<MemberFacts['clock']>;
    projectTime?: Partial<MemberFacts['projectTime']>;
    payBreaksPaid?: boolean | null;
  } = {},
): MemberFacts {
  return {
    employee: {
      id: 7,
      display_name: 'Wren Worker',
      staffing_status: 'active',
      is_saas_enabled: 1,
      is_time_tracking_enabled: 1,
      enable_time_card_editing: 0,
      ...overrides.employee,
    },
    org: {
      timezone: 'America/Los_Angeles',
      enable_time_card_editing: 0,
      is_split_tc_enabled: 0,
      time_round_minutes: 0,
      requires_location_tracking: 0,
      is_breaks_paid: 0,
      ...overrides.org,
    },
    clock: {
      id: 1,
      org_id: 1,
      name: 'Default',
      is_organization_default: 1,
      time_tracking: 1,
      allow_clock_editing: 0,
      require_clock_in_photo: 0,
      allow_clock_in_and_clock_out_from_kiosks: 0,
      restrict_geofence_clockin: 0,
      automatic_geofence_clockout_trim: 0,
      has_auto_meal_breaks: 0,
      is_first_meal_break_required: 0,
      first_meal_break_after_seconds: null,
      first_meal_break_duration_seconds: null,
      is_second_meal_break_required: 0,
      second_meal_break_after_seconds: null,
      second_meal_break_duration_seconds: null,
      is_send_meal_break_reminders: 0,
      is_send_rest_break_reminders: 0,
      clock_in_from_seconds: 6 * 3600,
      clock_out_by_seconds: 18 * 3600,
      total_daily_seconds: null,
      time_card_waiver: 0,
      created_at_unix: 0,
      updated_at_unix: 0,
      ...overrides.clock,
    },
    projectTime: {
      id: 1,
      org_id: 1,
      name: 'Default',
      is_organization_default: 1,
      assignment_mode: 'manual',
      require_team_members_to_assign_time_to_projects: 1,
      assign_non_project_time_target: 'unassigned',
      require_team_members_to_assign_time_to_cost_codes: 1,
      require_team_members_to_assign_time_to_cost_codes_on_clockout: 1,
      allow_team_members_to_create_projects: 0,
      assign_driving_time_target: 'unassigned',
      driving_time_cost_code_id: null,
      created_at_unix: 0,
      updated_at_unix: 0,
      ...overrides.projectTime,
    },
    payBreaksPaid: overrides.payBreaksPaid ?? null,
  };
}

describe('memberRules', () => {
  it('applies rule-group settings only where the plan includes them', () => {
    const pro = memberRules(
      facts({ clock: { time_tracking: 0, require_clock_in_photo: 1 } }),
      plan('pro'),
    );
    expect(pro).toMatchObject({
      tracksTime: false,
      requiresPhoto: true,
      projectsAllowed: true,
      requireProject: true,
      requireCostCode: true,
      requireCostCodeOnClockOut: true,
      clockInFromSeconds: 6 * 3600,
    });
    const starter = memberRules(
      facts({ clock: { time_tracking: 0, require_clock_in_photo: 1 } }),
      plan('basic'),
    );
    expect(starter).toMatchObject({
      tracksTime: true,
      requiresPhoto: false,
      projectsAllowed: false,
      requireProject: false,
      requireCostCodeOnClockOut: false,
      clockInFromSeconds: null,
    });
  });

  it('asks in auto mode only for the cost code on clock-out, and only on a plan that automates', () => {
    const auto = facts({ projectTime: { assignment_mode: 'auto' } });
    expect(memberRules(auto, plan('pro'))).toMatchObject({ requireCostCodeOnClockOut: false });
    expect(memberRules(auto, plan('enterprise'))).toMatchObject({
      requireProject: false,
      requireCostCode: false,
      requireCostCodeOnClockOut: true,
    });
  });

  it('lets members edit their own cards by the organisation’s switch, their own flag or their rule group', () => {
    expect(memberRules(facts(), plan('pro')).mayEditOwn).toBe(false);
    expect(
      memberRules(facts({ org: { enable_time_card_editing: 1 } }), plan('basic')).mayEditOwn,
    ).toBe(true);
    expect(
      memberRules(facts({ employee: { enable_time_card_editing: 1 } }), plan('basic')).mayEditOwn,
    ).toBe(true);
    expect(memberRules(facts({ clock: { allow_clock_editing: 1 } }), plan('pro')).mayEditOwn).toBe(
      true,
    );
    expect(
      memberRules(facts({ clock: { allow_clock_editing: 1 } }), plan('basic')).mayEditOwn,
    ).toBe(false);
  });

  it('pays meal breaks as the pay record says, else as the organisation does', () => {
    expect(memberRules(facts(), plan('pro')).mealBreaksPaid).toBe(false);
    expect(memberRules(facts({ org: { is_breaks_paid: 1 } }), plan('pro')).mealBreaksPaid).toBe(
      true,
    );
    expect(
      memberRules(facts({ org: { is_breaks_paid: 1 }, payBreaksPaid: false }), plan('pro'))
        .mealBreaksPaid,
    ).toBe(false);
  });

  it('counts a deactivated or pending member as not active', () => {
    expect(
      memberRules(facts({ employee: { staffing_status: 'pending' } }), plan('pro')).isActive,
    ).toBe(false);
    expect(memberRules(facts({ employee: { is_saas_enabled: 0 } }), plan('pro')).isActive).toBe(
      false,
    );
  });

  it('applies the break and geofence rules only on a plan with their features', () => {
    const clock = {
      has_auto_meal_breaks: 1,
      is_first_meal_break_required: 1,
      first_meal_break_after_seconds: 5 * 3600,
      first_meal_break_duration_seconds: 1800,
      second_meal_break_after_seconds: 10 * 3600,
      second_meal_break_duration_seconds: null,
      is_send_meal_break_reminders: 1,
      is_send_rest_break_reminders: 1,
      restrict_geofence_clockin: 1,
      automatic_geofence_clockout_trim: 1,
    } as const;
    expect(memberRules(facts({ clock }), plan('pro'))).toMatchObject({
      autoMealBreaks: true,
      // The second meal break has no duration: it is not a rule.
      mealBreaks: [{ which: 'first', required: true, afterSeconds: 18000, durationSeconds: 1800 }],
      remindMealBreaks: true,
      remindRestBreaks: true,
      restrictGeofenceClockIn: true,
      trimGeofenceClockOut: true,
    });
    expect(memberRules(facts({ clock }), plan('basic'))).toMatchObject({
      autoMealBreaks: false,
      mealBreaks: [],
      remindMealBreaks: false,
      remindRestBreaks: false,
      restrictGeofenceClockIn: false,
      trimGeofenceClockOut: false,
    });
  });
});
