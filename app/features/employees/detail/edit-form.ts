import { z } from 'zod';
import type { EmployeeDetail, EmployeePatch } from '../../../../contract/employee-detail';
import {
  RULE_TEXT,
  checkMobile,
  isCalendarDate,
  isDateRangeOrdered,
  zEmail,
  zFullName,
  type MobileRegion,
} from '../../../../contract/validation';
import { isoDateOfUnix, startOfDayUnix } from '../../../lib/zoned-days';
import {
  DEFAULT_GROUP_CHOICE,
  groupChoiceOf,
  groupIdOfChoice,
  type CurrentRuleGroups,
} from './rule-groups-model';

const TITLE_MAX = 80;
const zIsoDate = z
  .string()
  .trim()
  .refine((value) => value === '' || isCalendarDate(value), RULE_TEXT.dateInvalid);

/** Where the organisation is: its dates' time zone and the region its mobiles are read in. */
export type OrgSettings = { timeZone: string; region: MobileRegion };

/** The mobile as E.164 ('' when empty or not a number), to compare numbers however written. */
function e164Of(text: string, region: MobileRegion): string {
  const result = checkMobile(text, region);
  return result.ok ? result.e164 : '';
}

/**
 * Lets a rule over several fields run beside other fields' problems (zod skips object rules once
 * any field failed), but not over a broken field it reads.
 */
const unlessBroken = (...fields: string[]) => ({
  when: (payload: { issues: ReadonlyArray<{ path?: PropertyKey[] | undefined }> }) =>
    !payload.issues.some((issue) => fields.includes(String(issue.path?.[0]))),
});

const zFields = {
  name: zFullName,
  email: zEmail,
  mobile: z.string().trim(),
  mobile_region: z.enum(['us', 'au']),
  title: z.string().trim().max(TITLE_MAX, `Must be ${TITLE_MAX} characters or less`),
  start_date: zIsoDate,
  end_date: zIsoDate,
  primary_manager: z.string().nullable(),
  secondary_managers: z.array(z.string()),
  teams: z.array(z.string()),
  /** The time-clock group: DEFAULT_GROUP_CHOICE (follow the organisation's) or a group id. */
  rule_group: z.string().nullable(),
  /** The project-time group, as rule_group. */
  project_time_rule_group: z.string().nullable(),
};

/**
 * The edit form: the API's fields as the widgets hold them (dates as 'YYYY-MM-DD' text, ids as
 * strings, the mobile as typed in the region picked beside it). Only the fields the person may
 * edit are checked: a stored email or mobile they cannot change never blocks a save.
 */
export function editFormSchema(editable: ReadonlySet<EditField>) {
  return z
    .object({
      ...zFields,
      // Same types either way; unchecked when it cannot be edited (see above).
      email: editable.has('email') ? zFields.email : (z.string() as unknown as typeof zEmail),
    })
    .refine(
      (value) =>
        !editable.has('mobile') ||
        value.mobile === '' ||
        checkMobile(value.mobile, value.mobile_region).ok,
      {
        path: ['mobile'],
        message: RULE_TEXT.mobileInvalid,
        ...unlessBroken('mobile', 'mobile_region'),
      },
    )
    .refine(
      (value) =>
        value.start_date === '' ||
        value.end_date === '' ||
        isDateRangeOrdered(value.start_date, value.end_date),
      // Under the end date, where the server reports it too.
      {
        path: ['end_date'],
        message: RULE_TEXT.dateRangeOrder,
        ...unlessBroken('start_date', 'end_date'),
      },
    );
}
type EditFormSchema = ReturnType<typeof editFormSchema>;
export type EditFormInput = z.input<EditFormSchema>;
export type EditFormValues = z.output<EditFormSchema>;
export type EditField = Exclude<keyof typeof zFields, 'mobile_region'>;

const NO_GROUPS: CurrentRuleGroups = { timeClock: undefined, projectTime: undefined };

/** The form's first values: the detail (and the rule groups the person follows) as they are. */
export function editFormDefaults(
  detail: EmployeeDetail,
  org: OrgSettings,
  groups: CurrentRuleGroups = NO_GROUPS,
): EditFormInput {
  const { timeZone } = org;
  return {
    name: detail.display_name,
    email: detail.email,
    mobile: detail.phone ?? '',
    mobile_region: org.region,
    title: detail.title ?? '',
    start_date: isoDateOfUnix(detail.start_dt_unix, timeZone),
    end_date: isoDateOfUnix(detail.end_dt_unix, timeZone),
    primary_manager: detail.primary_manager ? String(detail.primary_manager.employee_id) : null,
    secondary_managers: detail.secondary_managers.map((manager) => String(manager.employee_id)),
    teams: detail.employee_groups.map((team) => String(team.id)),
    rule_group: groups.timeClock ? groupChoiceOf(groups.timeClock) : DEFAULT_GROUP_CHOICE,
    project_time_rule_group: groups.projectTime
      ? groupChoiceOf(groups.projectTime)
      : DEFAULT_GROUP_CHOICE,
  };
}

const ids = (values: readonly string[]) => values.map(Number);
const sameSet = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((id) => b.includes(id));

/**
 * The PATCH body: only the fields the person may edit (`editable`) whose value changed, so a
 * manager's save never carries a field the server would refuse them. A rule group is compared
 * with the one the person follows (`groups`), and only when that one is known.
 */
export function editPatchBody(
  detail: EmployeeDetail,
  values: EditFormValues,
  editable: ReadonlySet<EditField>,
  org: OrgSettings,
  groups: CurrentRuleGroups = NO_GROUPS,
): EmployeePatch {
  const { timeZone, region } = org;
  const body: EmployeePatch = {};
  const may = (field: EditField) => editable.has(field);
  if (may('name') && values.name !== detail.display_name) body.name = values.name;
  if (may('email') && values.email !== detail.email.toLowerCase()) body.email = values.email;
  const mobile = e164Of(values.mobile, values.mobile_region);
  if (may('mobile') && mobile !== e164Of(detail.phone ?? '', region))
    // The server reads numbers in the org's region; one typed in another goes as +country.
    body.mobile = mobile === '' ? null : values.mobile_region === region ? values.mobile : mobile;
  if (may('title') && values.title !== (detail.title ?? ''))
    body.title = values.title === '' ? null : values.title;
  const start = startOfDayUnix(values.start_date, timeZone);
  if (may('start_date') && values.start_date !== isoDateOfUnix(detail.start_dt_unix, timeZone))
    body.start_dt_unix = start;
  const end = startOfDayUnix(values.end_date, timeZone);
  if (may('end_date') && values.end_date !== isoDateOfUnix(detail.end_dt_unix, timeZone))
    body.end_dt_unix = end;
  const primary = values.primary_manager === null ? null : Number(values.primary_manager);
  if (may('primary_manager') && primary !== (detail.primary_manager?.employee_id ?? null))
    body.primary_manager_id = primary;
  const secondary = ids(values.secondary_managers);
  const currentSecondary = detail.secondary_managers.map((manager) => manager.employee_id);
  if (may('secondary_managers') && !sameSet(secondary, currentSecondary))
    body.secondary_manager_ids = secondary;
  const teams = ids(values.teams);
  const currentTeams = detail.employee_groups.map((team) => team.id);
  if (may('teams') && !sameSet(teams, currentTeams)) body.employee_group_ids = teams;
  // null follows the organisation's default; a member given the default by id reads as that too.
  const followed = (group: CurrentRuleGroups['timeClock']) =>
    group === undefined ? undefined : groupIdOfChoice(groupChoiceOf(group));
  const ruleGroup = groupIdOfChoice(values.rule_group);
  const currentRuleGroup = followed(groups.timeClock);
  if (may('rule_group') && currentRuleGroup !== undefined && ruleGroup !== currentRuleGroup)
    body.rule_group_id = ruleGroup;
  const projectGroup = groupIdOfChoice(values.project_time_rule_group);
  const currentProjectGroup = followed(groups.projectTime);
  if (
    may('project_time_rule_group') &&
    currentProjectGroup !== undefined &&
    projectGroup !== currentProjectGroup
  )
    body.project_time_rule_group_id = projectGroup;
  return body;
}

/** Where the server's field hints go in this form (FormDialog's hintFields). */
export const EDIT_HINT_FIELDS: Readonly<Record<string, EditField>> = {
  start_dt_unix: 'start_date',
  end_dt_unix: 'end_date',
  primary_manager_id: 'primary_manager',
  secondary_manager_ids: 'secondary_managers',
  employee_group_ids: 'teams',
  rule_group_id: 'rule_group',
  project_time_rule_group_id: 'project_time_rule_group',
};
