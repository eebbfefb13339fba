import { z } from 'zod';
import { zCompensation } from './compensation';
import { zData } from './pagination';
import { zPermission, zVariablePermission } from './roles';
import { isDisplayText, RULE_TEXT, zEmail, zFullName } from './validation';

/** A person named in another person's record (managers, approvers). */
export const zEmployeeRef = z.object({ employee_id: z.number().int(), display_name: z.string() });
export type EmployeeRef = z.infer<typeof zEmployeeRef>;

/** Employee detail view (core.md 3). `remunerations` is filled only with financial access (15). */
export const zEmployeeDetail = z.object({
  employee_id: z.number().int(),
  org_id: z.number().int(),
  profile_id: z.number().int(),
  display_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  title: z.string().nullable(),
  photo_url: z.string().nullable(),
  is_pending_profile: z.boolean(),
  role_id: z.number().int(),
  role: z.object({
    id: z.number().int(),
    name: z.string(),
    display_name: z.string(),
    permissions: z.array(zPermission),
    variable_permissions: z.array(zVariablePermission),
  }),
  is_saas_enabled: z.boolean(),
  staffing_status: z.string(),
  start_dt_unix: z.number().int().nullable(),
  end_dt_unix: z.number().int().nullable(),
  remunerations: z.array(zCompensation),
  primary_manager: zEmployeeRef.nullable(),
  secondary_managers: z.array(zEmployeeRef),
  employee_groups: z.array(z.object({ id: z.number().int(), name: z.string() })),
  is_invitation_sent: z.boolean(),
  invite_expiry_dt_unix: z.number().int().nullable(),
});
export type EmployeeDetail = z.infer<typeof zEmployeeDetail>;
export const zEmployeeResponse = zData(zEmployeeDetail);

export { zEmployeeParams } from './employees';

const zId = z.number().int().min(1);
const zIdList = z.array(zId).max(1000);
const zTitle = z
  .string()
  .trim()
  .max(80, 'Must be 80 characters or less')
  .refine(isDisplayText, RULE_TEXT.displayText);
const zUnix = z.number().int().min(0).max(4102444800);

/**
 * Mobile text as typed; empty means "no mobile". The server checks it in the organisation's
 * region (checkMobile), since an Australian number without +61 is only possible in AU.
 */
const zMobileText = z.string().trim().max(30, RULE_TEXT.mobileInvalid);
const zOptionalMobile = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  zMobileText.optional(),
);

/** POST /orgs/{org_id}/employees: add a team member (and invite them). */
export const zEmployeeCreate = z.object({
  display_name: zFullName,
  email: zEmail,
  mobile: zOptionalMobile,
  role_id: z.number({ error: RULE_TEXT.required }).int(),
  title: zTitle.optional(),
  start_dt_unix: zUnix.optional(),
  employee_group_ids: zIdList.optional(),
  primary_manager_id: zId.optional(),
  send_invite: z.boolean().default(true),
});
export type EmployeeCreate = z.input<typeof zEmployeeCreate>;

/** A role change: the role by name with its variable permissions (id and chosen value). */
export const zRoleMap = z.object({
  role: z.string().trim().min(1, RULE_TEXT.required).max(60),
  variable_permissions: z
    .array(z.object({ id: z.number().int(), value: z.boolean() }))
    .max(20)
    .default([]),
});
export type RoleMap = z.input<typeof zRoleMap>;

/** PATCH /orgs/{org_id}/employee/{employee_id}: every field optional, only those sent change. */
export const zEmployeePatch = z
  .object({
    name: zFullName,
    email: zEmail,
    mobile: z.union([z.literal('').transform(() => null), zMobileText, z.null()]),
    role_id: z.number().int(),
    role_map: zRoleMap,
    taking_over_manager_id: zId,
    start_dt_unix: zUnix.nullable(),
    end_dt_unix: zUnix.nullable(),
    title: z.union([zTitle, z.null()]),
    primary_manager_id: zId.nullable(),
    secondary_manager_ids: zIdList,
    employee_group_ids: zIdList,
    rule_group_id: zId.nullable(),
    project_time_rule_group_id: zId.nullable(),
  })
  .partial();
export type EmployeePatch = z.input<typeof zEmployeePatch>;

/** PATCH /orgs/{org_id}/employees: add employees to teams in bulk. */
export const zEmployeesBulkPatch = z.object({
  employee_ids: zIdList.min(1, RULE_TEXT.required),
  employee_group_ids: zIdList.min(1, RULE_TEXT.required),
});

/** POST /orgs/{org_id}/send_invites. */
export const zSendInvites = z.object({ employee_ids: zIdList.min(1, RULE_TEXT.required) });
export const zSendInvitesResponse = z.object({
  data: z.object({ sent: z.array(z.number().int()), skipped: z.array(z.number().int()) }),
  message: z.string(),
});

/** POST /orgs/{org_id}/employees/{employee_id}/update_saas_enabled. */
export const zUpdateSaasEnabled = z.object({
  is_enabled: z.boolean({ error: RULE_TEXT.required }),
  taking_over_time_approver_id: zId.optional(),
});

/** POST /resend_invite_by_email (public). */
export const zResendInviteByEmail = z.object({ email: zEmail });

/** Texts of these calls (decided where the spec is silent, except the deactivation toast). */
export const EMPLOYEE_TEXT = {
  deactivated: (name: string) => `${name} has been deactivated!`,
  activated: (name: string) => `${name} has been activated!`,
  added: (name: string) => `${name} has been added.`,
  invited: (name: string) => `An invitation has been sent to ${name}.`,
  invitesSent: (count: number) =>
    count === 1 ? 'An invitation has been sent.' : `${count} invitations have been sent.`,
  inviteResent: 'If an invitation is waiting for that email, we have sent it again.',
  alreadyMember: 'This person is already a member of this organization.',
  emailInUse: 'Another account already uses this email.',
  approverIsSelf: 'Choose someone other than the person being deactivated.',
  approverInvalid: 'Choose an active manager or administrator of this organization.',
  managerInvalid: 'Choose a manager or administrator of this organization.',
  managerIsSelf: 'A team member cannot manage themselves.',
  teamInvalid: 'Choose teams of this organization.',
  teamNotManaged: 'Choose teams you manage.',
  managerNotSelf: 'You can add team members only under yourself.',
  roleInvalid: "role name doesn't exist",
  roleNotAllowed: 'You cannot give this role.',
  cannotChangeOwn: 'You cannot change your own role or deactivate yourself.',
  takingOverRequired: 'Choose who takes over this manager’s team members.',
  notPending: 'This person has already joined.',
  emailLocked: 'The email of someone who has joined can only be changed by them.',
  lastAdmin: 'An organization needs at least one active administrator.',
  bulkAssigned: 'The team members have been added to the teams.',
} as const;
