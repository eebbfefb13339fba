import type { OrgDetail, OrgListItem } from '../../../contract/orgs';

import type { Profile } from '../../../contract/profile';

import {
  jsonResponse,
  listPage,
  makeEmployee,
  makeOrg,
  makeProfile,
} from '../../test-support/fixtures';
import { on, type FetchCall } from '../../test-support/stubs';

import { signInAs as signInWith } from '../../test-support/screen-session';

/** Test data and canned answers shared by the organisation screens' tests (not a test file). */
export const providerAdmin = makeProfile([makeEmployee(0, 4)], {
  display_name: 'Pat Quinn',
  email: 'staff@example.com',
});
export const admin = makeProfile([makeEmployee(7, 3)]);
export const manager = makeProfile([makeEmployee(7, 21)]);
export const worker = makeProfile([makeEmployee(7, 1)]);

export function listItem(id: number, name: string, overrides: Partial<OrgListItem> = {}) {
  return {
    id,
    name,
    country_code: 'us' as const,
    crew_product_status: 'activated' as const,
    saas_enabled_employees_count: 14,
    created_at_unix: 1_700_000_000,
    ...overrides,
  };
}

export const orgPage = (orgs: OrgListItem[], total?: number, page?: number, limit?: number) =>
  listPage(orgs, total, page, limit);

export function orgDetail(overrides: Partial<OrgDetail> = {}): OrgDetail {
  return {
    ...makeOrg(),
    rule_group: { clock_permissions: { time_tracking: true, allow_clock_editing: false } },
    project_time_rules: { is_auto: false, require_project_time: false, require_cost_codes: false },
    ...overrides,
  };
}

/** Answers GET /orgs with `answer(query)`. */
export function orgListRoute(answer: (query: Record<string, string>) => unknown) {
  return on('GET', '/v1/orgs', (call) => jsonResponse(answer(queryOf(call))));
}

export function orgRoute(org: OrgDetail) {
  return on('GET', `/v1/orgs/${org.id}`, () => jsonResponse({ data: org }));
}

export function queryOf(call: FetchCall): Record<string, string> {
  return Object.fromEntries(new URL(call.url, 'http://localhost').searchParams);
}

export function listCalls(calls: FetchCall[]) {
  return calls
    .filter((call) => call.method === 'GET' && call.url.split('?')[0] === '/v1/orgs')
    .map(queryOf);
}

/** Signs `profile` in, as the app would have after sign-in. */
export function signInAs(profile: Profile, selectedOrgId: number | null = null) {
  signInWith(profile, { orgId: selectedOrgId });
}
