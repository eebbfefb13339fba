import { describe, expect, it } from 'vitest';
import { PERMISSION, ROLE } from '../../../contract/access';
import { effectivePermissions, isProviderRole } from './permissions';

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
