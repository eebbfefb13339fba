/**
 * Roles, permission ids and manager variants (core.md section 6): the data the policies of
 * ./policies.ts read. Pure data and functions, no zod: the sign-in pages load them.
 */

export const ROLE = {
  worker: 1,
  manager: 2,
  admin: 3,
  providerAdmin: 4,
  providerRecruiter: 5,
} as const;

/** Manager variants: 21 is the default variant offered by the role picker. */
export const MANAGER_VARIANT_MIN = 21;
export const MANAGER_VARIANT_MAX = 35;
export const DEFAULT_MANAGER_VARIANT = 21;

/**
 * Permission ids. 13, 14, 15 and 17 carry the spec's meanings; the spec checks 1, 2, 3, 5, 6, 8,
 * 10, 101, 102, 104 and 105 by number without naming them, so this table gives each the meaning
 * of the guard it stands behind (core.md 6 "Access rules").
 */
export const PERMISSION = {
  adminMenu: 1,
  crewManagerTimecards: 2,
  crewManagerListEmployees: 3,
  crewManagerReports: 5,
  scheduling: 6,
  organisationSettings: 8,
  inviteOrgEmployee: 10,
  viewAllTimeCards: 13,
  editAllProjects: 14,
  viewProjectFinancials: 15,
  editAllTimeCards: 17,
  basicAdminOnly: 101,
  adminHrProfile: 102,
  crewManagerPayroll: 104,
  sites: 105,
} as const;
export type PermissionId = (typeof PERMISSION)[keyof typeof PERMISSION];

export const PERMISSION_LABEL: Record<PermissionId, { name: string; display_name: string }> = {
  1: { name: 'admin_menu', display_name: 'Administration menu' },
  2: { name: 'crew_manager_timecards', display_name: 'Manage crew time cards' },
  3: { name: 'crew_manager_list_employees', display_name: 'List team members' },
  5: { name: 'crew_manager_reports', display_name: 'Crew reports' },
  6: { name: 'scheduling', display_name: 'Tasks and scheduling' },
  8: { name: 'organisation_settings', display_name: 'Organisation settings' },
  10: { name: 'invite_org_employee', display_name: 'Invite team members' },
  13: { name: 'view_all_time_cards', display_name: 'View all time cards' },
  14: { name: 'edit_all_projects', display_name: 'Edit all projects' },
  15: { name: 'view_project_financials', display_name: 'View project financials' },
  17: { name: 'edit_all_time_cards', display_name: 'Edit all time cards' },
  101: { name: 'basic_admin_only', display_name: 'Organisation setup' },
  102: { name: 'admin_hr_profile', display_name: 'Create organisations' },
  104: { name: 'crew_manager_payroll', display_name: 'Approve and process payroll' },
  105: { name: 'sites', display_name: 'Work sites' },
};

const P = PERMISSION;
const MANAGER_BASE: PermissionId[] = [
  P.adminMenu,
  P.crewManagerTimecards,
  P.crewManagerListEmployees,
  P.crewManagerReports,
  P.scheduling,
  P.inviteOrgEmployee,
  P.sites,
];
const ADMIN_ALL: PermissionId[] = Object.values(P);

/**
 * The variable permissions a manager variant chooses among: time card view scope (13), time card
 * edit scope (17), project edit scope (14), financials (15) and approval/processing rights (104).
 */
export const VARIABLE_PERMISSIONS = [
  P.viewAllTimeCards,
  P.editAllTimeCards,
  P.editAllProjects,
  P.viewProjectFinancials,
  P.crewManagerPayroll,
] as const;
export type VariablePermissionId = (typeof VARIABLE_PERMISSIONS)[number];

/**
 * The fifteen manager variants 21-35, each a combination of the variable permissions above.
 * 21 (the default) sees and edits only its own workers' time, with approval rights.
 * The combinations are valid: edit-all implies view-all, and financials never come without view-all.
 */
export const MANAGER_VARIANTS: Record<number, VariablePermissionId[]> = {
  21: [P.crewManagerPayroll],
  22: [],
  23: [P.viewAllTimeCards],
  24: [P.viewAllTimeCards, P.crewManagerPayroll],
  25: [P.viewAllTimeCards, P.editAllTimeCards],
  26: [P.viewAllTimeCards, P.editAllTimeCards, P.crewManagerPayroll],
  27: [P.editAllProjects],
  28: [P.editAllProjects, P.crewManagerPayroll],
  29: [P.viewAllTimeCards, P.editAllProjects, P.crewManagerPayroll],
  30: [P.viewAllTimeCards, P.editAllTimeCards, P.editAllProjects, P.crewManagerPayroll],
  31: [P.viewAllTimeCards, P.viewProjectFinancials],
  32: [P.viewAllTimeCards, P.viewProjectFinancials, P.crewManagerPayroll],
  33: [P.viewAllTimeCards, P.editAllTimeCards, P.viewProjectFinancials, P.crewManagerPayroll],
  34: [P.viewAllTimeCards, P.editAllProjects, P.viewProjectFinancials, P.crewManagerPayroll],
  35: [
    P.viewAllTimeCards,
    P.editAllTimeCards,
    P.editAllProjects,
    P.viewProjectFinancials,
    P.crewManagerPayroll,
  ],
};

export type RoleDefinition = {
  id: number;
  name: string;
  display_name: string;
  permissions: PermissionId[];
};

function managerVariant(id: number): RoleDefinition {
  return {
    id,
    name: id === DEFAULT_MANAGER_VARIANT ? 'manager' : `manager-${id}`,
    display_name: 'Manager',
    permissions: [...MANAGER_BASE, ...(MANAGER_VARIANTS[id] ?? [])],
  };
}

export const ROLES: RoleDefinition[] = [
  { id: ROLE.worker, name: 'worker', display_name: 'Worker', permissions: [] },
  managerVariant(ROLE.manager),
  { id: ROLE.admin, name: 'admin', display_name: 'Administrator', permissions: ADMIN_ALL },
  {
    id: ROLE.providerAdmin,
    name: 'workyard-administrator',
    display_name: 'Provider admin',
    permissions: ADMIN_ALL,
  },
  {
    id: ROLE.providerRecruiter,
    name: 'provider-recruiter',
    display_name: 'Provider recruiter',
    permissions: [P.adminMenu, P.crewManagerListEmployees, P.inviteOrgEmployee, P.adminHrProfile],
  },
  ...Array.from({ length: MANAGER_VARIANT_MAX - MANAGER_VARIANT_MIN + 1 }, (_, i) =>
    managerVariant(MANAGER_VARIANT_MIN + i),
  ),
];
// Role 2 is the generic manager; it holds the default variant's permissions.
ROLES[1] = { ...managerVariant(DEFAULT_MANAGER_VARIANT), id: ROLE.manager };

const ROLE_BY_ID = new Map(ROLES.map((role) => [role.id, role]));

export function roleById(id: number): RoleDefinition | undefined {
  return ROLE_BY_ID.get(id);
}

/** Looks a role up by name; the error text is the spec's. */
export function roleByName(name: string): RoleDefinition {
  const role = ROLES.find((candidate) => candidate.name === name);
  if (!role) throw new Error("role name doesn't exist");
  return role;
}

/** The role picker offers these three. */
export const ROLE_PICKER = [
  { id: ROLE.worker, label: 'Worker' },
  { id: DEFAULT_MANAGER_VARIANT, label: 'Manager' },
  { id: ROLE.admin, label: 'Administrator' },
] as const;

export function isManagerRole(roleId: number): boolean {
  return (
    roleId === ROLE.manager || (roleId >= MANAGER_VARIANT_MIN && roleId <= MANAGER_VARIANT_MAX)
  );
}

/**
 * The time approver (core.md 6: role name `time-approver`, display label "Time approver"). Not a
 * role anyone is given: the role picker offers Worker, Manager and Administrator, and GET /roles
 * lists the roles one can hold, so looking `time-approver` up as one answers "role name doesn't
 * exist". It is the part a manager or administrator plays for the people whose time they
 * approve: those they are primary or secondary manager of (the worker's time approvers), and for
 * an administrator everyone else. The organisation's `time_approvers` are the people who can play
 * it; pickers say per row whether the caller does (is_time_approver_for_worker); deactivating
 * one hands their people to a replacement (taking_over_time_approver_id).
 */
export const TIME_APPROVER = { name: 'time-approver', display_name: 'Time approver' } as const;

/**
 * Whether the viewer approves this person's time: an administrator everyone's, a manager their
 * own workers' (primary or secondary manager); nobody their own.
 */
export function isTimeApproverFor(
  viewer: { roleId: number; employeeId: number | null },
  person: { employeeId: number; isMyWorker: boolean },
): boolean {
  if (viewer.employeeId === null || viewer.employeeId === person.employeeId) return false;
  if (viewer.roleId === ROLE.admin) return true;
  return isManagerRole(viewer.roleId) && person.isMyWorker;
}

/** Provider staff roles: provider admin and provider recruiter, held in org 0. */
export function isProviderRole(roleId: number): boolean {
  return roleId === ROLE.providerAdmin || roleId === ROLE.providerRecruiter;
}
