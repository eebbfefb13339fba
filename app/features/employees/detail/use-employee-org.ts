import type { EmployeeRef } from '../../../../contract/employee-detail';
import type { Profile } from '../../../../contract/profile';
import { createFormatters } from '../../../../design-system/format/formatters';
import { DEFAULT_TIME_ZONE } from '../../../../design-system/format/format-locale';
import type { SelectOption } from '../../../../design-system/select/select-model';
import { employeeOf } from '../../../access/actor';
import { useOrg } from '../../../api/orgs';
import type { OrgSettings } from './edit-form';

/**
 * The organisation a team member's page is in: its time zone and country (dates, mobiles), its
 * formatters, and its time approvers (active managers and administrators), who are the people
 * the manager and approver pickers offer.
 */
export function useEmployeeOrg(profile: Profile, orgId: number) {
  const { data } = useOrg(orgId);
  const org = data ?? employeeOf(profile, orgId)?.organization;
  const settings: OrgSettings = {
    timeZone: org?.timezone || DEFAULT_TIME_ZONE,
    region: org?.country_code === 'au' ? 'au' : 'us',
  };
  return {
    settings,
    format: createFormatters({ locale: settings.region, timeZone: settings.timeZone }),
    approvers: org?.time_approvers ?? [],
    /** Whether breaks are paid unless a pay record says otherwise. */
    isBreaksPaid: org?.is_breaks_paid ?? false,
  };
}
export type EmployeeOrg = ReturnType<typeof useEmployeeOrg>;

/** People as picker options, leaving out the person whose page this is. */
export function peopleOptions(people: readonly EmployeeRef[], exceptId: number): SelectOption[] {
  return people
    .filter((person) => person.employee_id !== exceptId)
    .map((person) => ({ value: String(person.employee_id), label: person.display_name }));
}
