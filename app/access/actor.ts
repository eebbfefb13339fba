import { can, isProviderRole, type Actor, type PolicyId } from '../../contract/access';
import type { Profile, ProfileEmployee } from '../../contract/profile';

/**
 * The provider-staff record of a profile (role provider admin or provider recruiter). An org-0
 * record with another role grants nothing outside org 0: such a user lands on /error/403.
 */
export function internalEmployee(profile: Profile): ProfileEmployee | undefined {
  return profile.employees.find((employee) => isProviderRole(employee.role.id));
}

export function isInternalUser(profile: Profile): boolean {
  return internalEmployee(profile) !== undefined;
}

export function employeeOf(profile: Profile, orgId: number | null): ProfileEmployee | undefined {
  if (orgId === null) return undefined;
  return profile.employees.find((employee) => employee.org_id === orgId);
}

/** The actor of one membership, in its own organisation, as the server's org guard builds it. */
function membershipActor(employee: ProfileEmployee): Actor {
  return {
    orgId: employee.org_id,
    roleId: employee.role.id,
    permissions: employee.permissions,
    isProviderStaff: employee.org_id === 0 && isProviderRole(employee.role.id),
    employeeId: employee.employee_id,
  };
}

/**
 * The user as the policies see them in one organisation, built as the server's org guard builds
 * it: their own active record there (role and effective permissions from GET /v1/me), or, for
 * provider staff, their staff role acting on any organisation. Null: no access.
 */
export function actorFor(profile: Profile, orgId: number): Actor | null {
  const own = employeeOf(profile, orgId);
  if (own) return membershipActor(own);
  const staff = internalEmployee(profile);
  if (!staff) return null;
  // Staff keep a record of their own in the organisation even when it is not active.
  const record = profile.inactive_employees.find((employee) => employee.org_id === orgId);
  return {
    orgId,
    roleId: staff.role.id,
    permissions: staff.permissions,
    isProviderStaff: true,
    employeeId: record?.employee_id ?? null,
  };
}

/** For pages outside any organisation: allowed when one of the user's records allows it. */
export function canAnywhere(profile: Profile, policy: PolicyId): boolean {
  return profile.employees.some((employee) => can(membershipActor(employee), policy));
}
