import { effectivePermissions } from '../../contract/access';
import type { Organization } from '../../contract/orgs';
import type { Profile, ProfileEmployee } from '../../contract/profile';

/** Builders for tests: realistic records with only the differences a test cares about spelled out. */
export function makeOrg(overrides: Partial<Organization> = {}): Organization {
  return {
    id: 7,
    name: 'Acme Builders',
    about: null,
    license_no: null,
    timezone: 'America/Denver',
    country_code: 'us',
    state: 'CO',
    company_size: '21-50',
    crew_product_status: 'activated',
    crew_product_plan: { id: 1, tier: 'pro', recurring_interval: 'monthly' },
    workers: 12,
    time_approvers: [{ employee_id: 2, display_name: 'Tia Approver' }],
    recruiters: [],
    admins: [{ employee_id: 1, display_name: 'Ada Admin' }],
    saas_enabled_employees_count: 14,
    extend_pro: false,
    accounting_system: null,
    empty_state_flags: {},
    feature_flags: {},
    auto_archive_projects_after_days: null,
    is_auto_restore_projects: false,
    enable_time_card_editing: false,
    requires_location_tracking: false,
    is_split_tc_enabled: false,
    is_meal_break_enabled: false,
    time_round_minutes: 0,
    requires_cost_allocation: false,
    has_default_state_break_rule: false,
    is_breaks_paid: false,
    workforce_management_feature: { state: 'enabled', trial_expiry_dt_unix: null },
    time_tracking_feature: { state: 'enabled', trial_expiry_dt_unix: null },
    is_time_off_management_enabled: true,
    created_at_unix: 1_700_000_000,
    ...overrides,
  };
}

export function makeEmployee(
  orgId: number,
  roleId: number,
  overrides: Omit<Partial<ProfileEmployee>, 'organization'> & {
    organization?: Partial<Organization>;
  } = {},
): ProfileEmployee {
  const { organization, ...rest } = overrides;
  return {
    org_id: orgId,
    employee_id: orgId * 100 + roleId,
    role: { id: roleId },
    // As GET /v1/me sends them: the role's, without per-person overrides unless a test says.
    permissions: effectivePermissions(roleId),
    staffing_status: 'active',
    is_co_employed: false,
    enable_time_card_editing: false,
    is_time_tracking_enabled: true,
    country_code: 'us',
    organization: makeOrg({ id: orgId, name: `Org ${orgId}`, ...organization }),
    ...rest,
  };
}

export function makeProfile(
  employees: ProfileEmployee[] = [makeEmployee(7, 3)],
  overrides: Partial<Profile> = {},
): Profile {
  return {
    id: 42,
    display_name: 'Ada Admin',
    email: 'ada@example.com',
    mobile: null,
    suburb: null,
    state: null,
    business_name: 'Acme Builders',
    country_code: 'us',
    timezone: 'America/Denver',
    employees,
    inactive_employees: [],
    intercom_user_hash: null,
    ...overrides,
  };
}

function base64Url(value: string): string {
  const bytes = new TextEncoder().encode(value);
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** An unsigned JWT for tests: the app only reads the payload. */
export function makeJwt(claims: Record<string, unknown>): string {
  return `${base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64Url(JSON.stringify(claims))}.signature`;
}

/** One page of a list as the server answers it: `data` at `page` of `limit`, of `total` rows. */
export function listPage<T>(data: T[], total = data.length, page = 1, limit = 20) {
  return {
    data,
    meta: {
      current_page: page,
      last_page: Math.max(1, Math.ceil(total / limit)),
      total,
      per_page: limit,
      to: (page - 1) * limit + data.length,
    },
  };
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}
