import { dialectOf, type Db } from '../../db/connection';
import { insertPerson } from '../../db/people';
import type { EmployeeTable } from './employees.tables';
import type { CountryCode } from '../../../contract/reference';
import { searchKeyOf } from '../../lib/search-key';
import { employeeValues } from './employee-values';
import { mobileDigits } from '../../lib/mobile';
import type { Updateable } from 'kysely';

/** The writes behind adding, editing and (de)activating team members. Callers pass a transaction. */
export class EmployeeWritesRepository {
  /**
   * The profile with this e-mail address. Read inside a write transaction it is locked on
   * PostgreSQL, so an organisation changing that person's address waits or is waited for (SQLite
   * runs one write transaction at a time).
   */
  async profileByEmail(db: Db, email: string) {
    return db
      .selectFrom('profiles')
      .select(['id', 'display_name', 'password_hash'])
      .where('email', '=', email.toLowerCase())
      .$if(dialectOf(db) === 'postgres', (query) => query.forUpdate())
      .executeTakeFirst();
  }

  /**
   * Locks a profile for an identity change (PostgreSQL; SQLite writes one at a time) and reads
   * what that change depends on: whether the person has signed in (a password), and whether any
   * membership besides `employeeId` shares the profile, in any organisation and state.
   */
  async identityOwners(db: Db, profileId: number, employeeId: number) {
    const profile = await db
      .selectFrom('profiles')
      .select('password_hash')
      .where('id', '=', profileId)
      .$if(dialectOf(db) === 'postgres', (query) => query.forUpdate())
      .executeTakeFirstOrThrow();
    const other = await db
      .selectFrom('employees')
      .select('id')
      .where('profile_id', '=', profileId)
      .where('id', '<>', employeeId)
      .executeTakeFirst();
    return { hasPassword: profile.password_hash !== null, isShared: other !== undefined };
  }

  async membershipOf(db: Db, orgId: number, profileId: number) {
    return db
      .selectFrom('employees')
      .select(['id', 'staffing_status'])
      .where('org_id', '=', orgId)
      .where('profile_id', '=', profileId)
      .executeTakeFirst();
  }

  /** A new person an organisation invites; a mobile number it gives is its record (mobile_org_id). */
  async insertProfile(
    db: Db,
    input: {
      orgId: number;
      email: string;
      displayName: string;
      mobile: string | null;
      countryCode: CountryCode;
      now: number;
    },
  ): Promise<number> {
    const { orgId, ...person } = input;
    const id = await insertPerson(db, { ...person, passwordHash: null });
    if (input.mobile !== null)
      await db.updateTable('profiles').set({ mobile_org_id: orgId }).where('id', '=', id).execute();
    return id;
  }

  /** A new membership, active unless the values say otherwise. */
  async insertMember(db: Db, input: Parameters<typeof employeeValues>[0]): Promise<void> {
    await db.insertInto('employees').values(employeeValues(input)).execute();
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

  /**
   * Changes the profile of a person who has not joined and whom only this organisation invited:
   * e-mail (every link sent to the old address is revoked), mobile (recorded by `orgId`, so not a
   * way to sign in), name.
   */
  async updatePendingProfile(
    db: Db,
    orgId: number,
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
              mobile_org_id: values.mobile ? orgId : null,
            }
          : {}),
        ...(values.displayName !== undefined ? { display_name: values.displayName } : {}),
        updated_at_unix: now,
      })
      .where('id', '=', profileId)
      .execute();
    if (values.email !== undefined) {
      await db
        .updateTable('invites')
        .set({ revoked_at_unix: now })
        .where('profile_id', '=', profileId)
        .where('accepted_at_unix', 'is', null)
        .where('revoked_at_unix', 'is', null)
        .execute();
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

  /**
   * Adds employees to teams, leaving memberships they already have. An id named twice counts once
   * (a repeated id would otherwise insert the same membership twice and break its unique key).
   */
  async addToGroups(db: Db, orgId: number, employeeIdList: number[], groupIdList: number[]) {
    const employeeIds = [...new Set(employeeIdList)];
    const groupIds = [...new Set(groupIdList)];
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

  /**
   * Someone who no longer manages leaves the teams they managed; `heirId`, who takes over their
   * team members, takes their place there (where not a manager of that team already).
   */
  async handOverTeams(db: Db, orgId: number, fromId: number, heirId: number | null) {
    const teams = await db
      .selectFrom('employee_group_managers')
      .select('group_id')
      .where('org_id', '=', orgId)
      .where('employee_id', '=', fromId)
      .execute();
    if (teams.length === 0) return;
    await db
      .deleteFrom('employee_group_managers')
      .where('org_id', '=', orgId)
      .where('employee_id', '=', fromId)
      .execute();
    if (heirId === null) return;
    const groupIds = teams.map((team) => team.group_id);
    const held = await db
      .selectFrom('employee_group_managers')
      .select('group_id')
      .where('org_id', '=', orgId)
      .where('employee_id', '=', heirId)
      .where('group_id', 'in', groupIds)
      .execute();
    const have = new Set(held.map((row) => row.group_id));
    const rows = groupIds
      .filter((groupId) => !have.has(groupId))
      .map((group_id) => ({ org_id: orgId, group_id, employee_id: heirId }));
    if (rows.length) await db.insertInto('employee_group_managers').values(rows).execute();
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
