import type { Db } from './connection';
import { mobileDigits } from '../lib/mobile';
import { employeeValues, type StaffingStatus } from '../modules/employees/employee-values';
import { defaultTimezone } from '../modules/orgs/org-values';
import type { CountryCode } from '../../contract/reference';

/**
 * Direct inserts of people and memberships for the demo seed and test fixtures. The API has its
 * own paths (sign-up, invitations); these exist so seeds and tests start from realistic data
 * without going through HTTP for every row.
 */
export async function insertPerson(
  db: Db,
  input: {
    email: string;
    displayName: string;
    passwordHash: string | null;
    mobile?: string | null;
    countryCode?: CountryCode;
    businessName?: string | null;
    isInactive?: boolean;
    now: number;
  },
): Promise<number> {
  const country = input.countryCode ?? 'us';
  const row = await db
    .insertInto('profiles')
    .values({
      email: input.email.toLowerCase(),
      display_name: input.displayName,
      mobile: input.mobile ?? null,
      mobile_digits: input.mobile ? mobileDigits(input.mobile) : null,
      suburb: null,
      state: null,
      business_name: input.businessName ?? null,
      country_code: country,
      timezone: defaultTimezone(country),
      password_hash: input.passwordHash,
      is_inactive: input.isInactive ? 1 : 0,
      created_at_unix: input.now,
      updated_at_unix: input.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertMembership(
  db: Db,
  input: {
    orgId: number;
    profileId: number;
    roleId: number;
    displayName: string;
    email: string;
    status?: StaffingStatus;
    title?: string | null;
    primaryManagerId?: number | null;
    inviteExpiry?: number | null;
    startDtUnix?: number;
    now: number;
  },
): Promise<number> {
  const row = await db
    .insertInto('employees')
    .values(employeeValues(input))
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function addToGroup(
  db: Db,
  orgId: number,
  groupName: string,
  members: number[],
  managers: number[],
  now: number,
) {
  const group = await db
    .insertInto('employee_groups')
    .values({ org_id: orgId, name: groupName, created_at_unix: now, archived_at_unix: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (members.length) {
    await db
      .insertInto('employee_group_members')
      .values(members.map((employee_id) => ({ org_id: orgId, group_id: group.id, employee_id })))
      .execute();
  }
  if (managers.length) {
    await db
      .insertInto('employee_group_managers')
      .values(managers.map((employee_id) => ({ org_id: orgId, group_id: group.id, employee_id })))
      .execute();
  }
  return group.id;
}
