import type { ProfileEmployee } from '../../contract/profile';

/** The chosen organisation, remembered between visits (versioned storage key). */
export const SELECTED_ORG_KEY = 'crewcard.selected-org.v1';

/** The org id of an org-scoped path (`/org/12/...`), else null. */
export function orgIdFromPath(pathname: string): number | null {
  const match = /^\/org\/(\d+)(?:\/|$)/.exec(pathname);
  return match ? Number(match[1]) : null;
}

/**
 * Selected org at profile load (core.md 4): org 0 when the user has an org-0 record (provider
 * staff), else the org in the URL, else the stored org, else the first employee's org. The URL
 * and stored orgs count only when the user belongs to them; otherwise a stale link or another
 * user's leftover choice would select an organisation the user cannot open.
 */
export function resolveSelectedOrg(input: {
  employees: readonly Pick<ProfileEmployee, 'org_id'>[];
  pathOrgId: number | null;
  storedOrgId: number | null;
}): number | null {
  const { employees, pathOrgId, storedOrgId } = input;
  const belongs = (orgId: number | null) =>
    orgId !== null && employees.some((e) => e.org_id === orgId);
  if (employees.some((employee) => employee.org_id === 0)) return 0;
  if (belongs(pathOrgId)) return pathOrgId;
  if (belongs(storedOrgId)) return storedOrgId;
  return employees[0]?.org_id ?? null;
}

export function readStoredOrgId(): number | null {
  const raw = localStorage.getItem(SELECTED_ORG_KEY);
  if (raw === null || raw === '') return null;
  const value = Number(raw);
  return Number.isInteger(value) && value >= 0 ? value : null;
}

export function writeStoredOrgId(orgId: number | null): void {
  if (orgId === null) localStorage.removeItem(SELECTED_ORG_KEY);
  else localStorage.setItem(SELECTED_ORG_KEY, String(orgId));
}
