import { describe, expect, it } from 'vitest';
import { zTeamForm } from '../../../contract/teams';
import {
  byListOrder,
  createBody,
  memberCount,
  patchBody,
  peopleSummary,
  personOptions,
} from './team-model';

const display = (displayName: string, isDeactivated = false) => ({
  employeeId: displayName.length,
  displayName,
  isDeactivated,
});
const person = (id: number, name: string, active = true) => ({
  employee_id: id,
  display_name: name,
  is_saas_enabled: active,
});

describe('team model', () => {
  it('orders people active first, then by name, and labels the deactivated', () => {
    const people = [person(1, 'zed'), person(2, 'Abe', false), person(3, 'amy'), person(4, 'Bo')];
    expect([...people].sort(byListOrder).map((each) => each.display_name)).toEqual([
      'amy',
      'Bo',
      'zed',
      'Abe',
    ]);
    expect(personOptions(people).at(-1)).toEqual({
      value: '2',
      label: 'Abe',
      description: '(Deactivated)',
    });
  });

  it('summarises the first three names of a list', () => {
    expect(peopleSummary([])).toBe('');
    expect(peopleSummary([display('Ann'), display('Bo', true)])).toBe('Ann, Bo (Deactivated)');
    expect(
      peopleSummary([display('Ann'), display('Bo'), display('Cy'), display('Dee'), display('Eve')]),
    ).toBe('Ann, Bo, Cy +2 more');
    expect(memberCount(1)).toBe('1 member');
    expect(memberCount(0)).toBe('0 members');
  });

  it('builds the create body without the archive flag and the patch body with it', () => {
    const values = zTeamForm.parse({
      name: '  Roofers ',
      employee_ids: [5],
      manager_ids: [],
      is_archived: true,
    });
    expect(createBody(values)).toEqual({
      name: 'Roofers',
      employee_ids: [5],
      manager_ids: [],
      include_all_employees: false,
    });
    expect(patchBody(values)).toEqual({
      name: 'Roofers',
      employee_ids: [5],
      manager_ids: [],
      include_all_employees: false,
      is_archived: true,
    });
  });
});
