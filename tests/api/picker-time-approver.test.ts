import { beforeAll, describe, expect, it } from 'vitest';
import type { EmployeesAndTeams } from '../../contract/teams';
import {
  as,
  deactivated,
  invited,
  org,
  orgPath,
  picker,
  setUpTeamsWorld,
  staff,
} from './teams-world';

/**
 * Picker rows carry the spec's worker record (core.md 3: "display_name, employee_id,
 * is_my_worker, is_time_approver_for_worker"): whether the viewer manages that person, and
 * whether the viewer approves their time (their primary or secondary manager, or an
 * administrator; nobody approves their own).
 */
setUpTeamsWorld();

const INCLUDE_ALL = '?include_deactivated_employees=true';

/** [employee_id, is_my_worker, is_time_approver_for_worker] of every row. */
const flags = (data: EmployeesAndTeams) =>
  data.employees.map((row) => [row.employee_id, row.is_my_worker, row.is_time_approver_for_worker]);

beforeAll(async () => {
  // Manager 2 is also the secondary manager of worker 1 (manager 1's).
  const response = await as(
    org.admin,
    'PATCH',
    `${orgPath()}/employee/${org.workers[0]!.employeeId}`,
    { secondary_manager_ids: [org.managers[1]!.employeeId] },
  );
  expect(response.status, response.text).toBe(200);
});

describe('is_my_worker and is_time_approver_for_worker in GET …/employees_and_employee_groups', () => {
  it('tell a manager which rows are their workers, whose time they approve', async () => {
    const [first, second] = org.managers;
    const mine = new Set(
      [org.workers[0], org.workers[2], org.workers[4]].map((w) => w!.employeeId),
    );
    mine.add(deactivated.employeeId);
    const data = await picker(first!, INCLUDE_ALL);
    for (const [id, isMine, approves] of flags(data)) {
      expect(isMine, `row ${id}`).toBe(mine.has(id as number));
      expect(approves, `row ${id}`).toBe(mine.has(id as number));
    }
    // Their own row: not their worker, and nobody approves their own time.
    expect(flags(data)).toContainEqual([first!.employeeId, false, false]);

    const asSecondary = await picker(second!, INCLUDE_ALL);
    expect(flags(asSecondary)).toContainEqual([org.workers[0]!.employeeId, true, true]);
    expect(flags(asSecondary)).toContainEqual([org.workers[1]!.employeeId, true, true]);
  });

  it('tell an administrator they approve everyone’s time but their own', async () => {
    const data = await picker(org.admin, INCLUDE_ALL);
    for (const [id, isMine, approves] of flags(data)) {
      expect(isMine, `row ${id}`).toBe(false);
      expect(approves, `row ${id}`).toBe(id !== org.admin.employeeId);
    }
    expect(data.employees.map((row) => row.employee_id)).toContain(invited.employeeId);
  });

  it('tell a worker and provider staff they approve nobody’s time', async () => {
    const worker = org.workers[3]!;
    expect(flags(await picker(worker))).toEqual([[worker.employeeId, false, false]]);
    const asStaff = await picker(staff, INCLUDE_ALL);
    expect(asStaff.employees.length).toBeGreaterThan(1);
    expect(flags(asStaff).every(([, isMine, approves]) => !isMine && !approves)).toBe(true);
  });
});
