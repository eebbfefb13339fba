import { can, flagsOf, ROLE, type Action, type Actor } from '../../contract/access';
import type { Profile, ProfileEmployee } from '../../contract/profile';

/**
 * The provider-staff record of a profile (role provider admin or provider recruiter). An org-0
 * record with another role grants nothing outside org 0: such a user lands on /error/403.
 */
export function internalEmployee(profile: Profile): ProfileEmployee | undefined {
  return profile.employees.find(
    (employee) =>
      employee.role.id === ROLE.providerAdmin || employee.role.id === ROLE.providerRecruiter,
  );
}

export function isInternalUser(profile: Profile): boolean {
  return internalEmployee(profile) !== undefined;
}

export function employeeOf(profile: Profile, orgId: number | null): ProfileEmployee | undefined {
  if (orgId === null) return undefined;
  return profile.employees.find((employee) => employee.org_id === orgId);
}

/**
 * The user as the guards see them in one organisation: their own employee record there, or,
 * for provider staff, their staff role (they act on any organisation). Null: no access.
 */
export function actorFor(profile: Profile, orgId: number): Actor | null {
  const employee = employeeOf(profile, orgId) ?? internalEmployee(profile);
  return employee ? { orgId, roleId: employee.role.id } : null;
}

/** For pages outside any organisation: allowed when one of the user's records allows it. */
export function canAnywhere(profile: Profile, action: Action): boolean {
  return profile.employees.some((employee) =>
    can({ orgId: employee.org_id, roleId: employee.role.id }, action),
  );
}

export function flagsIn(profile: Profile, orgId: number) {
  const actor = actorFor(profile, orgId);
  return actor ? flagsOf(actor) : null;
}
