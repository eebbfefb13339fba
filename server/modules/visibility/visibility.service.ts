import { PERMISSION, hasPermission } from '../../../contract/access';
import { MESSAGES } from '../../../contract/errors';
import type { Db } from '../../db/connection';
import { AppError } from '../../http/app-error';
import type { OrgContext } from '../../http/context';
import type { VisibilityRepository } from './visibility.repository';

/**
 * The query conditions of "whom may the caller see", for the modules whose own queries list
 * people (the employee list, pickers; later time cards and reports): one SQL text of who manages
 * whom and of a scope.
 */
export { inScope, managedBy, type EmployeesAsE } from './visibility.repository';

/** Whose rows the caller may see: everyone, their own workers plus themselves, or only themselves. */
export type ListScope =
  { kind: 'all' } | { kind: 'managed'; employeeId: number } | { kind: 'self'; employeeId: number };

/**
 * Who sees whom (core.md 6): administrators and provider staff see everyone; managers see their
 * own workers (as primary or secondary manager) and themselves, unless they may view all time
 * cards (13); workers see only themselves.
 */
export function listScope(ctx: OrgContext): ListScope {
  if (ctx.isProviderStaff || ctx.flags.isAdmin || ctx.employeeId === null) return { kind: 'all' };
  if (hasPermission(ctx, PERMISSION.viewAllTimeCards)) return { kind: 'all' };
  if (ctx.flags.isManager) return { kind: 'managed', employeeId: ctx.employeeId };
  return { kind: 'self', employeeId: ctx.employeeId };
}

/**
 * Whom the caller may see, person by person: the row-level check every call about one team
 * member makes before it reads or writes anything of theirs.
 */
export class VisibilityService {
  constructor(private readonly repo: VisibilityRepository) {}

  /** Whether the scope covers the employee (everyone, own workers and self, or self). */
  async isInScope(orgId: number, scope: ListScope, employeeId: number): Promise<boolean> {
    if (scope.kind === 'all') return true;
    if (scope.employeeId === employeeId) return true;
    if (scope.kind === 'self') return false;
    return this.isManagedBy(orgId, employeeId, scope.employeeId);
  }

  /** Whether the caller's scope covers the employee (not whether the employee exists). */
  canSee(ctx: OrgContext, employeeId: number): Promise<boolean> {
    return this.isInScope(ctx.orgId, listScope(ctx), employeeId);
  }

  /**
   * The team member is one of the caller's and has not been removed; 404 otherwise, never
   * saying whether they exist.
   */
  async assertVisible(ctx: OrgContext, employeeId: number): Promise<void> {
    const visible =
      (await this.canSee(ctx, employeeId)) && (await this.repo.isMember(ctx.orgId, employeeId));
    if (!visible) throw new AppError(404, MESSAGES.notFound);
  }

  /** Whether the manager manages the employee, as primary or secondary manager (`db`: a transaction). */
  isManagedBy(
    orgId: number,
    employeeId: number,
    managerId: number,
    db: Db = this.repo.db,
  ): Promise<boolean> {
    return this.repo.isManagedBy(db, orgId, employeeId, managerId);
  }
}
