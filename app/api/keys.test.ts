import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { invalidates, isOrgSummaryKey, keys, type RuleGroupKind } from './keys';

/** A cache holding one answer under each of organisation 7's keys (and one of organisation 9). */
function filledCache() {
  const client = new QueryClient();
  const org = keys.org(7);
  const kind: RuleGroupKind = 'time-clock';
  const all = {
    summary: org.summary,
    employees: org.employees.page({ page: 1 }),
    pickers: org.employeesAndTeams.list({ includeDeactivated: false }),
    employee: org.employee(42),
    otherEmployee: org.employee(43),
    compensation: org.compensation(42),
    ruleGroups: org.ruleGroups.list(kind),
    teams: org.teams.list({ page: 1 }),
    wcCodes: org.wcCodes.page({ page: 1 }),
    wcCodeHistory: org.wcCodeHistory.page({ page: 1 }),
    overtimeRules: org.overtimeRules.page({ page: 1 }),
    otherOrg: keys.org(9).teams.list({ page: 1 }),
    orgList: keys.orgList({ page: 1 }),
  };
  for (const key of Object.values(all)) client.setQueryData(key, 'answer');
  return { client, all };
}

async function staleAfter(write: ReturnType<typeof invalidates.team>) {
  const { client, all } = filledCache();
  await Promise.all(write.map((target) => client.invalidateQueries(target)));
  return Object.entries(all)
    .filter(([, key]) => client.getQueryState(key)?.isInvalidated)
    .map(([name]) => name);
}

describe('query keys', () => {
  it('start with the organisation, whose summary is the prefix alone', () => {
    expect(keys.org(7).teams.list({ page: 1 })).toEqual(['org', 7, 'teams', 'list', { page: 1 }]);
    expect(isOrgSummaryKey(keys.org(7).summary)).toBe(true);
    expect(isOrgSummaryKey(keys.org(7).teams.all)).toBe(false);
    expect(isOrgSummaryKey(keys.orgList({ page: 1 }))).toBe(false);
  });

  it('declare what each write makes stale, in its organisation only', async () => {
    expect(await staleAfter(invalidates.team(7))).toEqual(['pickers', 'teams']);
    expect(await staleAfter(invalidates.employeeList(7))).toEqual(['employees', 'pickers']);
    expect(await staleAfter(invalidates.employee(7, 42))).toEqual([
      'summary',
      'employees',
      'pickers',
      'employee',
      'ruleGroups',
      'teams',
    ]);
    expect(await staleAfter(invalidates.compensation(7, 42))).toEqual([
      'employees',
      'employee',
      'compensation',
    ]);
    expect(await staleAfter(invalidates.ruleGroup(7))).toEqual([
      'summary',
      'employees',
      'pickers',
      'ruleGroups',
    ]);
    expect(await staleAfter(invalidates.wcCode(7))).toEqual(['wcCodes', 'wcCodeHistory']);
    expect(await staleAfter(invalidates.overtimeRule(7))).toEqual(['overtimeRules']);
    expect(await staleAfter(invalidates.orgList())).toEqual(['orgList']);
  });
});
