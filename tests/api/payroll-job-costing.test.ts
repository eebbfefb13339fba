import { beforeAll, describe, expect, it } from 'vitest';
import { COST_ALLOCATION_CSV_COLUMNS, zJobCostingResponse } from '../../contract/job-costing';
import { MESSAGES } from '../../contract/errors';
import type { FixtureUser } from '../../server/db/fixtures';
import { payrollWorld, rangeOf } from './payroll-world';

/**
 * GET job_costing and GET cost_allocation_exports: labour hours and cost by project and cost
 * code, overtime at its premium on the weighted regular rate, budget beside actual.
 */
const p = payrollWorld();
const { world, HOUR } = p;
const WEEK = rangeOf(0, 7);

let worker: FixtureUser;

beforeAll(async () => {
  worker = await p.freshWorker();
  await p.pay(worker.employeeId);
  const { project, secondProject } = world;
  // Monday to Thursday 10 hours on the first project's cost code; Friday 4 hours (weekly
  // overtime) on the second project.
  for (const day of [0, 1, 2, 3])
    await p.card(worker.employeeId, day, 7, 17, {
      allocations: [
        { org_project_id: project.id, job_code_id: project.codeId, seconds: 10 * HOUR },
      ],
    });
  await p.card(worker.employeeId, 4, 7, 11, {
    allocations: [{ org_project_id: secondProject.id, seconds: 4 * HOUR }],
  });
  await world.server.db
    .updateTable('projects')
    .set({ budget_hours: 100, labour_budget_cents: 200_000 })
    .where('id', '=', project.id)
    .execute();
});

describe('GET job_costing', () => {
  it('costs each project and cost code, overtime with its premium, beside the budget', async () => {
    const response = await p.call(
      world.org.admin,
      'GET',
      `${p.base()}/job_costing?${WEEK}&employee_ids=${worker.employeeId}`,
    );
    expect(response.status, response.text).toBe(200);
    const { data } = zJobCostingResponse.parse(response.body);
    expect(data.projects.map((project) => [project.name, project.worked_seconds])).toEqual([
      ['Midtown Lofts', 40 * HOUR],
      ['Riverside Townhomes', 4 * HOUR],
    ]);
    const [first, second] = data.projects;
    expect(first).toMatchObject({
      org_project_id: world.project.id,
      labour_cost_cents: 80_000,
      premium_cents: 0,
      budget_hours: 100,
      labour_budget_cents: 200_000,
      budget_hours_used: 0.4,
      labour_budget_used: 0.4,
    });
    expect(first!.cost_codes).toEqual([
      expect.objectContaining({
        job_code_id: world.project.codeId,
        code: '03-300',
        name: 'Concrete',
      }),
    ]);
    expect(second).toMatchObject({
      overtime_seconds: 4 * HOUR,
      labour_cost_cents: 12_000,
      premium_cents: 4_000,
      budget_hours_used: null,
    });
    expect(data.totals).toMatchObject({ worked_seconds: 44 * HOUR, labour_cost_cents: 92_000 });
  });

  it('keeps to the projects asked for', async () => {
    const response = await p.call(
      world.org.admin,
      'GET',
      `${p.base()}/job_costing?${WEEK}&employee_ids=${worker.employeeId}&org_project_ids=${world.secondProject.id}`,
    );
    const { data } = zJobCostingResponse.parse(response.body);
    expect(data.projects.map((project) => project.org_project_id)).toEqual([
      world.secondProject.id,
    ]);
    expect(data.totals.labour_cost_cents).toBe(12_000);
  });

  it('is financial data: refused without permission 15', async () => {
    const response = await p.call(world.org.managers[0]!, 'GET', `${p.base()}/job_costing?${WEEK}`);
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ message: MESSAGES.forbidden });
  });
});

describe('GET cost_allocation_exports', () => {
  it('streams a row per member, day, project and cost code', async () => {
    const response = await p.call(
      world.org.admin,
      'GET',
      `${p.base()}/cost_allocation_exports?${WEEK}&employee_ids=${worker.employeeId}`,
    );
    expect(response.status, response.text).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const [header, ...rows] = response.text.trimEnd().split('\n');
    expect(header).toBe(COST_ALLOCATION_CSV_COLUMNS.join(','));
    expect(rows).toHaveLength(5);
    expect(rows[0]).toBe(
      `${worker.employeeId},${worker.displayName},2025-06-02,Midtown Lofts,03-300,10.00,0.00,0.00,200.00`,
    );
    expect(rows[4]).toBe(
      `${worker.employeeId},${worker.displayName},2025-06-06,Riverside Townhomes,,0.00,4.00,0.00,120.00`,
    );
  });
});
