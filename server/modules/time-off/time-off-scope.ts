import type { Db } from '../../db/connection';
import type { OrgContext } from '../../http/context';
import type { ListScope } from '../visibility/visibility.service';

/**
 * Whose requests and balances a caller reaches: everyone's for administrators and provider
 * staff; a manager's own and their workers' (as primary or secondary manager, whatever their time
 * card permissions: time off is decided by the people's own managers); a worker's own.
 */
export function requestScope(ctx: OrgContext): ListScope {
  if (ctx.isProviderStaff || ctx.flags.isAdmin || ctx.employeeId === null) return { kind: 'all' };
  if (ctx.flags.isManager) return { kind: 'managed', employeeId: ctx.employeeId };
  return { kind: 'self', employeeId: ctx.employeeId };
}

/** The organisation's time zone: its calendar is the one requests and years are read in. */
export async function orgTimeZone(db: Db, ctx: OrgContext): Promise<string> {
  if (ctx.snapshot?.timezone) return ctx.snapshot.timezone;
  const row = await db
    .selectFrom('organisations')
    .select('timezone')
    .where('id', '=', ctx.orgId)
    .executeTakeFirst();
  return row?.timezone ?? 'UTC';
}
