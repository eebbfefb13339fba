import type { OrgPatch, Organization } from '../../contract/orgs';
import type { RuleGroup } from '../../contract/rule-groups';
import type { RuleGroupCreate } from '../../contract/rule-groups-write';
import {
  makeProjectTimeRuleGroup,
  makeRuleGroup,
} from '../../app/features/employees/detail/rule-group-fixtures';
import type { FakeCall, FakeRoute } from './fake-api';
import { pageOf } from './fake-api';
import { MEMBERS, ORG, ORG_ID } from './fake-crew';

/**
 * The settings hub's calls over a small world that remembers writes: the organisation's
 * settings (PATCH /orgs/{id}), the time-clock rule groups (add, edit, delete) and the employee
 * PATCH that moves people into a group or out of it (the picker names each person's group).
 * `settingsWorld()` gives each story its own copy, and the writes it received for the play
 * function to read.
 */
export function settingsWorld(options: { org?: Organization } = {}) {
  let org: Organization = options.org ?? ORG;
  const groups: RuleGroup[] = [
    makeRuleGroup({ id: 1, employee_count: 10 }),
    makeRuleGroup({
      id: 2,
      name: 'California meal breaks',
      is_organization_default: false,
      employee_count: 2,
      breaks: {
        ...makeRuleGroup().breaks,
        has_auto_meal_breaks: true,
        is_first_meal_break_required: true,
        first_meal_break_after_seconds: 17_100,
        first_meal_break_duration_seconds: 1800,
        is_send_meal_break_reminders: true,
      },
    }),
  ];
  const writes: FakeCall[] = [];
  const org7 = `/v1/orgs/${ORG_ID}`;
  let nextId = 3;
  // The time-clock group each member names (null: the default): the meal-break group's two.
  const chosen = new Map<number, number | null>(
    MEMBERS.map((member) => [member.employee_id, null]),
  );
  chosen.set(2, 2);
  chosen.set(52, 2);

  const routes: FakeRoute[] = [
    { method: 'GET', path: org7, answer: () => ({ data: org }) },
    {
      method: 'PATCH',
      path: org7,
      answer: (call) => {
        writes.push(call);
        org = { ...org, ...(call.body as OrgPatch) } as Organization;
        return {
          data: {
            id: org.id,
            is_split_tc_enabled: org.is_split_tc_enabled,
            is_meal_break_enabled: org.is_meal_break_enabled,
            time_round_minutes: org.time_round_minutes,
          },
        };
      },
    },
    { method: 'GET', path: `${org7}/rule_groups`, answer: () => pageOf(groups) },
    {
      method: 'POST',
      path: `${org7}/rule_groups`,
      answer: (call) => {
        writes.push(call);
        const body = call.body as RuleGroupCreate;
        const group = makeRuleGroup({
          ...(body as Partial<RuleGroup>),
          id: nextId++,
          is_organization_default: false,
          employee_count: 0,
        });
        groups.push(group);
        return { data: group, message: 'Rule group created' };
      },
    },
    {
      method: 'PATCH',
      path: /\/employee\/\d+$/,
      answer: (call) => {
        writes.push(call);
        const id = Number(call.path.split('/').pop());
        const body = call.body as { rule_group_id?: number | null };
        if (body.rule_group_id !== undefined) {
          const groupOf = (groupId: number | null | undefined) =>
            groups.find((each) =>
              groupId == null ? each.is_organization_default : each.id === groupId,
            );
          const left = groupOf(chosen.get(id));
          if (left) left.employee_count -= 1;
          const joined = groupOf(body.rule_group_id);
          if (joined) joined.employee_count += 1;
          chosen.set(id, body.rule_group_id);
        }
        return { data: MEMBERS.find((member) => member.employee_id === id) ?? MEMBERS[0] };
      },
    },
    {
      method: 'GET',
      path: `${org7}/project_time_rule_groups`,
      answer: () => pageOf([makeProjectTimeRuleGroup()]),
    },
    {
      method: 'GET',
      path: `${org7}/employees_and_employee_groups`,
      answer: () => ({
        data: {
          employees: MEMBERS.map((member) => ({
            employee_id: member.employee_id,
            display_name: member.display_name,
            is_saas_enabled: true,
            is_my_worker: false,
            is_time_approver_for_worker: true,
            rule_group_id: chosen.get(member.employee_id) ?? null,
            project_time_rule_group_id: null,
          })),
          employee_groups: [],
        },
      }),
    },
  ];
  return { routes, writes };
}
