import { describe, expect, it } from 'vitest';
import {
  orgRuleSummary,
  projectTimeRulesSummary,
  zOrgRuleSummary,
  type ProjectTimeRulesInput,
} from './rule-groups';

/** Every flag off, no driving-time cost code. */
const manual: ProjectTimeRulesInput = {
  assignment_mode: 'manual',
  require_team_members_to_assign_time_to_projects: false,
  require_team_members_to_assign_time_to_cost_codes: false,
  require_team_members_to_assign_time_to_cost_codes_on_clockout: false,
  driving_time_cost_code: null,
};
const auto: ProjectTimeRulesInput = { ...manual, assignment_mode: 'auto' };
const drivingCode = { id: 4, code: 'DRV', name: 'Driving' };

describe('projectTimeRulesSummary: auto mode', () => {
  it('is auto and always requires project time', () => {
    expect(projectTimeRulesSummary(auto)).toEqual({
      is_auto: true,
      require_project_time: true,
      require_cost_codes: false,
    });
  });

  it('requires cost codes when clocking out asks for one', () => {
    expect(
      projectTimeRulesSummary({
        ...auto,
        require_team_members_to_assign_time_to_cost_codes_on_clockout: true,
      }).require_cost_codes,
    ).toBe(true);
  });

  it('requires cost codes when driving time goes to a cost code', () => {
    expect(
      projectTimeRulesSummary({ ...auto, driving_time_cost_code: drivingCode }).require_cost_codes,
    ).toBe(true);
  });

  it('ignores the manual-mode require flags', () => {
    expect(
      projectTimeRulesSummary({
        ...auto,
        require_team_members_to_assign_time_to_projects: false,
        require_team_members_to_assign_time_to_cost_codes: true,
      }),
    ).toEqual({ is_auto: true, require_project_time: true, require_cost_codes: false });
  });
});

describe('projectTimeRulesSummary: manual mode', () => {
  it('requires nothing when no flag is set', () => {
    expect(projectTimeRulesSummary(manual)).toEqual({
      is_auto: false,
      require_project_time: false,
      require_cost_codes: false,
    });
  });

  it('follows the require-projects flag', () => {
    expect(
      projectTimeRulesSummary({ ...manual, require_team_members_to_assign_time_to_projects: true })
        .require_project_time,
    ).toBe(true);
  });

  it('follows the require-cost-codes flag', () => {
    expect(
      projectTimeRulesSummary({
        ...manual,
        require_team_members_to_assign_time_to_cost_codes: true,
      }).require_cost_codes,
    ).toBe(true);
  });

  it('ignores the clock-out flag and the driving-time cost code', () => {
    expect(
      projectTimeRulesSummary({
        ...manual,
        require_team_members_to_assign_time_to_cost_codes_on_clockout: true,
        driving_time_cost_code: drivingCode,
      }).require_cost_codes,
    ).toBe(false);
  });
});

describe('orgRuleSummary', () => {
  it('takes the two clock permissions of the time-clock group and the project-time summary', () => {
    const summary = orgRuleSummary(
      {
        clock_permissions: {
          time_tracking: true,
          allow_clock_editing: false,
          require_clock_in_photo: true,
          allow_clock_in_and_clock_out_from_kiosks: true,
        },
      },
      { ...manual, require_team_members_to_assign_time_to_projects: true },
    );
    expect(summary).toEqual({
      rule_group: { clock_permissions: { time_tracking: true, allow_clock_editing: false } },
      project_time_rules: { is_auto: false, require_project_time: true, require_cost_codes: false },
    });
    expect(zOrgRuleSummary.safeParse(summary).success).toBe(true);
  });
});
