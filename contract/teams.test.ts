import { describe, expect, it } from 'vitest';
import {
  TEAM_TEXT,
  teamFormValues,
  toTeamDisplay,
  zTeamCreate,
  zTeamForm,
  zTeamPatch,
  type Team,
} from './teams';
import { RULE_TEXT } from './validation';

function hints(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('team form rules', () => {
  it('requires a name and a member, both at once', () => {
    expect(hints(zTeamForm.safeParse({ name: '   ', employee_ids: [] }))).toEqual({
      name: RULE_TEXT.required,
      employee_ids: RULE_TEXT.required,
    });
  });

  it('needs no member when "All Current Team Members" is ticked', () => {
    expect(zTeamCreate.parse({ name: 'All', include_all_employees: true })).toEqual({
      name: 'All',
      employee_ids: [],
      manager_ids: [],
      include_all_employees: true,
    });
  });

  it('trims the name and limits it to 80 characters', () => {
    expect(zTeamCreate.parse({ name: '  Crew  ', employee_ids: [1] }).name).toBe('Crew');
    expect(hints(zTeamCreate.safeParse({ name: 'x'.repeat(81), employee_ids: [1] }))).toEqual({
      name: TEAM_TEXT.nameLength,
    });
  });

  it('changes only what a patch sends, but never to an empty team', () => {
    expect(zTeamPatch.parse({ is_archived: true })).toEqual({ is_archived: true });
    expect(hints(zTeamPatch.safeParse({ employee_ids: [] }))).toEqual({
      employee_ids: RULE_TEXT.required,
    });
    expect(zTeamPatch.safeParse({ employee_ids: [], include_all_employees: true }).success).toBe(
      true,
    );
  });
});

describe('team display', () => {
  const team: Team = {
    id: 7,
    name: 'Crew',
    employees: [
      { employee_id: 1, display_name: 'Ann', is_saas_enabled: true },
      { employee_id: 2, display_name: 'Bob', is_saas_enabled: false },
    ],
    managers: [{ employee_id: 3, display_name: 'Max', is_saas_enabled: true }],
    created_at_unix: 100,
    archived_at_unix: 200,
  };

  it('shows people with their deactivated state', () => {
    expect(toTeamDisplay(team)).toEqual({
      id: 7,
      name: 'Crew',
      employees: [
        { employeeId: 1, displayName: 'Ann', isDeactivated: false },
        { employeeId: 2, displayName: 'Bob', isDeactivated: true },
      ],
      managers: [{ employeeId: 3, displayName: 'Max', isDeactivated: false }],
      createdAtUnix: 100,
      archivedAtUnix: 200,
    });
  });

  it('fills the form from a team', () => {
    expect(teamFormValues(team)).toEqual({
      name: 'Crew',
      employee_ids: [1, 2],
      manager_ids: [3],
      include_all_employees: false,
      is_archived: true,
    });
  });
});
