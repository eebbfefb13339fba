import { PERMISSION, hasPermission } from '../../../contract/access';
import type { OrgContext } from '../../http/context';

/**
 * Whose pay the caller may read and write: everyone's (administrators and provider admins), their
 * own workers' (managers), or nobody's. Pay is financial data, so all of it needs permission 15
 * (view project financials); a manager holding 15 still sees only the people they manage, as
 * primary or secondary manager, and not their own pay.
 */
export type CompensationAccess = 'all' | 'managed' | 'none';

export function compensationAccess(ctx: OrgContext): CompensationAccess {
  if (!hasPermission(ctx, PERMISSION.viewProjectFinancials)) return 'none';
  if (ctx.isProviderStaff || ctx.flags.isAdmin) return 'all';
  if (ctx.flags.isManager && ctx.employeeId !== null) return 'managed';
  return 'none';
}

/** Whether a row's pay may be shown: everyone's, or a manager's own worker's. */
export function mayViewPayOf(access: CompensationAccess, isOwnWorker: boolean): boolean {
  return access === 'all' || (access === 'managed' && isOwnWorker);
}

/**
 * Who reads overtime rules and workers' compensation codes (to pick them on pay records and
 * see them in settings): administrators, managers and provider staff. Workers do not.
 */
export function canReadPaySettings(ctx: OrgContext): boolean {
  return ctx.isProviderStaff || ctx.flags.isAdmin || ctx.flags.isManager;
}

/**
 * Who creates, edits and archives them, and reads the workers' compensation history: holders of
 * organisation settings (8), that is administrators and provider admins.
 */
export function canManagePaySettings(ctx: OrgContext): boolean {
  return hasPermission(ctx, PERMISSION.organisationSettings);
}
