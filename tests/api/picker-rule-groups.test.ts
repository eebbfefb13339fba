import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { zEmployeesAndTeamsResponse, type EmployeesAndTeams } from '../../contract/teams';
import { as, org, orgPath, other, picker, setUpTeamsWorld } from './teams-world';

/**
 * Picker rows carry the rule groups each person follows (rule_group_id and
 * project_time_rule_group_id, named and valued as the employee PATCH writes them: null for the
 * organisation's default), so that a rule group's dialog shows its members. Moving people stays
 * the employee PATCH, for those who may choose rule groups.
 */
setUpTeamsWorld();

/** [employee_id, rule_group_id, project_time_rule_group_id] of one person's row. */
const groupsOf = (data: EmployeesAndTeams, employeeId: number) => {
  const row = data.employees.find((person) => person.employee_id === employeeId);
  return row && [row.rule_group_id, row.project_time_rule_group_id];
};

async function createGroup(path: 'rule_groups' | 'project_time_rule_groups', name: string) {
  const response = await as(org.admin, 'POST', `${orgPath()}/${path}`, { name });
  expect(response.status, response.text).toBe(200);
  return z.object({ data: z.object({ id: z.number() }) }).parse(response.body).data.id;
}

async function move(employeeId: number, body: Record<string, number | null>) {
  const response = await as(org.admin, 'PATCH', `${orgPath()}/employee/${employeeId}`, body);
  expect(response.status, response.text).toBe(200);
}

describe('rule groups in GET …/employees_and_employee_groups', () => {
  it('name the groups each person follows, null while they follow the defaults', async () => {
    const before = await picker(org.admin);
    expect(
      before.employees.every(
        (row) => row.rule_group_id === null && row.project_time_rule_group_id === null,
      ),
    ).toBe(true);

    const nights = await createGroup('rule_groups', 'Night shift');
    const sites = await createGroup('project_time_rule_groups', 'Site crews');
    const [first, second, third] = org.workers;
    await move(first!.employeeId, { rule_group_id: nights, project_time_rule_group_id: sites });
    await move(second!.employeeId, { rule_group_id: nights });

    const after = await picker(org.admin);
    expect(groupsOf(after, first!.employeeId)).toEqual([nights, sites]);
    expect(groupsOf(after, second!.employeeId)).toEqual([nights, null]);
    expect(groupsOf(after, third!.employeeId)).toEqual([null, null]);

    // Everyone reads the same of the people their picker offers: a manager their workers, a
    // worker themselves.
    const manager = await picker(org.managers[0]!);
    expect(groupsOf(manager, first!.employeeId)).toEqual([nights, sites]);
    expect(groupsOf(manager, second!.employeeId)).toBeUndefined();
    const worker = await picker(first!);
    expect(worker.employees.map((row) => groupsOf(worker, row.employee_id))).toEqual([
      [nights, sites],
    ]);
    // Another organisation's administrator reads neither the picker nor its groups.
    const refused = await as(other.admin, 'GET', `${orgPath()}/employees_and_employee_groups`);
    expect(refused.status).toBe(403);
    expect(refused.text).not.toContain('rule_group_id');
    const theirs = await as(
      other.admin,
      'GET',
      `${orgPath(other.orgId)}/employees_and_employee_groups`,
    );
    const rows = zEmployeesAndTeamsResponse.parse(theirs.body).data.employees;
    expect(rows.every((row) => row.rule_group_id === null)).toBe(true);
  });

  it('show a person moved out, or whose group is deleted, back in the default', async () => {
    const days = await createGroup('rule_groups', 'Day shift');
    const yards = await createGroup('project_time_rule_groups', 'Yard crews');
    const [, , , fourth, fifth] = org.workers;
    for (const worker of [fourth!, fifth!])
      await move(worker.employeeId, { rule_group_id: days, project_time_rule_group_id: yards });

    // Out of the group: the default again (the dialog's untick).
    await move(fourth!.employeeId, { rule_group_id: null, project_time_rule_group_id: null });
    let data = await picker(org.admin);
    expect(groupsOf(data, fourth!.employeeId)).toEqual([null, null]);
    expect(groupsOf(data, fifth!.employeeId)).toEqual([days, yards]);

    for (const path of [`rule_group/${days}`, `project_time_rule_groups/${yards}`]) {
      const deleted = await as(org.admin, 'DELETE', `${orgPath()}/${path}`);
      expect(deleted.status, deleted.text).toBe(200);
    }
    data = await picker(org.admin);
    expect(groupsOf(data, fifth!.employeeId)).toEqual([null, null]);
  });

  it('move nobody for a manager: choosing rule groups stays with administrators', async () => {
    const crews = await createGroup('rule_groups', 'Roofers');
    const worker = org.workers[2]!;
    const refused = await as(
      org.managers[0]!,
      'PATCH',
      `${orgPath()}/employee/${worker.employeeId}`,
      { rule_group_id: crews },
    );
    expect(refused.status, refused.text).toBe(403);
    expect(groupsOf(await picker(org.admin), worker.employeeId)).toEqual([null, null]);
  });
});
