import { describe, expect, it } from 'vitest';
import { effectivePermissions, flagsOf, roleActor } from './actor';
import { PERMISSION, ROLE, isProviderRole } from './roles';

describe('effectivePermissions', () => {
  it('gives a worker nothing, whatever the overrides say', () => {
    expect(
      effectivePermissions(ROLE.worker, [{ permission_id: PERMISSION.viewAllTimeCards, value: 1 }]),
    ).toEqual([]);
  });

  it('switches a manager variable permission on and off', () => {
    const on = effectivePermissions(21, [{ permission_id: PERMISSION.viewAllTimeCards, value: 1 }]);
    expect(on).toContain(PERMISSION.viewAllTimeCards);
    const off = effectivePermissions(21, [
      { permission_id: PERMISSION.crewManagerPayroll, value: 0 },
    ]);
    expect(off).not.toContain(PERMISSION.crewManagerPayroll);
  });

  it('ignores overrides of permissions that are not variable', () => {
    expect(
      effectivePermissions(21, [{ permission_id: PERMISSION.organisationSettings, value: 1 }]),
    ).not.toContain(PERMISSION.organisationSettings);
  });

  it('gives an administrator every permission', () => {
    expect(effectivePermissions(ROLE.admin)).toContain(PERMISSION.adminHrProfile);
  });

  it('knows the provider roles', () => {
    expect(isProviderRole(ROLE.providerAdmin)).toBe(true);
    expect(isProviderRole(ROLE.providerRecruiter)).toBe(true);
    expect(isProviderRole(ROLE.admin)).toBe(false);
  });
});

describe('actors', () => {
  it('builds one from the role table, provider roles acting as staff', () => {
    expect(roleActor(7, ROLE.providerRecruiter)).toEqual({
      orgId: 7,
      roleId: ROLE.providerRecruiter,
      permissions: effectivePermissions(ROLE.providerRecruiter),
      isProviderStaff: true,
      employeeId: null,
    });
    expect(roleActor(7, 21, { employeeId: 4 })).toMatchObject({
      isProviderStaff: false,
      employeeId: 4,
    });
  });

  it('derives the flags of core.md 6, financial access from the effective permissions', () => {
    expect(flagsOf(roleActor(7, 35))).toMatchObject({
      isManager: true,
      isManagement: true,
      hasFinancialAccess: true,
    });
    expect(flagsOf(roleActor(7, 21)).hasFinancialAccess).toBe(false);
    expect(flagsOf(roleActor(0, ROLE.providerAdmin)).isInternal).toBe(true);
  });
});
