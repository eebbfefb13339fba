import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Db } from '../../db/connection';
import type { Database } from '../../db/schema';
import type { ListScope } from './visibility.service';

/** A query over employees named `e`, which the conditions below filter. */
export type EmployeesAsE = ExpressionBuilder<Database & { e: Database['employees'] }, 'e'>;

/** The row is a worker of the manager: as primary manager, or as one of the secondary managers. */
export function managedBy(eb: EmployeesAsE, managerId: number): Expression<SqlBool> {
  return eb.or([
    eb('e.primary_manager_id', '=', managerId),
    eb.exists(
      eb
        .selectFrom('employee_secondary_managers as sm')
        .select(sql`1`.as('one'))
        .whereRef('sm.employee_id', '=', 'e.id')
        .where('sm.manager_id', '=', managerId),
    ),
  ]);
}

/**
 * The row is one a narrowed scope covers: the person themselves, and for a manager also their
 * workers. (Everyone's scope needs no condition.) The employee id may be a prepared query's
 * parameter.
 */
export function inScope(
  eb: EmployeesAsE,
  scope: Exclude<ListScope, { kind: 'all' }>,
): Expression<SqlBool> {
  if (scope.kind === 'self') return eb('e.id', '=', scope.employeeId);
  return eb.or([eb('e.id', '=', scope.employeeId), managedBy(eb, scope.employeeId)]);
}

/** The reads behind "may the caller see this person". Every query takes the organisation. */
export class VisibilityRepository {
  constructor(readonly db: Db) {}

  async isManagedBy(db: Db, orgId: number, employeeId: number, managerId: number) {
    const row = await db
      .selectFrom('employees as e')
      .select('e.id')
      .where('e.org_id', '=', orgId)
      .where('e.id', '=', employeeId)
      .where((eb) => managedBy(eb, managerId))
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Whether the id is a member of the organisation who has not been removed. */
  async isMember(orgId: number, employeeId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('employees')
      .select('id')
      .where('org_id', '=', orgId)
      .where('id', '=', employeeId)
      .where('staffing_status', '<>', 'removed')
      .executeTakeFirst();
    return row !== undefined;
  }
}
