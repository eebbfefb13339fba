import { sql } from 'kysely';
import { ROLE, isManagerRole } from '../../../contract/access';
import type { Db } from '../../db/connection';
import type { EmployeeRecord } from './employees.tables';

export type EmployeeWithProfile = EmployeeRecord & {
  email: string;
  mobile: string | null;
  has_password: number;
  invites_sent: number | null;
};

/**
 * Single employee records: the detail view's reads, and the checks the writes make (who is a
 * manager here, which teams belong to the org). Every query is scoped by org_id.
 */
export class EmployeeRecordsRepository {
  constructor(readonly db: Db) {}

  async find(db: Db, orgId: number, employeeId: number): Promise<EmployeeWithProfile | undefined> {
    return db
      .selectFrom('employees as e')
      .innerJoin('profiles as p', 'p.id', 'e.profile_id')
      .selectAll('e')
      .select(['p.email', 'p.mobile'])
      .select(sql<number>`case when p.password_hash is null then 0 else 1 end`.as('has_password'))
      .select((eb) =>
        eb
          .selectFrom('invites as i')
          .select((inner) => inner.fn.countAll<number>().as('n'))
          .whereRef('i.employee_id', '=', 'e.id')
          .where('i.org_id', '=', orgId)
          .as('invites_sent'),
      )
      .where('e.org_id', '=', orgId)
      .where('e.id', '=', employeeId)
      .where('e.staffing_status', '<>', 'removed')
      .executeTakeFirst();
  }

  async managerRefs(orgId: number, employeeId: number, primaryManagerId: number | null) {
    const secondary = await this.db
      .selectFrom('employee_secondary_managers as sm')
      .innerJoin('employees as m', 'm.id', 'sm.manager_id')
      .select(['m.id as employee_id', 'm.display_name'])
      .where('sm.org_id', '=', orgId)
      .where('sm.employee_id', '=', employeeId)
      .orderBy('m.sort_key')
      .execute();
    const primary =
      primaryManagerId === null
        ? null
        : ((await this.db
            .selectFrom('employees')
            .select(['id as employee_id', 'display_name'])
            .where('org_id', '=', orgId)
            .where('id', '=', primaryManagerId)
            .executeTakeFirst()) ?? null);
    return { primary, secondary };
  }

  async groupsOf(orgId: number, employeeId: number) {
    return this.db
      .selectFrom('employee_group_members as gm')
      .innerJoin('employee_groups as g', 'g.id', 'gm.group_id')
      .select(['g.id', 'g.name'])
      .where('gm.org_id', '=', orgId)
      .where('gm.employee_id', '=', employeeId)
      .where('g.archived_at_unix', 'is', null)
      .orderBy('g.name')
      .execute();
  }

  async overrides(orgId: number, employeeId: number) {
    return this.db
      .selectFrom('employee_permissions')
      .select(['permission_id', 'value'])
      .where('org_id', '=', orgId)
      .where('employee_id', '=', employeeId)
      .execute();
  }

  /** The organisation's country (its region for mobile numbers, a new person's country). */
  async orgCountry(db: Db, orgId: number): Promise<string | undefined> {
    const org = await db
      .selectFrom('organisations')
      .select('country_code')
      .where('id', '=', orgId)
      .executeTakeFirst();
    return org?.country_code;
  }

  /** Of the given ids, those that are active managers or administrators of the org. */
  async activeApprovers(db: Db, orgId: number, ids: readonly number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const rows = await db
      .selectFrom('employees')
      .select(['id', 'role_id'])
      .where('org_id', '=', orgId)
      .where('id', 'in', [...ids])
      .where('staffing_status', 'in', ['active', 'pending'])
      .where('is_saas_enabled', '=', 1)
      .execute();
    return new Set(rows.filter((row) => isApproverRole(row.role_id)).map((row) => row.id));
  }

  /** The ids of the teams in use (not archived) the employee is a member of. */
  async openGroupIdsOf(db: Db, orgId: number, employeeId: number): Promise<number[]> {
    const rows = await db
      .selectFrom('employee_group_members as gm')
      .innerJoin('employee_groups as g', 'g.id', 'gm.group_id')
      .select('g.id')
      .where('gm.org_id', '=', orgId)
      .where('gm.employee_id', '=', employeeId)
      .where('g.archived_at_unix', 'is', null)
      .execute();
    return rows.map((row) => row.id);
  }

  /** Active administrators of the org other than the given employee. */
  async otherActiveAdmins(db: Db, orgId: number, employeeId: number): Promise<number> {
    const row = await db
      .selectFrom('employees')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('org_id', '=', orgId)
      .where('id', '<>', employeeId)
      .where('role_id', '=', ROLE.admin)
      .where('staffing_status', '=', 'active')
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  /** Whether anyone has the employee as primary or secondary manager. */
  async hasReports(db: Db, orgId: number, managerId: number): Promise<boolean> {
    const primary = await db
      .selectFrom('employees')
      .select('id')
      .where('org_id', '=', orgId)
      .where('primary_manager_id', '=', managerId)
      .where('staffing_status', '<>', 'removed')
      .executeTakeFirst();
    if (primary) return true;
    const secondary = await db
      .selectFrom('employee_secondary_managers')
      .select('employee_id')
      .where('org_id', '=', orgId)
      .where('manager_id', '=', managerId)
      .executeTakeFirst();
    return secondary !== undefined;
  }
}

/** Managers (any variant) and administrators approve time and can manage team members. */
export function isApproverRole(roleId: number): boolean {
  return roleId === ROLE.admin || isManagerRole(roleId);
}
