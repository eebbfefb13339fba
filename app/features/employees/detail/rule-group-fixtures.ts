// Rule groups of org 7 for the employee detail tests (detail-test-kit.ts answers with them).
import {
  STARTING_PROJECT_TIME,
  STARTING_TIME_CLOCK,
  type ProjectTimeRuleGroup,
  type RuleGroup,
} from '../../../../contract/rule-groups';
import { jsonResponse } from '../../../test-support/fixtures';
import type { FetchCall } from '../../../test-support/stubs';

/** A time-clock rule group of org 7 with the settings a new organisation's default has. */
export function makeRuleGroup(overrides: Partial<RuleGroup> = {}): RuleGroup {
  return {
    ...structuredClone(STARTING_TIME_CLOCK),
    id: 1,
    name: 'Default',
    is_organization_default: true,
    employee_count: 12,
    ...overrides,
  };
}

/** A project-time rule group of org 7: by default the organisation's, manual, requiring nothing. */
export function makeProjectTimeRuleGroup(
  overrides: Partial<ProjectTimeRuleGroup> = {},
): ProjectTimeRuleGroup {
  return {
    ...structuredClone(STARTING_PROJECT_TIME),
    id: 11,
    name: 'Default',
    is_organization_default: true,
    employee_count: 12,
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
