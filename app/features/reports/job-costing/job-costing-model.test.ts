import { describe, expect, it } from 'vitest';
import { jobCosting } from '../report-test-data';
import { budgetRows, budgetState, projectKey } from './job-costing-model';

describe('job costing’s charts and budgets', () => {
  it('charts the projects with a budget, in seconds and cents', () => {
    expect(budgetRows(jobCosting(0, 1).data.projects)).toEqual([
      {
        project: 'Midtown Lofts',
        budgetSeconds: 40 * 3600,
        actualSeconds: 30 * 3600,
        budgetCents: 100_000,
        actualCents: 90_000,
      },
    ]);
  });

  it('says when a budget is near or past its end', () => {
    expect(budgetState(null)).toBeNull();
    expect(budgetState(0.5)).toBe('under');
    expect(budgetState(0.9)).toBe('near');
    expect(budgetState(1)).toBe('near');
    expect(budgetState(1.01)).toBe('over');
  });

  it('keys time on no project apart from every project', () => {
    expect(projectKey({ org_project_id: null })).toBe('none');
    expect(projectKey({ org_project_id: 21 })).toBe('21');
  });
});
