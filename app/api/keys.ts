import { useQueryClient, type InvalidateQueryFilters, type QueryKey } from '@tanstack/react-query';

/**
 * Every query key of the app, in one place. Keys of an organisation's data start with
 * `['org', orgId]`, so one prefix names all of it; the organisation's own summary (GET
 * /orgs/{id}) is that prefix alone, and is invalidated with `exact` (see `invalidates`).
 * Each resource branch is a prefix of its queries: `keys.org(7).teams.all` covers every page of
 * teams, `keys.org(7).teams.list(input)` one page.
 */
const ORG = 'org';

function orgKeys(orgId: number) {
  const root = [ORG, orgId] as const;
  const branch = <Name extends string>(name: Name) => [...root, name] as const;
  const employees = branch('employees');
  const employeesAndTeams = branch('employees-and-teams');
  const employee = branch('employee');
  const compensation = branch('compensation');
  const ruleGroups = branch('rule-groups');
  const teams = branch('teams');
  const wcCodes = branch('wc-codes');
  const wcCodeHistory = branch('wc-code-history');
  const overtimeRules = branch('overtime-rules');
  const costCodes = branch('cost-codes');
  const companyLocations = branch('company-locations');
  const paySchedules = branch('pay-schedules');
  const projects = branch('projects');
  const timeCards = branch('time-cards');
  const timeOff = branch('time-off');
  const tasks = branch('tasks');
  return {
    /** GET /orgs/{org_id}: the organisation's summary; also the prefix of everything below. */
    summary: root,
    /** GET /admin/orgs/{id}: its administrators (provider staff). */
    admins: branch('admins'),
    employees: {
      all: employees,
      page: (input: object) => [...employees, 'page', input] as const,
      /** Every page concatenated, for filters the server cannot apply. */
      every: (input: object) => [...employees, 'all', input] as const,
    },
    /** GET …/employees_and_employee_groups: the pickers' people and teams. */
    employeesAndTeams: {
      all: employeesAndTeams,
      list: (input: { includeDeactivated: boolean }) => [...employeesAndTeams, input] as const,
    },
    /** GET …/employee/{employee_id}: one team member's detail. */
    employee: (employeeId: number) => [...employee, employeeId] as const,
    /** GET …/employee/{employee_id}/saas_compensation: their pay records. */
    compensation: (employeeId: number) => [...compensation, employeeId] as const,
    ruleGroups: {
      all: ruleGroups,
      list: (kind: RuleGroupKind) => [...ruleGroups, kind] as const,
      /** The group one team member follows. */
      ofEmployee: (employeeId: number, kind: RuleGroupKind) =>
        [...ruleGroups, 'employee', employeeId, kind] as const,
    },
    teams: {
      all: teams,
      list: (input: object) => [...teams, 'list', input] as const,
    },
    wcCodes: {
      all: wcCodes,
      page: (input: object) => [...wcCodes, 'page', input] as const,
      /** In use and archived, for the history's filter. */
      every: [...wcCodes, 'all'] as const,
    },
    wcCodeHistory: {
      all: wcCodeHistory,
      page: (input: object) => [...wcCodeHistory, input] as const,
    },
    overtimeRules: {
      all: overtimeRules,
      page: (input: object) => [...overtimeRules, 'page', input] as const,
    },
    costCodes: {
      all: costCodes,
      page: (input: object) => [...costCodes, 'page', input] as const,
    },
    companyLocations: {
      all: companyLocations,
      page: (input: object) => [...companyLocations, 'page', input] as const,
    },
    /** Projects, their work sites, project groups and customers (one branch: a write of one shows in the others). */
    projects: {
      all: projects,
      page: (input: object) => [...projects, 'page', input] as const,
      one: (projectId: number) => [...projects, 'one', projectId] as const,
      workSites: (projectId: number) => [...projects, 'work-sites', projectId] as const,
      groups: (input: object) => [...projects, 'groups', input] as const,
      customers: (input: object) => [...projects, 'customers', input] as const,
    },
    timeCards: {
      all: timeCards,
      list: (input: object) => [...timeCards, 'list', input] as const,
      one: (timeCardId: number) => [...timeCards, 'one', timeCardId] as const,
      /** GET time_cards/clock_needs of one member (null: the caller). */
      needs: (employeeId: number | null) => [...timeCards, 'needs', employeeId] as const,
    },
    /** Leave policies, time-off requests and balances (one branch: a decision moves balances). */
    timeOff: {
      all: timeOff,
      policies: (input: object) => [...timeOff, 'policies', input] as const,
      requests: (input: object) => [...timeOff, 'requests', input] as const,
      balances: (employeeId: number) => [...timeOff, 'balances', employeeId] as const,
    },
    /** Tasks, occurrences and their tags (one branch: a write moves lists, calendars and the drawer). */
    tasks: {
      all: tasks,
      range: (input: object) => [...tasks, 'range', input] as const,
      one: (address: object) => [...tasks, 'one', address] as const,
      tags: [...tasks, 'tags'] as const,
      photos: (urls: readonly string[]) => [...tasks, 'photos', urls] as const,
    },
    paySchedules: {
      all: paySchedules,
      page: (input: object) => [...paySchedules, 'page', input] as const,
      /** A schedule's periods in a date range (stale with any schedule write). */
      periods: (id: number, range: object) => [...paySchedules, 'periods', id, range] as const,
    },
  };
}

export type RuleGroupKind = 'time-clock' | 'project-time';

export const keys = {
  org: orgKeys,
  /** Prefix of every organisation's data. */
  orgs: [ORG] as const,
  /** GET /orgs: the caller's organisations, a page at a time. */
  orgList: (input: object) => ['orgs', input] as const,
  orgLists: ['orgs'] as const,
  /** GET /config/{country_code}. */
  config: (countryCode: string) => ['config', countryCode] as const,
  /** GET /roles: the same for everyone. */
  roles: ['roles'] as const,
  /** GET /validate_invite/{invite_token}. */
  invite: (inviteToken: string) => ['invite', inviteToken] as const,
};

/** Whether the key is an organisation's summary (`keys.org(id).summary`), not data under it. */
export function isOrgSummaryKey(key: QueryKey): boolean {
  return key.length === 2 && key[0] === ORG && typeof key[1] === 'number';
}

type Invalidation = Required<Pick<InvalidateQueryFilters, 'queryKey'>> &
  Pick<InvalidateQueryFilters, 'exact'>;

/**
 * Which cached answers each kind of write makes stale: the one list of "after X, reload Y".
 * Mutation hooks pass these to useInvalidate; nothing else calls invalidateQueries.
 */
export const invalidates = {
  /** A person added, put in teams or (re)invited: the people lists and the pickers. */
  employeeList: (orgId: number): Invalidation[] => {
    const org = keys.org(orgId);
    return [{ queryKey: org.employees.all }, { queryKey: org.employeesAndTeams.all }];
  },
  /**
   * A change of one team member: their detail, the people lists and pickers, the teams (their
   * member lists), the organisation's time approvers (a role change or deactivation changes who
   * approves), and the rule groups (theirs, and the groups' member counts).
   */
  employee: (orgId: number, employeeId: number): Invalidation[] => {
    const org = keys.org(orgId);
    return [
      { queryKey: org.employee(employeeId) },
      ...invalidates.employeeList(orgId),
      { queryKey: org.teams.all },
      { queryKey: org.summary, exact: true },
      { queryKey: org.ruleGroups.all },
    ];
  },
  /** A pay record saved or deleted: the history, the detail's remunerations, the pay column. */
  compensation: (orgId: number, employeeId: number): Invalidation[] => {
    const org = keys.org(orgId);
    return [
      { queryKey: org.compensation(employeeId) },
      { queryKey: org.employee(employeeId) },
      { queryKey: org.employees.all },
    ];
  },
  /** A team created, changed, archived or deleted: the team list and the pickers' teams. */
  team: (orgId: number): Invalidation[] => {
    const org = keys.org(orgId);
    return [{ queryKey: org.teams.all }, { queryKey: org.employeesAndTeams.all }];
  },
  /** A workers' compensation code added or changed: the lists, the pickers, the history. */
  wcCode: (orgId: number): Invalidation[] => {
    const org = keys.org(orgId);
    return [{ queryKey: org.wcCodes.all }, { queryKey: org.wcCodeHistory.all }];
  },
  overtimeRule: (orgId: number): Invalidation[] => [
    { queryKey: keys.org(orgId).overtimeRules.all },
  ],
  costCode: (orgId: number): Invalidation[] => [{ queryKey: keys.org(orgId).costCodes.all }],
  companyLocation: (orgId: number): Invalidation[] => [
    { queryKey: keys.org(orgId).companyLocations.all },
  ],
  paySchedule: (orgId: number): Invalidation[] => [{ queryKey: keys.org(orgId).paySchedules.all }],
  /** A leave policy or request written: everything of time off (balances move with both). */
  timeOff: (orgId: number): Invalidation[] => [{ queryKey: keys.org(orgId).timeOff.all }],
  /** A task, occurrence, checklist item, note or tag written: everything of tasks. */
  tasks: (orgId: number): Invalidation[] => [{ queryKey: keys.org(orgId).tasks.all }],
  /** A card clocked, edited, approved or deleted: every list and card (totals move). */
  timeCards: (orgId: number): Invalidation[] => [{ queryKey: keys.org(orgId).timeCards.all }],
  /** A project, work site, project group or customer written: everything of projects. */
  projects: (orgId: number): Invalidation[] => [{ queryKey: keys.org(orgId).projects.all }],
  /**
   * A rule group created, changed or deleted: the groups of both kinds (member counts move), the
   * organisation's summary (derived from its default groups), and the people lists and pickers
   * (a deletion moves its members to the default; picker rows name each person's groups).
   */
  ruleGroup: (orgId: number): Invalidation[] => {
    const org = keys.org(orgId);
    return [
      { queryKey: org.ruleGroups.all },
      { queryKey: org.summary, exact: true },
      ...invalidates.employeeList(orgId),
    ];
  },
  /** Organisation settings saved: its summary, and the profile that carries the organisation. */
  orgSettings: (orgId: number): Invalidation[] => [
    { queryKey: keys.org(orgId).summary, exact: true },
    { queryKey: keys.orgLists },
  ],
  /** An organisation created: the organisation list. */
  orgList: (): Invalidation[] => [{ queryKey: keys.orgLists }],
};

/** Runs the invalidations a write declares: `onSuccess: () => invalidate(invalidates.team(orgId))`. */
export function useInvalidate() {
  const client = useQueryClient();
  return (targets: Invalidation[]) =>
    Promise.all(targets.map((target) => client.invalidateQueries(target)));
}
