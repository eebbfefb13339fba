import { can } from '../../../contract/access';
import type { OrgContext } from '../../http/context';

/**
 * The people rules the employee services ask beyond `can(ctx, policy, target)` of
 * contract/access, answered by that one policy table (the app asks the same table). A route's
 * policy is the guard's (contract/route-access.ts); what is left here is row-level.
 */

/**
 * A manager acting within their crew: they put people only into teams they manage and under
 * themselves (those who run all people, employee.editAll, are not limited so).
 */
export function isCrewManager(ctx: OrgContext): boolean {
  return ctx.flags.isManager && !can(ctx, 'employee.editAll');
}
