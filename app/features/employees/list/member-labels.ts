import { isManagerRole, roleById, ROLE } from '../../../../contract/access';
import type { EmployeeRow } from '../../../../contract/employees';
import { formatCurrency, type PricePer } from '../../../../design-system/format/format-money';

/** The status a row shows: its own words, whatever the stored value. */
export type MemberStatus = 'active' | 'invited' | 'expired' | 'deactivated';

export const MEMBER_STATUS_LABEL: Record<MemberStatus, string> = {
  active: 'Active',
  invited: 'Invited',
  expired: 'Invite expired',
  deactivated: 'Deactivated',
};

export const MEMBER_STATUS_TONE = {
  active: 'success',
  invited: 'info',
  expired: 'warning',
  deactivated: 'neutral',
} as const satisfies Record<MemberStatus, string>;

/**
 * Deactivated wins over everything (the seat is off); then the invitation's state. The server
 * already reports a pending invitation past its expiry as 'expired'.
 */
export function memberStatus(
  row: Pick<EmployeeRow, 'staffing_status' | 'is_saas_enabled'>,
): MemberStatus {
  if (!row.is_saas_enabled || row.staffing_status === 'saas_disabled') return 'deactivated';
  if (row.staffing_status === 'expired') return 'expired';
  if (row.staffing_status === 'pending') return 'invited';
  return 'active';
}

/** Invitations can be sent again to people who have not joined yet. */
export function canBeInvited(row: Pick<EmployeeRow, 'staffing_status' | 'is_saas_enabled'>) {
  const status = memberStatus(row);
  return status === 'invited' || status === 'expired';
}

/** The role filter's three kinds: every manager variant reads as Manager. */
export type RoleKind = 'worker' | 'manager' | 'admin' | 'other';

export function roleKind(roleId: number): RoleKind {
  if (roleId === ROLE.worker) return 'worker';
  if (roleId === ROLE.admin) return 'admin';
  if (isManagerRole(roleId)) return 'manager';
  return 'other';
}

/** Worker, Manager or Administrator (provider roles by their own names). */
export function roleLabel(roleId: number): string {
  return roleById(roleId)?.display_name ?? '';
}

/**
 * The pay in effect, as '$25.50/hr', '$200.00/day' or '$52,000/yr'; '' when the row carries none
 * (no pay record, or the caller has no financial access and the server sent null).
 */
export function payText(
  row: Pick<EmployeeRow, 'pay_rate' | 'pay_type' | 'rate_type_1099'>,
): string {
  if (row.pay_rate === null) return '';
  return formatCurrency(row.pay_rate, payPer(row));
}

function payPer(row: Pick<EmployeeRow, 'pay_type' | 'rate_type_1099'>): PricePer {
  if (row.pay_type === 'salary') return 'yr';
  // A 1099 day rate (half or full day, or capped by the day) is a price per day.
  if (row.pay_type === '1099' && row.rate_type_1099 && row.rate_type_1099 !== 'hourly') {
    return 'day';
  }
  return 'hr';
}
