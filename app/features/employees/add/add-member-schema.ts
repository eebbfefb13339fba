import { z } from 'zod';
import type { EmployeeCreate } from '../../../../contract/employee-detail';
import {
  checkMobile,
  RULE_TEXT,
  zDate,
  zEmail,
  zFullName,
  zMobileRegion,
  type MobileRegion,
} from '../../../../contract/validation';
import { startOfDayUnix } from '../../../lib/zoned-days';

export const TITLE_MAX = 80;

/**
 * The add-team-member form: the fields of POST /orgs/{id}/employees under the same names (so the
 * server's field_hints land on them), as the widgets hold them: ids as text, the start date as a
 * date input's 'YYYY-MM-DD', the mobile with the region it is typed in.
 */
export const zAddMemberForm = z
  .object({
    display_name: zFullName,
    email: zEmail,
    mobile: z.string().trim().max(30, RULE_TEXT.mobileInvalid),
    mobile_region: zMobileRegion,
    role_id: z.string({ error: RULE_TEXT.required }).min(1, RULE_TEXT.required),
    title: z.string().trim().max(TITLE_MAX, `Must be ${TITLE_MAX} characters or less`),
    start_date: z.union([z.literal(''), zDate]),
    employee_group_ids: z.array(z.string()),
    primary_manager_id: z.string().nullable(),
    send_invite: z.boolean(),
  })
  .superRefine((values, ctx) => {
    // Optional, but a number that is given must be a possible mobile of its region.
    if (values.mobile === '') return;
    const result = checkMobile(values.mobile, values.mobile_region);
    if (!result.ok) ctx.addIssue({ code: 'custom', path: ['mobile'], message: result.message });
  });
export type AddMemberFormInput = z.input<typeof zAddMemberForm>;
export type AddMemberFormValues = z.output<typeof zAddMemberForm>;

export function emptyAddMemberForm(input: {
  region: MobileRegion;
  roleId: string;
  today: string;
}): AddMemberFormInput {
  return {
    display_name: '',
    email: '',
    mobile: '',
    mobile_region: input.region,
    role_id: input.roleId,
    title: '',
    start_date: input.today,
    employee_group_ids: [],
    primary_manager_id: null,
    send_invite: true,
  };
}

/**
 * The body of the call. The server reads a mobile in the organisation's region, so a number typed
 * in the other region goes as E.164 (a leading + is read in its own country).
 */
export function toCreateBody(
  values: AddMemberFormValues,
  org: { region: MobileRegion; timeZone: string },
): EmployeeCreate {
  const mobileCheck = values.mobile ? checkMobile(values.mobile, values.mobile_region) : null;
  const mobile =
    mobileCheck?.ok && values.mobile_region !== org.region ? mobileCheck.e164 : values.mobile;
  const start = values.start_date ? startOfDayUnix(values.start_date, org.timeZone) : null;
  return {
    display_name: values.display_name,
    email: values.email,
    ...(mobile ? { mobile } : {}),
    role_id: Number(values.role_id),
    ...(values.title ? { title: values.title } : {}),
    ...(start !== null ? { start_dt_unix: start } : {}),
    ...(values.employee_group_ids.length > 0
      ? { employee_group_ids: values.employee_group_ids.map(Number) }
      : {}),
    ...(values.primary_manager_id ? { primary_manager_id: Number(values.primary_manager_id) } : {}),
    send_invite: values.send_invite,
  };
}
