import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../contract/errors';
import { zRuleGroupResponse } from '../../contract/rule-groups';
import {
  RULE_GROUP_WRITE_TEXT as TEXT,
  zRuleGroupWriteResponse,
} from '../../contract/rule-groups-write';
import { as, org, other, setUpRuleGroupsWriteWorld } from './rule-groups-write-world';

setUpRuleGroupsWriteWorld();

const MEAL_RULES = {
  name: 'California crews',
  clock_permissions: { allow_clock_editing: true, require_clock_in_photo: true },
  geofence: { restrict_geofence_clockin: true },
  breaks: {
    has_auto_meal_breaks: true,
    is_first_meal_break_required: true,
    first_meal_break_after_seconds: 5 * 3600,
    first_meal_break_duration_seconds: 30 * 60,
    is_second_meal_break_required: true,
    second_meal_break_after_seconds: 10 * 3600,
    second_meal_break_duration_seconds: 30 * 60,
    is_send_meal_break_reminders: true,
  },
  time_limits: { clock_in_from_seconds: 5 * 3600, clock_out_by_seconds: 20 * 3600 },
};

describe('time-clock rule groups', () => {
  it('an administrator creates a group with every section; the rest keep their defaults', async () => {
    const response = await as(org.admin, 'POST', `/orgs/${org.orgId}/rule_groups`, MEAL_RULES);
    expect(response.status, response.text).toBe(200);
    const { data, message } = zRuleGroupWriteResponse.parse(response.body);
    expect(message).toBe(TEXT.created);
    expect(data).toMatchObject({
      name: 'California crews',
      is_organization_default: false,
      employee_count: 0,
      clock_permissions: {
        time_tracking: true,
        allow_clock_editing: true,
        require_clock_in_photo: true,
        allow_clock_in_and_clock_out_from_kiosks: false,
      },
      geofence: { restrict_geofence_clockin: true, automatic_geofence_clockout_trim: false },
      breaks: { ...MEAL_RULES.breaks, is_send_rest_break_reminders: false },
      time_limits: { ...MEAL_RULES.time_limits, total_daily_seconds: null },
      rule_work_forms: { time_card_waiver: false },
    });
    const read = await as(org.admin, 'GET', `/orgs/${org.orgId}/rule_group/${data.id}`);
    expect(zRuleGroupResponse.parse(read.body).data).toEqual(data);
  });

  it('an edit changes only what it sends; names stay unique whatever their case', async () => {
    const created = await as(org.admin, 'POST', `/orgs/${org.orgId}/rule_groups`, {
      name: 'Yard crew',
    });
    const id = zRuleGroupWriteResponse.parse(created.body).data.id;
    const patched = await as(org.admin, 'PATCH', `/orgs/${org.orgId}/rule_group/${id}`, {
      name: '  Yard crew (days) ',
      time_limits: { total_daily_seconds: 12 * 3600 },
    });
    expect(patched.status, patched.text).toBe(200);
    const group = zRuleGroupWriteResponse.parse(patched.body);
    expect(group.message).toBe(TEXT.updated);
    expect(group.data).toMatchObject({
      name: 'Yard crew (days)',
      clock_permissions: { time_tracking: true, allow_clock_editing: false },
      time_limits: { clock_in_from_seconds: null, total_daily_seconds: 12 * 3600 },
    });
    for (const [method, path, name] of [
      ['POST', `/orgs/${org.orgId}/rule_groups`, 'california CREWS'],
      ['PATCH', `/orgs/${org.orgId}/rule_group/${id}`, 'DEFAULT'],
    ] as const) {
      const taken = await as(org.admin, method, path, { name });
      expect(taken.status, taken.text).toBe(400);
      expect(taken.body.field_hints).toEqual({ name: [TEXT.nameTaken] });
    }
  });

  it('checks the rules across fields on the group as it will be', async () => {
    const cases: [unknown, Record<string, string[]>][] = [
      [
        { breaks: { is_first_meal_break_required: true } },
        {
          'breaks.first_meal_break_after_seconds': [TEXT.mealBreakIncomplete],
          'breaks.first_meal_break_duration_seconds': [TEXT.mealBreakIncomplete],
        },
      ],
      [
        {
          breaks: {
            is_first_meal_break_required: true,
            first_meal_break_after_seconds: 6 * 3600,
            first_meal_break_duration_seconds: 1800,
            is_second_meal_break_required: true,
            second_meal_break_after_seconds: 5 * 3600,
            second_meal_break_duration_seconds: 1800,
          },
        },
        { 'breaks.second_meal_break_after_seconds': [TEXT.secondAfterFirst] },
      ],
      [
        { time_limits: { clock_in_from_seconds: 9 * 3600, clock_out_by_seconds: 8 * 3600 } },
        { 'time_limits.clock_out_by_seconds': [TEXT.clockOutAfterClockIn] },
      ],
    ];
    for (const [settings, hints] of cases) {
      const response = await as(org.admin, 'POST', `/orgs/${org.orgId}/rule_groups`, {
        name: 'Checked',
        ...(settings as object),
      });
      expect(response.status, response.text).toBe(400);
      expect(response.body.field_hints).toEqual(hints);
    }
    // An edit is checked with what is stored: clearing the start of a required break is refused.
    const list = await as(org.admin, 'GET', `/orgs/${org.orgId}/rule_groups`);
    const california = list.body.data.find((g: { name: string }) => g.name === 'California crews');
    const cleared = await as(org.admin, 'PATCH', `/orgs/${org.orgId}/rule_group/${california.id}`, {
      breaks: { first_meal_break_after_seconds: null },
    });
    expect(cleared.status).toBe(400);
    expect(cleared.body.field_hints).toEqual({
      'breaks.first_meal_break_after_seconds': [TEXT.mealBreakIncomplete],
    });
    // Whole minutes, bounds, unknown fields, a blank name.
    for (const body of [
      { name: 'Odd', breaks: { first_meal_break_duration_seconds: 90 } },
      { name: 'Long', breaks: { first_meal_break_duration_seconds: 5 * 3600 } },
      { name: 'Late', time_limits: { clock_out_by_seconds: 86_400 } },
      { name: 'Unknown', breaks: { lunch: true } },
      { name: '   ' },
      { name: 'x'.repeat(81) },
    ]) {
      const response = await as(org.admin, 'POST', `/orgs/${org.orgId}/rule_groups`, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
  });

  it('refuses managers, workers and other organisations; another organisation’s group is not found', async () => {
    const created = await as(org.admin, 'POST', `/orgs/${org.orgId}/rule_groups`, { name: 'Kept' });
    const id = zRuleGroupWriteResponse.parse(created.body).data.id;
    const calls: [string, string, unknown?][] = [
      ['POST', `/orgs/${org.orgId}/rule_groups`, { name: 'Refused' }],
      ['PATCH', `/orgs/${org.orgId}/rule_group/${id}`, { name: 'Refused' }],
      ['DELETE', `/orgs/${org.orgId}/rule_group/${id}`],
      ['POST', `/orgs/${org.orgId}/project_time_rule_groups`, { name: 'Refused' }],
    ];
    for (const user of [org.managers[0]!, org.workers[0]!, other.admin]) {
      for (const [method, path, body] of calls) {
        const response = await as(user, method, path, body);
        expect(response.status, `${user.email} ${method} ${path}`).toBe(403);
        // Not a member of the organisation: its own wording.
        if (user !== other.admin) expect(response.body.message).toBe(MESSAGES.forbidden);
      }
    }
    for (const [method, body] of [
      ['PATCH', { name: 'Stolen' }],
      ['DELETE', undefined],
    ] as const) {
      const response = await as(other.admin, method, `/orgs/${other.orgId}/rule_group/${id}`, body);
      expect(response.status).toBe(404);
    }
    expect((await as(org.admin, 'GET', `/orgs/${org.orgId}/rule_group/${id}`)).body.data.name).toBe(
      'Kept',
    );
  });
});
