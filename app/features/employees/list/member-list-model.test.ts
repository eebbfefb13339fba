import { describe, expect, it } from 'vitest';
import type { Filter } from '../../../../design-system/filter-builder/filter-builder-model';
import { canBeInvited, memberStatus, payText, roleKind, roleLabel } from './member-labels';
import { filterColumns, listPlan } from './member-list-model';

function filter(accessor: 'role' | 'status', values: string[], rule: Filter['rule'] = 'is_any_of') {
  return {
    header: accessor === 'role' ? 'Role' : 'Status',
    accessor,
    rule,
    searchKey: '',
    searchKeyArray: values,
    optionsHistory: [],
    displayLabels: values,
  } satisfies Filter;
}

describe('member statuses', () => {
  it.each([
    [{ staffing_status: 'active', is_saas_enabled: true }, 'active', false],
    [{ staffing_status: 'pending', is_saas_enabled: true }, 'invited', true],
    [{ staffing_status: 'expired', is_saas_enabled: true }, 'expired', true],
    [{ staffing_status: 'saas_disabled', is_saas_enabled: false }, 'deactivated', false],
    [{ staffing_status: 'pending', is_saas_enabled: false }, 'deactivated', false],
  ])('%o reads as %s', (row, status, invitable) => {
    expect(memberStatus(row)).toBe(status);
    expect(canBeInvited(row)).toBe(invitable);
  });
});

describe('roles and pay', () => {
  it('names roles as the role table does and groups manager variants', () => {
    expect([1, 2, 21, 35, 3].map(roleLabel)).toEqual([
      'Worker',
      'Manager',
      'Manager',
      'Manager',
      'Administrator',
    ]);
    expect([1, 21, 3, 4].map(roleKind)).toEqual(['worker', 'manager', 'admin', 'other']);
  });

  it('writes the pay in effect per hour, day or year, and nothing without it', () => {
    const pay = (pay_rate: number | null, pay_type: string | null, rate_type_1099: string | null) =>
      payText({ pay_rate, pay_type, rate_type_1099 });
    expect(pay(25.5, 'hourly', null)).toBe('$25.50/hr');
    expect(pay(40, '1099', 'hourly')).toBe('$40.00/hr');
    expect(pay(300, '1099', 'half_or_full')).toBe('$300.00/day');
    expect(pay(52000, 'salary', null)).toBe('$52,000/yr');
    expect(pay(null, 'hourly', null)).toBe('');
  });
});

describe('listPlan', () => {
  it('pages on the server with each list’s own status when nothing else filters', () => {
    expect(listPlan('members', [])).toEqual({ status: undefined, local: [] });
    expect(listPlan('deactivated', [])).toEqual({ status: 'deactivated', local: [] });
    expect(listPlan('expired', [])).toEqual({ status: 'invite_expired', local: [] });
  });

  it('hands a single status the server knows to the server', () => {
    expect(listPlan('members', [filter('status', ['active'])]).status).toBe('activated');
    expect(listPlan('members', [filter('status', ['expired'])]).status).toBe('invite_expired');
    expect(listPlan('members', [filter('status', ['deactivated'])])).toEqual({
      status: 'deactivated',
      local: [],
    });
  });

  it('filters in the browser what the server cannot', () => {
    const invited = filter('status', ['invited']);
    expect(listPlan('members', [invited])).toEqual({ status: undefined, local: [invited] });
    const two = filter('status', ['active', 'invited']);
    expect(listPlan('members', [two]).local).toEqual([two]);
    const notActive = filter('status', ['active'], 'is_none_of');
    expect(listPlan('members', [notActive]).local).toEqual([notActive]);
    const managers = filter('role', ['manager']);
    expect(listPlan('expired', [managers])).toEqual({
      status: 'invite_expired',
      local: [managers],
    });
    expect(listPlan('members', [managers, filter('status', ['active'])])).toEqual({
      status: 'activated',
      local: [managers],
    });
  });

  it('offers Status only on Members', () => {
    expect(filterColumns('members').map((column) => column.header)).toEqual(['Role', 'Status']);
    expect(filterColumns('deactivated').map((column) => column.header)).toEqual(['Role']);
  });
});
