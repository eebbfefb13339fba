import {
  DEFAULT_MANAGER_VARIANT,
  MANAGER_VARIANT_MAX,
  MANAGER_VARIANT_MIN,
  PERMISSION,
  ROLE,
  hasPermission,
} from '../../../contract/access';
import type { OrgContext } from '../../http/context';

const MANAGER_VARIANTS = Array.from(
  { length: MANAGER_VARIANT_MAX - MANAGER_VARIANT_MIN + 1 },
  (_, i) => MANAGER_VARIANT_MIN + i,
);

/**
 * Who may run the people of an organisation (add anyone, change roles, managers and teams,
 * deactivate): its administrators and provider admins. Provider recruiters and managers who
 * may invite only add workers (see assignableRoles).
 */
export function canAdministerPeople(ctx: OrgContext): boolean {
  if (ctx.isProviderStaff) return ctx.roleId === ROLE.providerAdmin;
  return ctx.flags.isAdmin;
}

/**
 * A manager acting within their crew: they put people only into teams they manage and under
 * themselves (administrators, who run all people, are not limited so).
 */
export function isCrewManager(ctx: OrgContext): boolean {
  return ctx.flags.isManager && !canAdministerPeople(ctx);
}

/**
 * The roles the caller may give in this org. Org 0 holds provider staff only (provider admins and
 * recruiters, added by a provider admin). Elsewhere administrators give any role; a manager who
 * may invite (permission 10) adds workers only; nobody else adds anyone.
 */
export function assignableRoles(ctx: OrgContext): number[] {
  if (ctx.orgId === 0) {
    return ctx.roleId === ROLE.providerAdmin ? [ROLE.providerAdmin, ROLE.providerRecruiter] : [];
  }
  if (canAdministerPeople(ctx)) {
    return [ROLE.worker, ROLE.manager, DEFAULT_MANAGER_VARIANT, ...MANAGER_VARIANTS, ROLE.admin]
      .filter((id, index, all) => all.indexOf(id) === index)
      .sort((a, b) => a - b);
  }
  // Recruiters place workers with any organisation; managers who may invite add workers to theirs.
  if (ctx.isProviderStaff && ctx.roleId === ROLE.providerRecruiter) return [ROLE.worker];
  if (ctx.flags.isManager && hasPermission(ctx, PERMISSION.inviteOrgEmployee)) return [ROLE.worker];
  return [];
}

/**
 * What the caller may change on a team member: everything (administrators), the day-to-day
 * fields of their own workers (managers), or nothing. Nobody edits their own role or status here.
 */
export type EditRights = 'all' | 'managed' | 'none';

export function editRights(ctx: OrgContext, isOwnWorker: boolean): EditRights {
  if (canAdministerPeople(ctx)) return 'all';
  if (ctx.flags.isManager && isOwnWorker) return 'managed';
  return 'none';
}

/** Fields a manager may change on their own workers. */
export const MANAGER_EDITABLE_FIELDS = new Set([
  'name',
  'title',
  'start_dt_unix',
  'end_dt_unix',
  'employee_group_ids',
]);

/** Who may send, resend or bulk-send invitations in the org. */
export function canInvite(ctx: OrgContext): boolean {
  return canAdministerPeople(ctx) || hasPermission(ctx, PERMISSION.inviteOrgEmployee);
}
