import type { EmployeeRow } from '../../../contract/employees';
import type { Team, TeamEmployee } from '../../../contract/teams';
import type { Profile } from '../../../contract/profile';
import { jsonResponse, listPage, makeOrg } from '../../test-support/fixtures';
import { signInAs as signInWith } from '../../test-support/screen-session';
import { on, type FetchCall } from '../../test-support/stubs';

/** Test data and canned answers shared by the teams page's tests (not a test file itself). */
export const ORG_ID = 7;
export const TEAMS_PATH = `/org/${ORG_ID}/crew/members/groups`;
// 14 November 2023, 22:13 UTC: the 14th on the org's Denver calendar.
export const CREATED_UNIX = 1_700_000_000;

export function person(id: number, name: string, isActive = true): TeamEmployee {
  return { employee_id: id, display_name: name, is_saas_enabled: isActive };
}

export const ANN = person(21, 'Ann Lee');
export const BO = person(22, 'Bo Park');
export const CY = person(23, 'Cy Diaz');
export const DEE = person(24, 'Dee Fox');
export const OLD = person(25, 'Abe Old', false);
export const MAX = person(31, 'Max Manager');
export const ADA = person(1, 'Ada Admin');

export function makeTeam(overrides: Partial<Team> = {}): Team {
  return {
    id: 11,
    name: 'Framing crew',
    employees: [ANN, BO, CY, DEE],
    managers: [MAX],
    created_at_unix: CREATED_UNIX,
    archived_at_unix: null,
    ...overrides,
  };
}

export const teamPage = (teams: Team[], total?: number, page?: number, limit?: number) =>
  listPage(teams, total, page, limit);

function employeeRow(person: TeamEmployee, roleId: number): EmployeeRow {
  const [first = '', last = ''] = person.display_name.split(' ');
  return {
    employee_id: person.employee_id,
    profile_id: person.employee_id + 1000,
    org_id: ORG_ID,
    display_name: person.display_name,
    first_name: first,
    last_name: last,
    email: `${first.toLowerCase()}@example.com`,
    mobile: null,
    title: null,
    role_id: roleId,
    staffing_status: 'active',
    is_saas_enabled: person.is_saas_enabled,
    invite_expiry_dt_unix: null,
    saas_enabled_updated_at_unix: 1,
    start_dt_unix: null,
    pay_rate: null,
    pay_type: null,
    rate_type_1099: null,
    overtime_rule: null,
    is_my_worker: false,
  };
}

/** The org's people: workers (one deactivated), a manager and the administrator. */
export const PEOPLE: TeamEmployee[] = [OLD, DEE, CY, BO, ANN, MAX, ADA];
const EMPLOYEE_ROWS = [
  ...[ANN, BO, CY, DEE].map((each) => employeeRow(each, 1)),
  employeeRow(MAX, 21),
  employeeRow(ADA, 3),
];

/** Query string values of a call. */
export function queryOf(call: FetchCall): Record<string, string> {
  return Object.fromEntries(new URL(call.url, 'http://localhost').searchParams);
}

export const orgRoute = on('GET', `/v1/orgs/${ORG_ID}`, () =>
  jsonResponse({ data: makeOrg({ id: ORG_ID, country_code: 'us', timezone: 'America/Denver' }) }),
);
export const pickerRoute = on('GET', `/v1/orgs/${ORG_ID}/employees_and_employee_groups`, () =>
  jsonResponse({ data: { employees: PEOPLE, employee_groups: [] } }),
);
export const employeesRoute = on('GET', `/v1/orgs/${ORG_ID}/employees`, () =>
  jsonResponse({
    data: EMPLOYEE_ROWS,
    meta: { current_page: 1, last_page: 1, total: EMPLOYEE_ROWS.length, per_page: 500, to: 6 },
  }),
);
/** Answers the team list with `answer(query)`. */
export function listRoute(answer: (query: Record<string, string>) => unknown) {
  return on('GET', `/v1/orgs/${ORG_ID}/employee_group_list`, (call) =>
    jsonResponse(answer(queryOf(call))),
  );
}

export function listCalls(calls: FetchCall[]) {
  return calls
    .filter((call) => call.method === 'GET' && call.url.includes('/employee_group_list'))
    .map(queryOf);
}

/** Signs `profile` in, as the app would have after sign-in, with org 7 selected. */
export function signInAs(profile: Profile) {
  signInWith(profile, { orgId: ORG_ID });
}
