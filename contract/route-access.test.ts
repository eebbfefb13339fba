import { describe, expect, it } from 'vitest';
import { ROLES, VARIABLE_PERMISSIONS, can, effectivePermissions, roleActor } from './access';
import { routes, type RouteName } from './api-routes';
import {
  ROUTE_ACCESS,
  accessExtension,
  allowedKinds,
  policyOf,
  roleKindOf,
  type RoleKind,
} from './route-access';

const KIND: Record<string, RoleKind> = {
  A: 'admin',
  M: 'manager',
  W: 'worker',
  PA: 'provider-admin',
  PR: 'provider-recruiter',
};

/**
 * The role kinds each private call admitted when every route still listed them by hand: a
 * route that now names a policy admits exactly those, so moving the rules into the policy table
 * changed nobody's access.
 */
const KINDS_BEFORE_POLICIES: Partial<Record<RouteName, string>> = {
  me: 'A M W PA PR',
  logout: 'A M W PA PR',
  changePassword: 'A M W PA PR',
  roles: 'A M W PA PR',
  orgs: 'A M W PA PR',
  createOrg: 'A PA PR',
  org: 'A M W PA PR',
  patchOrg: 'A PA',
  adminOrg: 'PA PR',
  impersonate: 'PA',
  employees: 'A M W PA PR',
  createEmployee: 'A M PA PR',
  employee: 'A M W PA PR',
  patchEmployee: 'A M PA',
  patchEmployees: 'A M PA',
  sendInvites: 'A M PA PR',
  resendInvite: 'A M PA PR',
  updateSaasEnabled: 'A PA',
  teams: 'A M PA PR',
  createTeam: 'A PA PR',
  patchTeam: 'A PA PR',
  patchTeams: 'A PA PR',
  deleteTeam: 'A PA PR',
  employeesAndTeams: 'A M W PA PR',
  compensations: 'A M PA',
  createCompensation: 'A M PA',
  patchCompensation: 'A M PA',
  deleteCompensation: 'A M PA',
  overtimeRules: 'A M PA PR',
  createOvertimeRule: 'A PA',
  patchOvertimeRule: 'A PA',
  wcCodes: 'A M PA PR',
  createWcCode: 'A PA',
  patchWcCode: 'A PA',
  wcCodeHistory: 'A PA',
  employeeRuleGroup: 'A M W PA PR',
  employeeProjectTimeRuleGroup: 'A M W PA PR',
  ruleGroups: 'A M PA PR',
  ruleGroup: 'A M PA PR',
  projectTimeRuleGroups: 'A M PA PR',
  projectTimeRuleGroup: 'A M PA PR',
};

const names = Object.keys(routes) as RouteName[];

describe('route access declarations', () => {
  it('give every role of the role table a kind', () => {
    for (const role of ROLES) expect(roleKindOf(role.id), role.name).toBeDefined();
    expect(roleKindOf(2)).toBe('manager');
    expect(roleKindOf(35)).toBe('manager');
    expect(roleKindOf(36)).toBeUndefined();
  });

  it('declare every route with its own auth kind, and put private callers in the document', () => {
    for (const name of names) {
      expect(ROUTE_ACCESS[name].auth, name).toBe(routes[name].auth);
      const extension = accessExtension(name);
      if (routes[name].auth === 'private')
        expect(extension['x-roles']?.length, name).toBeGreaterThan(0);
      else expect(extension, name).toEqual({});
    }
    expect(accessExtension('me')).toEqual({
      'x-roles': ['admin', 'manager', 'worker', 'provider-admin', 'provider-recruiter'],
    });
    expect(accessExtension('patchOrg')).toEqual({
      'x-roles': ['admin', 'provider-admin'],
      'x-policy': 'orgSettings.edit',
    });
  });

  it('admit through each policy the role kinds the routes admitted before they named one', () => {
    for (const [name, kinds] of Object.entries(KINDS_BEFORE_POLICIES) as Array<[RouteName, string]>)
      expect(allowedKinds(name), name).toEqual(kinds.split(' ').map((abbr) => KIND[abbr]));
  });

  it('name outside one organisation only policies that the role alone decides', () => {
    // Such calls are checked against the kinds held anywhere (server/http/guards.ts), which is
    // exact only when per-person overrides cannot change the answer.
    const outside = names.filter((name) => !routes[name].path.startsWith('/orgs/{org_id}'));
    const allOn = VARIABLE_PERMISSIONS.map((id) => ({ permission_id: id, value: 1 }));
    for (const name of outside) {
      const policy = policyOf(name);
      if (!policy) continue;
      for (const role of ROLES) {
        const plain = roleActor(1, role.id, { employeeId: 1 });
        const overridden = { ...plain, permissions: effectivePermissions(role.id, allOn) };
        expect(can(overridden, policy), `${name} as ${role.name}`).toBe(can(plain, policy));
      }
    }
  });
});
