import { hasPermission, type Actor } from './actor';
import {
  MANAGER_VARIANT_MAX,
  MANAGER_VARIANT_MIN,
  PERMISSION as P,
  ROLE,
  isManagerRole,
  isTimeApproverFor,
} from './roles';

/**
 * Every access rule of Crewcard, once, keyed by policy id; `can(actor, policy, target?)` reads
 * it. The server's guard enforces a route's policy (contract/route-access.ts) and services ask
 * the row-level question with a target; the app asks the same to hide what would be refused.
 *
 * Without a target a policy answers whether the actor may do it to anyone at all (the question a
 * route or a page asks); with one, whether they may do it to that row. A target describes the
 * row as the actor sees it, so the rules stay pure: the caller looks up whether they manage
 * the person, the policy decides what follows.
 */

/** A project a call is about. */
export type ProjectTarget = {
  /** The actor is one of the project's assigned managers. */
  isAssigned?: boolean;
};

/** A team member a call is about. */
export type PersonTarget = {
  /** Their employee record: nobody changes their own role or status. */
  employeeId?: number;
  /** The actor is their primary or secondary manager. */
  isMyWorker?: boolean;
};

/** The owner of a time card a call is about (issue 14). */
export type TimeCardTarget = PersonTarget & {
  /** The owner may edit their own cards (enable_time_card_editing, time-cards service). */
  mayEditOwn?: boolean;
};

/** The role a call gives someone. */
export type RoleTarget = { roleId: number };

type Rule<Target> = (actor: Actor, target?: Target) => boolean;
type Policy<Target> = {
  /** Who may, in words: the rule's documentation, next to its code. */
  summary: string;
  allows: Rule<Target>;
};

function policy<Target = undefined>(summary: string, allows: Rule<Target>): Policy<Target> {
  return { summary, allows };
}

const has = hasPermission;
const isManager = (actor: Actor) => isManagerRole(actor.roleId);
const isSelf = (actor: Actor, target: PersonTarget | undefined) =>
  target?.employeeId !== undefined && target.employeeId === actor.employeeId;

/**
 * Runs every person of the organisation (adds anyone, changes roles, managers and status):
 * its administrators; of provider staff only provider admins.
 */
function administersPeople(actor: Actor): boolean {
  return actor.isProviderStaff ? actor.roleId === ROLE.providerAdmin : actor.roleId === ROLE.admin;
}

/** A manager acting for one of their own workers (for someone, without a target). */
function managesPerson(actor: Actor, target: PersonTarget | undefined): boolean {
  if (!isManager(actor)) return false;
  return target === undefined || (target.isMyWorker === true && !isSelf(actor, target));
}

/** Reads the organisation's teams, rule groups and pay settings: management and provider staff. */
function runsTheOrganisation(actor: Actor): boolean {
  return actor.isProviderStaff || actor.roleId === ROLE.admin || isManager(actor);
}

/** Edits every project (14), and so the lists projects draw on; administrators and provider admins hold it. */
const editsAllProjects = (actor: Actor) => has(actor, P.editAllProjects);

/** The roles of an ordinary organisation: worker, manager (2 and every variant), administrator. */
const ORG_ROLES: readonly number[] = [
  ROLE.worker,
  ROLE.manager,
  ROLE.admin,
  ...Array.from(
    { length: MANAGER_VARIANT_MAX - MANAGER_VARIANT_MIN + 1 },
    (_, i) => MANAGER_VARIANT_MIN + i,
  ),
];

/**
 * The roles the actor may give in their organisation. Org 0 holds provider staff only (provider
 * admins and recruiters, added by a provider admin). Elsewhere those who run people give any
 * role; provider recruiters place workers; a manager who may invite (10) adds workers only.
 */
export function assignableRoles(actor: Actor): number[] {
  if (actor.orgId === 0)
    return actor.roleId === ROLE.providerAdmin ? [ROLE.providerAdmin, ROLE.providerRecruiter] : [];
  if (administersPeople(actor)) return [...ORG_ROLES];
  if (actor.isProviderStaff && actor.roleId === ROLE.providerRecruiter) return [ROLE.worker];
  if (isManager(actor) && has(actor, P.inviteOrgEmployee)) return [ROLE.worker];
  return [];
}

/** Pay is financial data (15): everyone's for administrators and provider staff, a manager's own workers'. */
function readsPayOf(actor: Actor, target: PersonTarget | undefined): boolean {
  if (!has(actor, P.viewProjectFinancials)) return false;
  if (actor.isProviderStaff || actor.roleId === ROLE.admin) return true;
  return actor.employeeId !== null && managesPerson(actor, target);
}

export const POLICIES = {
  // Pages and menus (core.md 6 "Access rules"): one permission each.
  'adminPages.view': policy('Administration pages and menu: permission 1.', (actor) =>
    has(actor, P.adminMenu),
  ),
  'timeCards.view': policy('Time card pages: permission 1 or 2.', (actor) =>
    [P.adminMenu, P.crewManagerTimecards].some((id) => has(actor, id)),
  ),
  'employees.list': policy('The team member list: permission 1 or 3.', (actor) =>
    [P.adminMenu, P.crewManagerListEmployees].some((id) => has(actor, id)),
  ),
  'crewReports.view': policy('Crew reports: permission 5.', (actor) =>
    has(actor, P.crewManagerReports),
  ),
  'tasks.view': policy('Tasks and scheduling: permission 6.', (actor) => has(actor, P.scheduling)),
  'orgSettings.edit': policy(
    'Organisation settings, overtime rules and workers’ compensation codes: permission 8.',
    (actor) => has(actor, P.organisationSettings),
  ),
  'orgSetup.edit': policy('Organisation setup, plans and onboarding: permission 101.', (actor) =>
    has(actor, P.basicAdminOnly),
  ),
  'org.create': policy('Creating an organisation: permission 102.', (actor) =>
    has(actor, P.adminHrProfile),
  ),
  'payroll.process': policy('Approving and processing payroll: permission 104.', (actor) =>
    has(actor, P.crewManagerPayroll),
  ),
  'sites.manage': policy('Work sites: permission 105.', (actor) => has(actor, P.sites)),

  // Team members.
  'employee.invite': policy(
    'Sending and resending invitations: those who run people, and holders of permission 10.',
    (actor) => administersPeople(actor) || has(actor, P.inviteOrgEmployee),
  ),
  'employee.add': policy<RoleTarget>(
    'Adding a team member with a role: the roles of assignableRoles.',
    (actor, target) => {
      const roles = assignableRoles(actor);
      return target ? roles.includes(target.roleId) : roles.length > 0;
    },
  ),
  'employee.edit': policy<PersonTarget>(
    'The day-to-day fields (DAY_TO_DAY_EMPLOYEE_FIELDS): those who run people, managers of their own workers.',
    (actor, target) => administersPeople(actor) || managesPerson(actor, target),
  ),
  'employee.editAll': policy<PersonTarget>(
    'Every field of anyone (contact details, managers, role): administrators and provider admins.',
    administersPeople,
  ),
  'employee.changeRole': policy<PersonTarget & { roleId?: number }>(
    'Changing a role, never one’s own, to a role of assignableRoles: administrators and provider admins.',
    (actor, target) =>
      administersPeople(actor) &&
      !isSelf(actor, target) &&
      (target?.roleId === undefined || assignableRoles(actor).includes(target.roleId)),
  ),
  'employee.setActive': policy<PersonTarget>(
    'Deactivating and reactivating, never oneself: administrators and provider admins.',
    (actor, target) => administersPeople(actor) && !isSelf(actor, target),
  ),
  'employee.assignTeams': policy<PersonTarget>(
    'Adding people to teams in bulk: those who run people, managers for their own workers.',
    (actor, target) => administersPeople(actor) || managesPerson(actor, target),
  ),

  // Teams.
  'team.view': policy(
    'Reading teams: administrators, managers and provider staff.',
    runsTheOrganisation,
  ),
  'team.manage': policy(
    'Creating, editing, archiving and deleting teams: administrators and provider staff. Not managers: a team names its managers.',
    (actor) => actor.isProviderStaff || actor.roleId === ROLE.admin,
  ),

  // Pay.
  'compensation.view': policy<PersonTarget>(
    'Reading pay records: with permission 15, everyone’s for administrators and provider staff, a manager’s own workers’.',
    readsPayOf,
  ),
  'compensation.edit': policy<PersonTarget>(
    'Adding, editing and deleting pay records: as reading them.',
    readsPayOf,
  ),
  'paySettings.view': policy(
    'Reading overtime rules and workers’ compensation codes: administrators, managers and provider staff.',
    runsTheOrganisation,
  ),

  // Projects and what time is recorded against them (issue 13).
  'projects.view': policy(
    'Reading projects, project groups, customers, cost codes, work sites and company locations: every member (workers pick them when they record time).',
    (actor) => actor.isProviderStaff || ORG_ROLES.includes(actor.roleId),
  ),
  'projects.create': policy(
    'Creating projects, and the project groups, customers and cost codes they use: holders of permission 14 (administrators, provider admins, some manager variants).',
    editsAllProjects,
  ),
  'projects.edit': policy<ProjectTarget>(
    'Editing a project and its work sites: as creating them, and managers without 14 the projects they are assigned to.',
    (actor, target) =>
      editsAllProjects(actor) ||
      (isManager(actor) && (target === undefined || target.isAssigned === true)),
  ),
  'projects.viewFinancials': policy(
    'Project budgets and labour costs: holders of permission 15 (administrators, provider admins, some manager variants).',
    (actor) => has(actor, P.viewProjectFinancials),
  ),

  // Rule groups.
  'ruleGroups.view': policy(
    'Reading the organisation’s rule groups: administrators, managers and provider staff (workers read their own through their record).',
    runsTheOrganisation,
  ),
  'ruleGroups.assign': policy<PersonTarget>(
    'Choosing the rule groups a team member follows: administrators and provider admins.',
    administersPeople,
  ),

  // Time cards (issue 14).
  'timeCards.read': policy<PersonTarget>(
    'Reading time cards: every member their own, managers their workers’, holders of 13 (administrators, provider admins, some manager variants) everyone’s.',
    (actor, target) => {
      if (actor.isProviderStaff) return has(actor, P.viewAllTimeCards);
      if (!ORG_ROLES.includes(actor.roleId)) return false;
      if (target === undefined || has(actor, P.viewAllTimeCards) || isSelf(actor, target))
        return true;
      return managesPerson(actor, target);
    },
  ),
  'timeCards.clock': policy<PersonTarget>(
    'Clocking in and out, breaks and switches: every member for themselves, administrators for anyone, managers for their own workers (crew clock-in). Not provider staff: they keep no time.',
    (actor, target) => {
      if (actor.isProviderStaff || !ORG_ROLES.includes(actor.roleId)) return false;
      if (target === undefined || isSelf(actor, target) || actor.roleId === ROLE.admin) return true;
      return managesPerson(actor, target);
    },
  ),
  'timeCards.edit': policy<TimeCardTarget>(
    'Adding, editing and deleting time cards: holders of 17 (administrators, provider admins, some manager variants) anyone’s, managers their workers’, members their own when their organisation lets them (enable_time_card_editing).',
    (actor, target) => {
      if (actor.isProviderStaff) return has(actor, P.editAllTimeCards);
      if (!ORG_ROLES.includes(actor.roleId)) return false;
      if (target === undefined || has(actor, P.editAllTimeCards)) return true;
      if (isSelf(actor, target)) return target.mayEditOwn === true;
      return managesPerson(actor, target);
    },
  ),
  'timeCards.approve': policy<PersonTarget>(
    'Approving and unapproving time cards: time approvers with approval rights (104), administrators for everyone else, managers for their own workers; nobody their own.',
    (actor, target) => {
      if (actor.isProviderStaff) return false;
      const approves =
        actor.roleId === ROLE.admin || (isManager(actor) && has(actor, P.crewManagerPayroll));
      if (!approves || target === undefined) return approves;
      return (
        target.employeeId !== undefined &&
        isTimeApproverFor(actor, {
          employeeId: target.employeeId,
          isMyWorker: target.isMyWorker === true,
        })
      );
    },
  ),
} as const;

export type PolicyId = keyof typeof POLICIES;
export const POLICY_IDS = Object.keys(POLICIES) as PolicyId[];

/** The row a policy's target describes (undefined for policies without rows); per id of a union. */
export type TargetOf<Id extends PolicyId> = Id extends PolicyId
  ? (typeof POLICIES)[Id] extends Policy<infer Target>
    ? Target
    : never
  : never;

/** Whether the actor may: to anyone at all without a target, to that row with one. */
export function can<Id extends PolicyId>(actor: Actor, policy: Id, target?: TargetOf<Id>): boolean {
  return (POLICIES[policy].allows as Rule<TargetOf<Id>>)(actor, target);
}

/** The fields of a team member that a manager may change on their own workers (API keys). */
export const DAY_TO_DAY_EMPLOYEE_FIELDS = [
  'name',
  'title',
  'start_dt_unix',
  'end_dt_unix',
  'employee_group_ids',
] as const;
export type DayToDayEmployeeField = (typeof DAY_TO_DAY_EMPLOYEE_FIELDS)[number];

/** The policy a field of an employee write needs (PATCH /orgs/{org_id}/employee/{employee_id}). */
export function employeeFieldPolicy(
  field: string,
): 'employee.edit' | 'ruleGroups.assign' | 'employee.editAll' {
  if ((DAY_TO_DAY_EMPLOYEE_FIELDS as readonly string[]).includes(field)) return 'employee.edit';
  if (field === 'rule_group_id' || field === 'project_time_rule_group_id')
    return 'ruleGroups.assign';
  return 'employee.editAll';
}

/** Who may be named a team's manager: managers (any variant) and administrators. */
export function isTeamManagerRole(roleId: number): boolean {
  return roleId === ROLE.admin || isManagerRole(roleId);
}
