import { describe, expect, it } from 'vitest';
import {
  buildFilter,
  type Filter,
  type FilterRule,
} from '../../../../design-system/filter-builder/filter-builder-model';
import { keepsCard, summaryFilterColumns, summaryFilterPlan } from './summary-filters';
import { at, makeCard } from './summary-test-cards';

const columns = summaryFilterColumns({
  teams: [
    { value: '3', label: 'Framing' },
    { value: '4', label: 'Concrete' },
  ],
  projects: [
    { value: '21', label: 'Midtown Lofts' },
    { value: '22', label: 'Elk Grove' },
  ],
});
const filter = (accessor: string, rule: FilterRule, values: string[]): Filter =>
  buildFilter(
    columns.find((column) => column.accessor === accessor)!,
    null,
    {
      rule,
      searchKey: '',
      searchKeyArray: values,
    },
  );
const card = (overrides: Partial<Parameters<typeof makeCard>[0]> = {}) =>
  makeCard({ id: 1, from: at('2026-11-24', 7), to: at('2026-11-24', 15), ...overrides });

describe('the summary’s filters', () => {
  it('offers team, project, status and approval; no project without project tracking', () => {
    expect(columns.map((column) => column.header)).toEqual([
      'Team',
      'Project',
      'Status',
      'Approval',
    ]);
    expect(
      summaryFilterColumns({ teams: [], projects: null }).map((column) => column.header),
    ).toEqual(['Team', 'Status', 'Approval']);
  });

  it('asks for nothing more without filters', () => {
    expect(summaryFilterPlan([])).toEqual({
      query: {},
      excludedTeamIds: [],
      excludedProjectIds: [],
      statuses: null,
      approvals: null,
    });
  });

  it('sends teams and projects to include as ids', () => {
    const plan = summaryFilterPlan([
      filter('team', 'is_any_of', ['3', '4']),
      filter('project', 'is_any_of', ['21']),
    ]);
    expect(plan.query).toEqual({ employee_group_ids: [3, 4], org_project_ids: [21] });
  });

  it('sends one status or approval state, also when "is none of" leaves one', () => {
    expect(summaryFilterPlan([filter('status', 'is_any_of', ['on_break'])]).query).toEqual({
      status: 'on_break',
    });
    expect(summaryFilterPlan([filter('approval', 'is_none_of', ['approved'])]).query).toEqual({
      approval_state: 'pending',
    });
  });

  it('keeps two statuses in the browser, and every status means no filter', () => {
    const plan = summaryFilterPlan([filter('status', 'is_none_of', ['completed'])]);
    expect(plan.query).toEqual({});
    expect(plan.statuses).toEqual(['working', 'on_break']);
    expect(keepsCard(plan, card({ to: null }), new Set())).toBe(true);
    expect(keepsCard(plan, card(), new Set())).toBe(false);
    expect(
      summaryFilterPlan([filter('status', 'is_any_of', ['working', 'on_break', 'completed'])])
        .statuses,
    ).toBeNull();
  });

  it('leaves out the cards of excluded teams’ members and of excluded projects', () => {
    const plan = summaryFilterPlan([
      filter('team', 'is_none_of', ['3']),
      filter('project', 'is_none_of', ['22']),
    ]);
    expect(plan.query).toEqual({});
    expect(plan.excludedTeamIds).toEqual([3]);
    expect(plan.excludedProjectIds).toEqual([22]);
    const framers = new Set([11]);
    expect(keepsCard(plan, card(), framers)).toBe(false);
    expect(
      keepsCard(plan, card({ employee: { employee_id: 12, display_name: 'Bo' } }), framers),
    ).toBe(true);
    expect(
      keepsCard(
        plan,
        card({ employee: { employee_id: 12, display_name: 'Bo' }, projects: [21, 22] }),
        framers,
      ),
    ).toBe(false);
  });
});
