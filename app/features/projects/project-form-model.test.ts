import { describe, expect, it } from 'vitest';
import { projectBody, projectFormValues } from './project-form-model';

const values = {
  ...projectFormValues(null),
  name: 'Harbor view',
  budgetHours: 1200,
  labourBudgetDollars: 85000.5,
  managerIds: ['7', '9'],
};

describe('projectBody', () => {
  it('sends managers and budgets to those who may set them', () => {
    const body = projectBody(values, null, { canSeeMoney: true, canAssignManagers: true });
    expect(body).toMatchObject({
      name: 'Harbor view',
      manager_ids: [7, 9],
      budget_hours: 1200,
      labour_budget_cents: 8500050,
    });
  });

  it('leaves out what the caller may not change, so the server does not refuse the save', () => {
    const body = projectBody(values, null, { canSeeMoney: false, canAssignManagers: false });
    expect(body).not.toHaveProperty('manager_ids');
    expect(body).not.toHaveProperty('budget_hours');
    expect(body).not.toHaveProperty('labour_budget_cents');
  });
});
