import { PERMISSION_LABEL, VARIABLE_PERMISSIONS, roleById } from '../../../../contract/access';

import type { Compensation } from '../../../../contract/compensation';

import type { EmployeeDetail } from '../../../../contract/employee-detail';

import type { Profile } from '../../../../contract/profile';

import type { RoleMapping } from '../../../../contract/roles';

import { jsonResponse, makeEmployee, makeOrg, makeProfile } from '../../../test-support/fixtures';
import { on, stubFetch, type FetchCall, type Route } from '../../../test-support/stubs';
import { renderApp } from '../../../test-support/render-app';

import {
  AUTO_GROUP,
  KIOSK_GROUP,
  employeeRuleGroupRoutes,
  makeProjectTimeRuleGroup,
  makeRuleGroup,
} from './rule-group-fixtures';

import { signInAs as signInWith } from '../../../test-support/screen-session';

/** Test data of the employee detail page: org 7, its admin Ada (703), manager Tia (2). */
export const ADMIN = makeProfile([makeEmployee(7, 3, { employee_id: 703 })]);
export const MANAGER = makeProfile([makeEmployee(7, 21, { employee_id: 2 })], {
  id: 43,
  display_name: 'Tia Approver',
});
export const WORKER = makeProfile([makeEmployee(7, 1, { employee_id: 50 })], {
  id: 44,
  display_name: 'Wes Walker',
});

export const ORG = makeOrg({
  id: 7,
  timezone: 'America/Denver',
  time_approvers: [
    { employee_id: 703, display_name: 'Ada Admin' },
    { employee_id: 2, display_name: 'Tia Approver' },
    { employee_id: 60, display_name: 'Mia Manager' },
  ],
});

const label = (id: number) => PERMISSION_LABEL[id as keyof typeof PERMISSION_LABEL];

/** The role part of a detail, as the server builds it for a role id and variable values. */
export function roleOf(roleId: number, on: number[] = []): EmployeeDetail['role'] {
  const role = roleById(roleId)!;
  const isManager = roleId === 2 || (roleId >= 21 && roleId <= 35);
  const permissions = role.permissions.filter(
    (id) => !VARIABLE_PERMISSIONS.includes(id as never) || on.includes(id),
  );
  return {
    id: roleId,
    name: role.name,
    display_name: role.display_name,
    permissions: [...permissions, ...(isManager ? on : [])]
      .filter((id, i, all) => all.indexOf(id) === i)
      .map((id) => ({ id, ...label(id) })),
    variable_permissions: isManager
      ? VARIABLE_PERMISSIONS.map((id) => ({
          id,
          ...label(id),
          arg_type: 'boolean' as const,
          arg_values: [true, false],
          value: on.includes(id),
        }))
      : [],
  };
}

/** Wes Walker: an active worker of Tia's, in the Framing crew. */
export function makeDetail(overrides: Partial<EmployeeDetail> = {}): EmployeeDetail {
  return {
    employee_id: 50,
    org_id: 7,
    profile_id: 550,
    display_name: 'Wes Walker',
    email: 'wes@example.com',
    phone: '+13035550101',
    title: 'Carpenter',
    photo_url: null,
    is_pending_profile: false,
    role_id: 1,
    role: roleOf(1),
    is_saas_enabled: true,
    staffing_status: 'active',
    // 2 March 2026 in Denver (UTC-7).
    start_dt_unix: Date.UTC(2026, 2, 2, 7) / 1000,
    end_dt_unix: null,
    remunerations: [],
    primary_manager: { employee_id: 2, display_name: 'Tia Approver' },
    secondary_managers: [{ employee_id: 60, display_name: 'Mia Manager' }],
    employee_groups: [{ id: 5, name: 'Framing crew' }],
    is_invitation_sent: true,
    invite_expiry_dt_unix: null,
    ...overrides,
  };
}

/** Mia Manager: a manager (variant 21: approve and process payroll) with team members. */
export function makeManagerDetail(overrides: Partial<EmployeeDetail> = {}): EmployeeDetail {
  return makeDetail({
    employee_id: 60,
    profile_id: 560,
    display_name: 'Mia Manager',
    email: 'mia@example.com',
    title: 'Foreman',
    role_id: 21,
    role: roleOf(21, [104]),
    primary_manager: null,
    secondary_managers: [],
    ...overrides,
  });
}

export const ROLES: RoleMapping[] = [
  { ...roleOf(1), id: 1 },
  { ...roleOf(2, [104]), id: 2 },
  { ...roleOf(3), id: 3 },
];

export function signInAs(profile: Profile) {
  signInWith(profile);
}

const page = <T>(data: T[]) =>
  jsonResponse({
    data,
    meta: { current_page: 1, last_page: 1, per_page: 500, total: data.length },
  });

/**
 * The routes every page load makes: the org, the roles, the pickers, the profile reload, and
 * (unless a test answers first) an empty pay history and the organisation's default rule groups.
 */
export function baseRoutes(profile: Profile, pay: Compensation[] = []) {
  return [
    ...employeeRuleGroupRoutes(() => ({
      timeClock: makeRuleGroup(),
      projectTime: makeProjectTimeRuleGroup(),
    })),
    on('GET', '/v1/orgs/7/rule_groups', () => page([makeRuleGroup(), KIOSK_GROUP])),
    on('GET', '/v1/orgs/7/project_time_rule_groups', () =>
      page([makeProjectTimeRuleGroup(), AUTO_GROUP]),
    ),
    (call: FetchCall) =>
      call.method === 'GET' && /\/saas_compensation$/.test(call.url)
        ? jsonResponse({ data: pay })
        : undefined,
    // No leave policies: the time-off card says so.
    (call: FetchCall) =>
      call.method === 'GET' && /\/time_off_balances(\?|$)/.test(call.url)
        ? jsonResponse({
            data: { employee_id: 0, year: 2026, as_of_date: '2026-03-02', balances: [] },
          })
        : undefined,
    on('GET', '/v1/orgs/7/overtime_rules', () =>
      page([
        {
          id: 3,
          name: 'California daily',
          daily_overtime_after_hours: 8,
          daily_double_time_after_hours: 12,
          weekly_overtime_after_hours: 40,
          is_seventh_day_rule: true,
          created_at_unix: 1_700_000_000,
          updated_at_unix: 1_700_000_000,
          archived_at_unix: null,
        },
      ]),
    ),
    on('GET', '/v1/orgs/7/wc_codes', () =>
      page([
        {
          id: 8,
          code: '5403',
          name: 'Carpentry',
          rate_per_100: 12.5,
          state: 'CO',
          created_at_unix: 1_700_000_000,
          updated_at_unix: 1_700_000_000,
          archived_at_unix: null,
        },
      ]),
    ),
    on('GET', '/v1/orgs/7', () => jsonResponse({ data: ORG })),
    on('GET', '/v1/roles', () => jsonResponse({ data: ROLES })),
    on('GET', '/v1/me', () => jsonResponse({ data: profile })),
    on('GET', '/v1/orgs/7/employees_and_employee_groups', () =>
      jsonResponse({
        data: {
          employees: [],
          employee_groups: [
            { id: 5, name: 'Framing crew', employee_ids: [50] },
            { id: 6, name: 'Concrete crew', employee_ids: [] },
          ],
        },
      }),
    ),
  ];
}

/** GET of one detail, answering whatever `current()` holds now (changed by the write stubs). */
/**
 * A team member's page (the member `current` gives), signed in as `profile` (an administrator
 * unless said), over the base routes, the member's detail and any `routes` the test adds.
 */
export function openMemberPage(
  current: () => EmployeeDetail,
  { profile = ADMIN, routes = [] }: { profile?: Profile; routes?: Route[] } = {},
) {
  const server = stubFetch(...baseRoutes(profile), detailRoute(current), ...routes);
  signInAs(profile);
  return { server, ...renderApp(`/org/7/employee/${current().employee_id}`) };
}

export function detailRoute(current: () => EmployeeDetail) {
  return (call: FetchCall) =>
    call.method === 'GET' && call.url === `/v1/orgs/7/employee/${current().employee_id}`
      ? jsonResponse({ data: current() })
      : undefined;
}

export const writes = (calls: FetchCall[]) => calls.filter((call) => call.method !== 'GET');

/** A pay record of Wes (employee 50), in effect from `day` (midnight in Denver, UTC-7). */
export function makePay(
  id: number,
  day: [number, number, number],
  overrides: Partial<Compensation> = {},
): Compensation {
  const [year, month, date] = day;
  return {
    id,
    employee_id: 50,
    effective_dt_unix: Date.UTC(year, month - 1, date, 7) / 1000,
    effective_date: `${year}-${String(month).padStart(2, '0')}-${String(date).padStart(2, '0')}`,
    pay_type: 'hourly',
    pay_rate: 25.5,
    exemption_status: 'non-exempt',
    is_breaks_paid: false,
    rate_type_1099: null,
    annual_salary: null,
    weekly_hours: null,
    wc_code_id: null,
    wc_code: null,
    wc_code_name: null,
    overtime_rule_id: null,
    overtime_rule_name: null,
    created_at_unix: 1_700_000_000,
    updated_at_unix: 1_700_000_000,
    ...overrides,
  };
}
