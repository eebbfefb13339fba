import { describe, expect, it } from 'vitest';
import type { CostCode } from '../../../contract/cost-codes';
import {
  costCodeFormValues,
  createBody,
  patchBody,
  projectOption,
  zCostCodeForm,
} from './cost-code-model';

const stored: CostCode = {
  id: 1,
  code: '03-300',
  name: 'Concrete',
  project_ids: [41, 42],
  created_at_unix: 0,
  updated_at_unix: 0,
  archived_at_unix: null,
};

describe('cost code form', () => {
  it('sends the chosen projects as ids', () => {
    const values = zCostCodeForm.parse({ code: ' 01-100 ', name: 'General', project_ids: ['41'] });
    expect(createBody(values)).toEqual({ code: '01-100', name: 'General', project_ids: [41] });
  });

  it('sends the projects only when the set changed', () => {
    const reordered = zCostCodeForm.parse({
      ...costCodeFormValues(stored),
      project_ids: ['42', '41'],
    });
    expect(patchBody(stored, reordered)).toEqual({});
    const cleared = zCostCodeForm.parse({ ...costCodeFormValues(stored), project_ids: [] });
    expect(patchBody(stored, cleared)).toEqual({ project_ids: [] });
  });

  it('names a project by number and name, and marks an archived one', () => {
    expect(projectOption({ id: 4, name: 'Lofts', number: 'P-4', is_archived: true })).toEqual({
      value: '4',
      label: 'P-4 Lofts',
      description: '(Archived)',
    });
  });
});
