import { describe, expect, it } from 'vitest';
import { flagsOf, roleById } from '../../../contract/access';
import type { OrgContext } from '../../http/context';
import { listScope } from './visibility.service';

function ctx(roleId: number, extra: Partial<OrgContext> = {}): OrgContext {
  const permissions = roleById(roleId)?.permissions ?? [];
  return {
    profileId: 1,
    orgId: 5,
    employeeId: 9,
    roleId,
    permissions,
    flags: flagsOf({ orgId: 5, roleId, permissions }),
    tokenType: 'access',
    isProviderStaff: false,
    ...extra,
  };
}

describe('listScope', () => {
  it('shows a worker only themselves', () => {
    expect(listScope(ctx(1))).toEqual({ kind: 'self', employeeId: 9 });
  });
  it('shows a default manager their own workers', () => {
    expect(listScope(ctx(21))).toEqual({ kind: 'managed', employeeId: 9 });
  });
  it('shows a manager who may view all time cards everyone', () => {
    expect(listScope(ctx(23))).toEqual({ kind: 'all' });
  });
  it('shows administrators and provider staff everyone', () => {
    expect(listScope(ctx(3))).toEqual({ kind: 'all' });
    expect(listScope(ctx(4, { isProviderStaff: true, employeeId: null }))).toEqual({ kind: 'all' });
  });
});
