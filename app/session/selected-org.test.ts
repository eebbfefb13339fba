import { beforeEach, describe, expect, it } from 'vitest';
import {
  orgIdFromPath,
  readStoredOrgId,
  resolveSelectedOrg,
  SELECTED_ORG_KEY,
  writeStoredOrgId,
} from './selected-org';

const employees = (...orgIds: number[]) => orgIds.map((org_id) => ({ org_id }));

beforeEach(() => localStorage.clear());

describe('resolveSelectedOrg', () => {
  it('chooses org 0 when the user has an org-0 record, whatever else applies', () => {
    expect(resolveSelectedOrg({ employees: employees(5, 0), pathOrgId: 5, storedOrgId: 5 })).toBe(
      0,
    );
  });

  it('else the org in the URL path', () => {
    expect(resolveSelectedOrg({ employees: employees(5, 9), pathOrgId: 9, storedOrgId: 5 })).toBe(
      9,
    );
  });

  it('ignores a URL org the user does not belong to', () => {
    expect(resolveSelectedOrg({ employees: employees(5, 9), pathOrgId: 77, storedOrgId: 9 })).toBe(
      9,
    );
  });

  it('else the stored org when the user belongs to it', () => {
    expect(
      resolveSelectedOrg({ employees: employees(5, 9), pathOrgId: null, storedOrgId: 9 }),
    ).toBe(9);
  });

  it("else the first employee's org", () => {
    expect(
      resolveSelectedOrg({ employees: employees(5, 9), pathOrgId: null, storedOrgId: 3 }),
    ).toBe(5);
    expect(
      resolveSelectedOrg({ employees: employees(5, 9), pathOrgId: null, storedOrgId: null }),
    ).toBe(5);
  });

  it('is null without employees', () => {
    expect(resolveSelectedOrg({ employees: [], pathOrgId: 4, storedOrgId: 4 })).toBeNull();
  });
});

describe('orgIdFromPath', () => {
  it('reads the org id of org-scoped paths only', () => {
    expect(orgIdFromPath('/org/12/dashboard')).toBe(12);
    expect(orgIdFromPath('/org/12')).toBe(12);
    expect(orgIdFromPath('/org/0/employees/add')).toBe(0);
    expect(orgIdFromPath('/org')).toBeNull();
    expect(orgIdFromPath('/orgs')).toBeNull();
    expect(orgIdFromPath('/org/abc/dashboard')).toBeNull();
    expect(orgIdFromPath('/crew_app/orgs/3/clock')).toBeNull();
  });
});

describe('stored selected org', () => {
  it('persists under a versioned key', () => {
    writeStoredOrgId(9);
    expect(SELECTED_ORG_KEY).toMatch(/\.v\d+$/);
    expect(localStorage.getItem(SELECTED_ORG_KEY)).toBe('9');
    expect(readStoredOrgId()).toBe(9);
    writeStoredOrgId(0);
    expect(readStoredOrgId()).toBe(0);
    writeStoredOrgId(null);
    expect(readStoredOrgId()).toBeNull();
  });

  it('ignores unreadable values', () => {
    localStorage.setItem(SELECTED_ORG_KEY, 'acme');
    expect(readStoredOrgId()).toBeNull();
    localStorage.setItem(SELECTED_ORG_KEY, '-3');
    expect(readStoredOrgId()).toBeNull();
  });
});
