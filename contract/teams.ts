import { z } from 'zod';
import { zOrgIdParams } from './orgs';
import { zData, zPage, zPageQuery } from './pagination';
import { isDisplayText, RULE_TEXT } from './validation';

/** Teams are employee groups: named sets of team members with their managers. */

export const TEAM_NAME_MAX = 80;
/** Most ids one call may name (members, managers or teams); "all current" covers larger orgs. */
export const TEAM_IDS_MAX = 10000;

/** Texts of the team calls. `created` and `updated` are the spec's; the others are decided here. */
export const TEAM_TEXT = {
  created: 'Team has been created!',
  updated: 'Team has been updated!',
  deleted: 'Team has been deleted!',
  archived: (count: number) =>
    count === 1 ? 'Team has been archived!' : `${count} teams have been archived!`,
  unarchived: (count: number) =>
    count === 1 ? 'Team has been unarchived!' : `${count} teams have been unarchived!`,
  nameLength: `Must be ${TEAM_NAME_MAX} characters or less`,
  nameTaken: 'A team with this name already exists',
  employeesInvalid: 'Choose team members of this organization.',
  managersInvalid: 'Choose managers or administrators of this organization.',
  teamsInvalid: 'Choose teams of this organization.',
} as const;

/** A person in a team, or in a picker: employee list item. */
export const zTeamEmployee = z.object({
  employee_id: z.number().int(),
  display_name: z.string(),
  is_saas_enabled: z.boolean(),
});
export type TeamEmployee = z.infer<typeof zTeamEmployee>;

/** The team (employee group) entity. Members and managers: active first, then by name. */
export const zTeam = z.object({
  id: z.number().int(),
  name: z.string(),
  employees: z.array(zTeamEmployee),
  managers: z.array(zTeamEmployee),
  created_at_unix: z.number().int(),
  archived_at_unix: z.number().int().nullable(),
});
export type Team = z.infer<typeof zTeam>;

export const zTeamIdParams = zOrgIdParams.extend({
  employee_group_id: z.coerce.number().int().min(1),
});

const zId = z.number().int().min(1);
const zIdList = z.array(zId).max(TEAM_IDS_MAX);

/**
 * Trimmed on submit; blank reads 'This field is required'. (Not an aborting check: a blank name
 * must not hide the member-list rule below.)
 */
export const zTeamName = z
  .string()
  .trim()
  .min(1, RULE_TEXT.required)
  .max(TEAM_NAME_MAX, TEAM_TEXT.nameLength)
  .refine(isDisplayText, RULE_TEXT.displayText);

type MembersInput = { employee_ids?: number[] | undefined; include_all_employees?: boolean };

/** At least one team member, unless "All Current Team Members" is ticked. */
function hasMembers(value: MembersInput): boolean {
  return (
    value.include_all_employees === true ||
    value.employee_ids === undefined ||
    value.employee_ids.length > 0
  );
}
const membersRequired = {
  path: ['employee_ids'],
  message: RULE_TEXT.required,
  // Checked beside other fields' problems (a blank name too), but not over a broken member list.
  when: (payload: { issues: ReadonlyArray<{ path?: PropertyKey[] | undefined }> }) =>
    !payload.issues.some(
      (issue) => issue.path?.[0] === 'employee_ids' || issue.path?.[0] === 'include_all_employees',
    ),
};

const teamFields = {
  name: zTeamName,
  employee_ids: zIdList.default([]),
  manager_ids: zIdList.default([]),
  /**
   * Puts every current active team member of the organisation in the team (with any employee_ids
   * sent). Not remembered: people who join later are not added automatically.
   */
  include_all_employees: z.boolean().default(false),
};

/**
 * The member rule in the API description: JSON Schema cannot read the refine above, so the same
 * rule is written out for /v1/openapi.json (and the test-mode request check that reads it).
 */
const ALL_CURRENT = {
  required: ['include_all_employees'],
  properties: { include_all_employees: { enum: [true] } },
};
const membersRuleOnCreate = {
  description:
    'employee_ids names at least one team member, unless include_all_employees is true (then it may be left out).',
  anyOf: [
    { required: ['employee_ids'], properties: { employee_ids: { minItems: 1 } } },
    ALL_CURRENT,
  ],
};
const membersRuleOnPatch = {
  description:
    'A member list sent (employee_ids) names at least one team member, unless include_all_employees is true.',
  anyOf: [
    { not: { required: ['employee_ids'] } },
    { properties: { employee_ids: { minItems: 1 } } },
    ALL_CURRENT,
  ],
};

/** The team form of the app (same rules as the calls). */
export const zTeamForm = z
  .object({ ...teamFields, is_archived: z.boolean().default(false) })
  .refine(hasMembers, membersRequired);
export type TeamFormValues = z.input<typeof zTeamForm>;

/** POST /orgs/{org_id}/employee_group. */
export const zTeamCreate = z
  .object(teamFields)
  .refine(hasMembers, membersRequired)
  .meta(membersRuleOnCreate);
export type TeamCreate = z.infer<typeof zTeamCreate>;

/**
 * PATCH /orgs/{org_id}/employee_group/{employee_group_id}: only the fields sent change. A member
 * list sent replaces the team's members; manager_ids likewise replaces its managers.
 */
export const zTeamPatch = z
  .object({
    name: zTeamName,
    employee_ids: zIdList,
    manager_ids: zIdList,
    include_all_employees: z.boolean(),
    is_archived: z.boolean(),
  })
  .partial()
  .refine(hasMembers, membersRequired)
  .meta(membersRuleOnPatch);
export type TeamPatch = z.infer<typeof zTeamPatch>;

/** A created or changed team, with the text to show. */
export const zTeamResponse = z.object({ data: zTeam, message: z.string() });

/** PATCH /orgs/{org_id}/employee_groups: archive or unarchive several teams. */
export const zTeamsBulkPatch = z.object({
  employee_group_ids: zIdList.min(1, RULE_TEXT.required),
  is_archived: z.boolean(),
});
export type TeamsBulkPatch = z.infer<typeof zTeamsBulkPatch>;
export const zTeamsBulkResponse = z.object({ data: z.array(zTeam), message: z.string() });

/** 'name' and 'asc:name' sort A to Z; 'desc:name' (the spec's default) Z to A. */
export const TEAM_SORTS = ['name', 'asc:name', 'desc:name'] as const;
export type TeamSort = (typeof TEAM_SORTS)[number];

/**
 * GET /orgs/{org_id}/employee_group_list. The spec names the filters two ways: `searchText` and
 * `isArchived` (the teams screen's call, which the app sends) and `search` and `is_archived`
 * (core.md); the server reads both.
 */
export const zTeamListQuery = zPageQuery.extend({
  search: z.string().trim().max(80).optional(),
  /** Alias of `search`: the spec's name in the teams screen's call. */
  searchText: z.string().trim().max(80).optional(),
  /** false (default): teams in use; true: archived teams. */
  is_archived: z.stringbool().default(false),
  /** Alias of `is_archived`: the spec's name in the teams screen's call; wins when both are sent. */
  isArchived: z.stringbool().optional(),
  sort_by: z.enum(TEAM_SORTS).default('desc:name'),
});
export type TeamListQuery = z.infer<typeof zTeamListQuery>;
export const zTeamListResponse = zPage(zTeam);

/** GET /orgs/{org_id}/employees_and_employee_groups: what the people pickers offer. */
export const zEmployeesAndTeamsQuery = z.object({
  include_deactivated_employees: z.stringbool().default(false),
});
export type EmployeesAndTeamsQuery = z.infer<typeof zEmployeesAndTeamsQuery>;
export const zPickerTeam = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The team's members among the `employees` of the same answer. */
  employee_ids: z.array(z.number().int()),
});
/**
 * A person a picker offers: the spec's worker record in pickers (core.md 3), with
 * is_saas_enabled for the '(Deactivated)' label, and the rule groups the person follows so that
 * a rule group's dialog can show its members.
 */
export const zPickerEmployee = zTeamEmployee.extend({
  /** The caller is this person's primary or secondary manager. */
  is_my_worker: z.boolean(),
  /**
   * The caller approves this person's time: their primary or secondary manager, or an
   * administrator (nobody approves their own). See TIME_APPROVER in access.ts.
   */
  is_time_approver_for_worker: z.boolean(),
  /**
   * The time-clock rule group the person follows, as the employee PATCH names it: null for the
   * organisation's default. Nothing new to the caller: GET …/employee/{id}/rule_group answers it
   * for everyone the picker offers.
   */
  rule_group_id: z.number().int().nullable(),
  /** The project-time rule group the person follows, as rule_group_id (null: the default). */
  project_time_rule_group_id: z.number().int().nullable(),
});
export type PickerEmployee = z.infer<typeof zPickerEmployee>;
export const zEmployeesAndTeamsResponse = zData(
  z.object({ employees: z.array(zPickerEmployee), employee_groups: z.array(zPickerTeam) }),
);
export type EmployeesAndTeams = z.infer<typeof zEmployeesAndTeamsResponse>['data'];

/** How the app shows a team's people. */
export type TeamMemberDisplay = { employeeId: number; displayName: string; isDeactivated: boolean };
export type TeamDisplay = {
  id: number;
  name: string;
  employees: TeamMemberDisplay[];
  managers: TeamMemberDisplay[];
  createdAtUnix: number;
  archivedAtUnix: number | null;
};

function memberDisplay(person: TeamEmployee): TeamMemberDisplay {
  return {
    employeeId: person.employee_id,
    displayName: person.display_name,
    isDeactivated: !person.is_saas_enabled,
  };
}

export function toTeamDisplay(team: Team): TeamDisplay {
  return {
    id: team.id,
    name: team.name,
    employees: team.employees.map(memberDisplay),
    managers: team.managers.map(memberDisplay),
    createdAtUnix: team.created_at_unix,
    archivedAtUnix: team.archived_at_unix,
  };
}

/** The form's starting values for an existing team. */
export function teamFormValues(team: Team): TeamFormValues {
  return {
    name: team.name,
    employee_ids: team.employees.map((person) => person.employee_id),
    manager_ids: team.managers.map((person) => person.employee_id),
    include_all_employees: false,
    is_archived: team.archived_at_unix !== null,
  };
}
