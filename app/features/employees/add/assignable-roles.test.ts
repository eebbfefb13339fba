import { describe, expect, it } from 'vitest';
import { roleActor } from '../../../../contract/access';
import { assignableRoleIds, roleChoices } from './assignable-roles';

const labels = (orgId: number, roleId: number) =>
  roleChoices(roleActor(orgId, roleId)).map((choice) => choice.label);

describe('roles the caller may give (server assignableRoles)', () => {
  it('gives administrators and provider admins the picker’s three, Manager as variant 21', () => {
    expect(assignableRoleIds(roleActor(7, 3))).toEqual([1, 21, 3]);
    expect(labels(7, 3)).toEqual(['Worker', 'Manager', 'Administrator']);
    expect(labels(7, 4)).toEqual(['Worker', 'Manager', 'Administrator']);
  });

  it('lets managers who may invite (permission 10) and recruiters add workers only', () => {
    expect(labels(7, 21)).toEqual(['Worker']);
    expect(labels(7, 35)).toEqual(['Worker']);
    expect(labels(7, 5)).toEqual(['Worker']);
  });

  it('lets nobody else add anyone', () => {
    expect(labels(7, 1)).toEqual([]);
    expect(assignableRoleIds(null)).toEqual([]);
    expect(labels(7, 21 + 100)).toEqual([]);
  });

  it('offers the provider roles on org 0, to provider admins only', () => {
    expect(labels(0, 4)).toEqual(['Provider admin', 'Provider recruiter']);
    expect(labels(0, 5)).toEqual([]);
  });
});
