import { describe, expect, it } from 'vitest';
import { ROLES } from './access';
import { routes, type RouteName } from './api-routes';
import { ROUTE_ACCESS, accessExtension, roleKindOf } from './route-access';

describe('route access declarations', () => {
  it('give every role of the role table a kind', () => {
    for (const role of ROLES) expect(roleKindOf(role.id), role.name).toBeDefined();
    expect(roleKindOf(2)).toBe('manager');
    expect(roleKindOf(35)).toBe('manager');
    expect(roleKindOf(36)).toBeUndefined();
  });

  it('declare every route with its own auth kind, and put private callers in the document', () => {
    for (const name of Object.keys(routes) as RouteName[]) {
      expect(ROUTE_ACCESS[name].auth, name).toBe(routes[name].auth);
      const extension = accessExtension(name);
      if (routes[name].auth === 'private')
        expect(extension['x-roles']?.length, name).toBeGreaterThan(0);
      else expect(extension, name).toEqual({});
    }
    expect(accessExtension('me')['x-roles']).toHaveLength(5);
    expect(accessExtension('patchOrg')['x-roles']).toEqual(['admin', 'provider-admin']);
  });
});
