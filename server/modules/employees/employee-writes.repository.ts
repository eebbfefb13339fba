import type { Db } from '../../db/connection';
import { insertPerson } from '../../db/people';
import type { EmployeeTable } from '../../db/schema';
import type { CountryCode } from '../../../contract/reference';
import { employeeValues, searchKeyOf } from './employee-values';
import { mobileDigits } from '../../lib/mobile';
import type { Updateable } from 'kysely';

/** The writes behind adding, editing and (de)activating team members. Callers pass a transaction. */
export class EmployeeWritesRepository {
  async profileByEmail(db: Db, email: string) {
    return db
      .selectFrom('profiles')
      .select(['id', 'display_name', 'password_hash'])
      .where('email', '=', email.toLowerCase())
      .executeTakeFirst();
  }

  async membershipOf(db: Db, orgId: number, profileId: number) {
    return db
      .selectFrom('employees')
      .select(['id', 'staffing_status'])
      .where('org_id', '=', orgId)
      .where('profile_id', '=', profileId)
      .executeTakeFirst();
  }

  async insertProfile(
    db: Db,
    input: {
      email: string;
      displayName: string;
      mobile: string | null;
      countryCode: CountryCode;
      now: number;
    },
  ): Promise<number> {
    return insertPerson(db, { ...input, passwordHash: null });
  }

  /** A new pending membership, or a removed one brought back as pending. */
  async insertPendingMember(
    db: Db,
    input: {
      orgId: number;
      profileId: number;
      roleId: number;
      displayName: string;
      email: string;
      title: string | null;
      primaryManagerId: number | null;
      startDt: number | null;
      isPendingProfile: boolean;
      now: number;
      reuseEmployeeId?: number;
    },
  ): Promise<number> {
    const values = {
      ...employeeValues({ ...input, status: 'pending', inviteExpiry: null }),
      is_pending_profile: input.isPendingProfile ? (1 as const) : (0 as const),
      start_dt_unix: input.startDt,
    };
    if (input.reuseEmployeeId !== undefined) {
      const { org_id: _org, profile_id: _profile, created_at_unix: _created, ...rest } = values;
      await db
        .updateTable('employees')
        .set({ ...rest, end_dt_unix: null })
        .where('org_id', '=', input.orgId)
        .where('id', '=', input.reuseEmployeeId)
        .execute();
      return input.reuseEmployeeId;
    }
    const row = await db
      .insertInto('employees')
      .values(values)
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async updateEmployee(
    db: Db,
    orgId: number,
    employeeId: number,
    values: Updateable<EmployeeTable>,
  ) {
    await db
      .updateTable('employees')
      .set(values)
      .where('org_id', '=', orgId)
      .where('id', '=', employeeId)
      .execute();
  }

  /** Name and search key of the membership (the list searches name and e-mail). */
  async rename(
    db: Db,
    orgId: number,
    employeeId: number,
    name: string,
    email: string,
    now: number,
  ) {
    await this.updateEmployee(db, orgId, employeeId, {
      display_name: name,
      sort_key: name.toLowerCase(),
      search_key: searchKeyOf(name, email),
      updated_at_unix: now,
    });
  }

  /** Changes a not-yet-joined person's profile: e-mail (and every membership's search key), mobile, name. */
  async updatePendingProfile(
    db: Db,
    profileId: number,
    values: { email?: string; mobile?: string | null; displayName?: string },
    now: number,
  ) {
    await db
      .updateTable('profiles')
      .set({
        ...(values.email !== undefined ? { email: values.email } : {}),
        ...(values.mobile !== undefined
          ? {
              mobile: values.mobile,
              mobile_digits: values.mobile ? mobileDigits(values.mobile) : null,
            }
          : {}),
        ...(values.displayName !== undefined ? { display_name: values.displayName } : {}),
        updated_at_unix: now,
      })
      .where('id', '=', profileId)
      .execute();
    if (values.email !== undefined) {
      const memberships = await db
        .selectFrom('employees')
        .select(['id', 'display_name'])
        .where('profile_id', '=', profileId)
        .execute();
      for (const membership of memberships) {
        await db
          .updateTable('employees')
          .set({ search_key: searchKeyOf(membership.display_name, values.email) })
          .where('id', '=', membership.id)
          .execute();
      }
    }
  }

  async setSecondaryManagers(db: Db, orgId: number, employeeId: number, managerIds: number[]) {
    await db
      .deleteFrom('employee_secondary_managers')
      .where('org_id', '=', orgId)
      .where('employee_id', '=', employeeId)
      .execute();
    if (managerIds.length === 0) return;
    await db
      .insertInto('employee_secondary_managers')
      .values(
        managerIds.map((manager_id) => ({ org_id: orgId, employee_id: employeeId, manager_id })),
      )
      .execute();
  }

  /** Replaces the teams the employee is a member of (archived teams keep their members). */
  async setGroups(db: Db, orgId: number, employeeId: number, groupIds: number[]) {
    await db
      .deleteFrom('employee_group_members')
      .where('org_id', '=', orgId)
      .where('employee_id', '=', employeeId)
      .where((eb) =>
        eb(
          'group_id',
          'in',
          eb
            .selectFrom('employee_groups')
            .select('id')
            .where('org_id', '=', orgId)
            .where('archived_at_unix', 'is', null),
        ),
      )
      .execute();
    await this.addToGroups(db, orgId, [employeeId], groupIds);
  }

  /** Adds employees to teams, leaving memberships they already have. */
  async addToGroups(db: Db, orgId: number, employeeIds: number[], groupIds: number[]) {
    if (employeeIds.length === 0 || groupIds.length === 0) return;
    const existing = await db
      .selectFrom('employee_group_members')
      .select(['group_id', 'employee_id'])
      .where('org_id', '=', orgId)
      .where('group_id', 'in', groupIds)
      .where('employee_id', 'in', employeeIds)
      .execute();
    const have = new Set(existing.map((row) => `${row.group_id}:${row.employee_id}`));
    const rows = groupIds.flatMap((group_id) =>
      employeeIds
        .filter((employee_id) => !have.has(`${group_id}:${employee_id}`))
        .map((employee_id) => ({ org_id: orgId, group_id, employee_id })),
    );
    if (rows.length) await db.insertInto('employee_group_members').values(rows).execute();
  }

  async setOverrides(
    db: Db,
    orgId: number,
    employeeId: number,
    overrides: { permission_id: number; value: 0 | 1 }[],
  ) {
    await db
      .deleteFrom('employee_permissions')
      .where('org_id', '=', orgId)
      .where('employee_id', '=', employeeId)
      .execute();
    if (overrides.length === 0) return;
    await db
      .insertInto('employee_permissions')
      .values(overrides.map((o) => ({ org_id: orgId, employee_id: employeeId, ...o })))
      .execute();
  }

  /**
   * Hands a manager's team members to another: primary manager links move, secondary links are
   * replaced (or dropped where the new manager already is one, or is the member themselves).
   */
  async reassignReports(db: Db, orgId: number, fromId: number, toId: number, now: number) {
    await db
      .updateTable('employees')
      .set({ primary_manager_id: toId, updated_at_unix: now })
      .where('org_id', '=', orgId)
      .where('primary_manager_id', '=', fromId)
      .where('id', '<>', toId)
      .execute();
    await db
      .updateTable('employees')
      .set({ primary_manager_id: null, updated_at_unix: now })
      .where('org_id', '=', orgId)
      .where('primary_manager_id', '=', fromId)
      .execute();
    const secondary = await db
      .selectFrom('employee_secondary_managers')
      .select('employee_id')
      .where('org_id', '=', orgId)
      .where('manager_id', '=', fromId)
      .execute();
    await db
      .deleteFrom('employee_secondary_managers')
      .where('org_id', '=', orgId)
      .where('manager_id', '=', fromId)
      .execute();
    for (const { employee_id } of secondary) {
      if (employee_id === toId) continue;
      const already = await db
        .selectFrom('employee_secondary_managers')
        .select('employee_id')
        .where('org_id', '=', orgId)
        .where('employee_id', '=', employee_id)
        .where('manager_id', '=', toId)
        .executeTakeFirst();
      if (!already)
        await db
          .insertInto('employee_secondary_managers')
          .values({ org_id: orgId, employee_id, manager_id: toId })
          .execute();
    }
  }
}
