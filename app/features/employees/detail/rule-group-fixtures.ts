// Rule groups of org 7 for the employee detail tests (detail-test-kit.ts answers with them).
import type { ProjectTimeRuleGroup, RuleGroup } from '../../../../contract/rule-groups';
import { jsonResponse } from '../../../test-support/fixtures';
import type { FetchCall } from '../../../test-support/stubs';

/** A time-clock rule group of org 7 with the settings a new organisation's default has. */
export function makeRuleGroup(overrides: Partial<RuleGroup> = {}): RuleGroup {
  return {
    id: 1,
    name: 'Default',
    is_organization_default: true,
    employee_count: 12,
    clock_permissions: {
      time_tracking: true,
      allow_clock_editing: false,
      require_clock_in_photo: false,
      allow_clock_in_and_clock_out_from_kiosks: false,
    },
    geofence: { restrict_geofence_clockin: false, automatic_geofence_clockout_trim: false },
    breaks: {
      has_auto_meal_breaks: false,
      is_first_meal_break_required: false,
      first_meal_break_after_seconds: null,
      first_meal_break_duration_seconds: null,
      is_second_meal_break_required: false,
      second_meal_break_after_seconds: null,
      second_meal_break_duration_seconds: null,
      is_send_meal_break_reminders: false,
      is_send_rest_break_reminders: false,
    },
    time_limits: {
      clock_in_from_seconds: null,
      clock_out_by_seconds: null,
      total_daily_seconds: null,
    },
    rule_work_forms: { time_card_waiver: false },
    work_forms: [],
    ...overrides,
  };
}

/** A project-time rule group of org 7: by default the organisation's, manual, requiring nothing. */
export function makeProjectTimeRuleGroup(
  overrides: Partial<ProjectTimeRuleGroup> = {},
): ProjectTimeRuleGroup {
  return {
    id: 11,
    name: 'Default',
    is_organization_default: true,
    employee_count: 12,
    assignment_mode: 'manual',
    require_team_members_to_assign_time_to_projects: false,
    excluded_projects: [],
    assign_non_project_time_target: 'unassigned',
    require_team_members_to_assign_time_to_cost_codes: false,
    require_team_members_to_assign_time_to_cost_codes_on_clockout: false,
    allow_team_members_to_create_projects: false,
    assign_driving_time_target: 'unassigned',
    driving_time_cost_code: null,
    ...overrides,
  };
}

/** Org 7's groups: the defaults (1 and 11) and one more of each kind. */
export const KIOSK_GROUP = makeRuleGroup({
  id: 2,
  name: 'Kiosk crews',
  is_organization_default: false,
  employee_count: 3,
});
export const AUTO_GROUP = makeProjectTimeRuleGroup({
  id: 12,
  name: 'Site GPS',
  is_organization_default: false,
  employee_count: 4,
  assignment_mode: 'auto',
  require_team_members_to_assign_time_to_cost_codes_on_clockout: true,
});

/** The groups someone follows: GET …/employee/{id}/rule_group and …/project_time_rule_group. */
export function employeeRuleGroupRoutes(
  current: () => { timeClock: RuleGroup; projectTime: ProjectTimeRuleGroup },
) {
  return [
    (call: FetchCall) =>
      call.method === 'GET' && /^\/v1\/orgs\/7\/employee\/\d+\/rule_group$/.test(call.url)
        ? jsonResponse({ data: current().timeClock })
        : undefined,
    (call: FetchCall) =>
      call.method === 'GET' &&
      /^\/v1\/orgs\/7\/employee\/\d+\/project_time_rule_group$/.test(call.url)
        ? jsonResponse({ data: current().projectTime })
        : undefined,
  ];
}
