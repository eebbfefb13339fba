import { describe, expect, it } from 'vitest';
import { zRolesResponse } from '../../../contract/roles';
import { roleMappings } from './roles-view';

describe('roleMappings', () => {
  it('matches the contract and lists every role once', () => {
    const roles = roleMappings();
    expect(() => zRolesResponse.parse({ data: roles })).not.toThrow();
    expect(new Set(roles.map((r) => r.id)).size).toBe(roles.length);
  });

  it('gives manager variants their variable permission values', () => {
    const v23 = roleMappings().find((r) => r.id === 23)!;
    expect(v23.variable_permissions.find((p) => p.id === 13)?.value).toBe(true);
    expect(v23.variable_permissions.find((p) => p.id === 17)?.value).toBe(false);
    expect(roleMappings().find((r) => r.id === 1)!.variable_permissions).toEqual([]);
  });
});
