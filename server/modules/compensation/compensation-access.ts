import { can } from '../../../contract/access';
import type { OrgContext } from '../../http/context';

/**
 * Whose pay the caller may read and write, as the policies compensation.view and
 * compensation.edit of contract/access decide it (the guard checks them on the pay routes):
 * everyone's (administrators and provider staff), their own workers' (managers), or nobody's.
 * Pay is financial data, so all of it needs permission 15.
 */
export type CompensationAccess = 'all' | 'managed' | 'none';

export function compensationAccess(ctx: OrgContext): CompensationAccess {
  if (can(ctx, 'compensation.view', { isMyWorker: false })) return 'all';
  return can(ctx, 'compensation.view') ? 'managed' : 'none';
}

/** Whether a row's pay may be shown: everyone's, or a manager's own worker's. */
export function mayViewPayOf(access: CompensationAccess, isOwnWorker: boolean): boolean {
  return access === 'all' || (access === 'managed' && isOwnWorker);
}

/**
 * Who reads overtime rules and workers' compensation codes (paySettings.view): administrators,
 * managers and provider staff. The guard checks it on their routes.
 */
export function canReadPaySettings(ctx: OrgContext): boolean {
  return can(ctx, 'paySettings.view');
}

/**
 * Who creates, edits and archives them, and reads the codes' history (orgSettings.edit,
 * permission 8). The guard checks it on their routes.
 */
export function canManagePaySettings(ctx: OrgContext): boolean {
  return can(ctx, 'orgSettings.edit');
}
