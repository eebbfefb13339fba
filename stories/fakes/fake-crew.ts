import type { Compensation } from '../../contract/compensation';
import type { EmployeeDetail } from '../../contract/employee-detail';
import type { EmployeeRow } from '../../contract/employees';
import type { OvertimeRule } from '../../contract/overtime-rules';
import type { RoleMapping } from '../../contract/roles';
import type { Team, TeamEmployee } from '../../contract/teams';
import type { WcCode } from '../../contract/wc-codes';
import { makeEmployee, makeOrg, makeProfile } from '../../app/test-support/fixtures';
import {
  makeProjectTimeRuleGroup,
  makeRuleGroup,
} from '../../app/features/employees/detail/rule-group-fixtures';
import { pageOf, type FakeRoute } from './fake-api';
import {
  makeDashboard,
  makeMealBreakAlerts,
} from '../../app/features/dashboard/dashboard-test-data';

/**
 * The crew the screen stories show: Acme Builders (organisation 7, Denver), its administrator
 * Ada, a handful of team members and teams, pay settings, and Wes Walker's page. Fixed dates, so
 * every screenshot shows the same day.
 */
export const ORG_ID = 7;
// 1 January 2026, midnight in Denver.
const CREATED_UNIX = 1_767_250_800;

export const ORG = makeOrg({
  id: ORG_ID,
  name: 'Acme Builders',
  time_approvers: [
    { employee_id: 703, display_name: 'Ada Admin' },
    { employee_id: 2, display_name: 'Tia Approver' },
  ],
});

/** Ada, the organisation's administrator, signed in. */
export const ADMIN = makeProfile([
  makeEmployee(ORG_ID, 3, { employee_id: 703, organization: ORG }),
]);

function row(employeeId: number, name: string, overrides: Partial<EmployeeRow> = {}): EmployeeRow {
  const [first = name, last = ''] = name.split(' ');
  return {
    employee_id: employeeId,
    profile_id: 500 + employeeId,
    org_id: ORG_ID,
    display_name: name,
    first_name: first,
    last_name: last,
    email: `${first.toLowerCase()}@acme.example`,
    mobile: null,
    title: null,
    role_id: 1,
    staffing_status: 'active',
    is_saas_enabled: true,
    invite_expiry_dt_unix: null,
    saas_enabled_updated_at_unix: CREATED_UNIX,
    start_dt_unix: CREATED_UNIX,
    pay_rate: 28,
    pay_type: 'hourly',
    rate_type_1099: null,
    overtime_rule: null,
    is_my_worker: false,
    ...overrides,
  };
}

export const MEMBERS: EmployeeRow[] = [
  row(703, 'Ada Admin', { role_id: 3, title: 'Owner', pay_type: 'salary', pay_rate: null }),
  row(2, 'Tia Approver', { role_id: 21, title: 'Foreman', pay_rate: 36 }),
  row(50, 'Wes Walker', { title: 'Carpenter', pay_rate: 25.5 }),
  row(51, 'Lena Ortiz', { title: 'Concrete finisher' }),
  row(52, 'Sam Chen', {
    staffing_status: 'pending',
    saas_enabled_updated_at_unix: null,
    // Far ahead, so the invitation never runs out in a screenshot.
    invite_expiry_dt_unix: 4_102_444_800,
    pay_rate: null,
    pay_type: null,
  }),
];

const person = (id: number, name: string): TeamEmployee => ({
  employee_id: id,
  display_name: name,
  is_saas_enabled: true,
});

export const TEAMS: Team[] = [
  {
    id: 5,
    name: 'Framing crew',
    employees: [person(50, 'Wes Walker'), person(51, 'Lena Ortiz')],
    managers: [person(2, 'Tia Approver')],
    created_at_unix: CREATED_UNIX,
    archived_at_unix: null,
  },
  {
    id: 6,
    name: 'Concrete crew',
    employees: [person(51, 'Lena Ortiz')],
    managers: [],
    created_at_unix: CREATED_UNIX,
    archived_at_unix: null,
  },
];

export const WC_CODES: WcCode[] = [
  {
    id: 8,
    code: '5403',
    name: 'Carpentry',
    rate_per_100: 12.5,
    state: 'CO',
    created_at_unix: CREATED_UNIX,
    updated_at_unix: CREATED_UNIX,
    archived_at_unix: null,
  },
  {
    id: 9,
    code: '5213',
    name: 'Concrete work',
    rate_per_100: 9.75,
    state: null,
    created_at_unix: CREATED_UNIX,
    updated_at_unix: CREATED_UNIX,
    archived_at_unix: null,
  },
];

export const OVERTIME_RULES: OvertimeRule[] = [
  {
    id: 3,
    name: 'Colorado daily',
    daily_overtime_after_hours: 12,
    daily_double_time_after_hours: null,
    weekly_overtime_after_hours: 40,
    is_seventh_day_rule: false,
    created_at_unix: CREATED_UNIX,
    updated_at_unix: CREATED_UNIX,
    archived_at_unix: null,
  },
];

const WORKER_ROLE: RoleMapping = {
  id: 1,
  name: 'worker',
  display_name: 'Worker',
  permissions: [],
  variable_permissions: [],
};
const ROLES: RoleMapping[] = [
  WORKER_ROLE,
  { ...WORKER_ROLE, id: 2, name: 'manager', display_name: 'Manager' },
  { ...WORKER_ROLE, id: 3, name: 'admin', display_name: 'Administrator' },
];

/** Wes Walker: an active worker of Tia's, in the Framing crew. */
export const WES: EmployeeDetail = {
  employee_id: 50,
  org_id: ORG_ID,
  profile_id: 550,
  display_name: 'Wes Walker',
  email: 'wes@acme.example',
  phone: '+13035550101',
  title: 'Carpenter',
  photo_url: null,
  is_pending_profile: false,
  role_id: 1,
  role: WORKER_ROLE,
  is_saas_enabled: true,
  staffing_status: 'active',
  start_dt_unix: CREATED_UNIX,
  end_dt_unix: null,
  remunerations: [],
  primary_manager: { employee_id: 2, display_name: 'Tia Approver' },
  secondary_managers: [],
  employee_groups: [{ id: 5, name: 'Framing crew' }],
  is_invitation_sent: true,
  invite_expiry_dt_unix: null,
};

const WES_PAY: Compensation[] = [
  {
    id: 1,
    employee_id: 50,
    effective_dt_unix: CREATED_UNIX,
    effective_date: '2026-01-01',
    pay_type: 'hourly',
    pay_rate: 25.5,
    exemption_status: 'non-exempt',
    is_breaks_paid: false,
    rate_type_1099: null,
    annual_salary: null,
    weekly_hours: null,
    wc_code_id: 8,
    wc_code: '5403',
    wc_code_name: 'Carpentry',
    overtime_rule_id: 3,
    overtime_rule_name: 'Colorado daily',
    created_at_unix: CREATED_UNIX,
    updated_at_unix: CREATED_UNIX,
  },
];

const org = `/v1/orgs/${ORG_ID}`;

/** Every call the crew's screens make, answered from the records above. */
export const CREW_ROUTES: FakeRoute[] = [
  { method: 'GET', path: org, answer: () => ({ data: ORG }) },
  { method: 'GET', path: '/v1/me', answer: () => ({ data: ADMIN }) },
  { method: 'GET', path: '/v1/roles', answer: () => ({ data: ROLES }) },
  {
    method: 'GET',
    path: `${org}/employees`,
    // Nobody is deactivated and no invitation has run out.
    answer: (call) => pageOf(call.query.get('status') ? [] : MEMBERS),
  },
  { method: 'GET', path: `${org}/employee_group_list`, answer: () => pageOf(TEAMS) },
  { method: 'GET', path: `${org}/dashboard/webapp`, answer: () => ({ data: makeDashboard() }) },
  {
    method: 'GET',
    path: `${org}/mandatory_breaks/alert`,
    answer: () => ({ data: makeMealBreakAlerts() }),
  },
  {
    method: 'GET',
    path: /\/employee\/\d+\/time_off_balances$/,
    answer: () => ({
      data: {
        employee_id: WES.employee_id,
        year: 2026,
        as_of_date: '2026-03-02',
        balances: [],
      },
    }),
  },
  {
    method: 'GET',
    path: `${org}/employees_and_employee_groups`,
    answer: () => ({
      data: {
        employees: [],
        employee_groups: TEAMS.map((team) => ({
          id: team.id,
          name: team.name,
          employee_ids: team.employees.map((each) => each.employee_id),
        })),
      },
    }),
  },
  { method: 'GET', path: `${org}/employee/${WES.employee_id}`, answer: () => ({ data: WES }) },
  { method: 'GET', path: /\/saas_compensation$/, answer: () => ({ data: WES_PAY }) },
  {
    method: 'GET',
    path: /\/employee\/\d+\/rule_group$/,
    answer: () => ({ data: makeRuleGroup() }),
  },
  {
    method: 'GET',
    path: /\/employee\/\d+\/project_time_rule_group$/,
    answer: () => ({ data: makeProjectTimeRuleGroup() }),
  },
  { method: 'GET', path: `${org}/rule_groups`, answer: () => pageOf([makeRuleGroup()]) },
  {
    method: 'GET',
    path: `${org}/project_time_rule_groups`,
    answer: () => pageOf([makeProjectTimeRuleGroup()]),
  },
  {
    method: 'GET',
    path: `${org}/wc_codes`,
    answer: (call) => pageOf(call.query.get('is_archived') === 'true' ? [] : WC_CODES),
  },
  {
    method: 'GET',
    path: `${org}/overtime_rules`,
    answer: (call) => pageOf(call.query.get('is_archived') === 'true' ? [] : OVERTIME_RULES),
  },
];

/** Ada signed in to the crew's organisation, over the calls above: a screen story's setup. */
export const ADMIN_SCREEN = {
  session: { profile: ADMIN, orgId: ORG_ID },
  routes: CREW_ROUTES,
};
