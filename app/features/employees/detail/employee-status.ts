import { ROLE, isManagerRole } from '../../../../contract/access';
import type { EmployeeDetail } from '../../../../contract/employee-detail';

export type StatusTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

/** The status badge of a team member: deactivated over everything, then the staffing status. */
export function employeeStatus(
  detail: Pick<EmployeeDetail, 'is_saas_enabled' | 'staffing_status'>,
): { label: string; tone: StatusTone } {
  // The same words and tones as the team-member lists.
  if (!detail.is_saas_enabled || detail.staffing_status === 'saas_disabled')
    return { label: 'Deactivated', tone: 'neutral' };
  switch (detail.staffing_status) {
    case 'active':
      return { label: 'Active', tone: 'success' };
    case 'pending':
      return { label: 'Invited', tone: 'info' };
    case 'expired':
      return { label: 'Invite expired', tone: 'warning' };
    default:
      return { label: 'Removed', tone: 'neutral' };
  }
}

/** Managers and administrators approve time: leaving that role or deactivating needs a successor. */
export function isTimeApprover(roleId: number): boolean {
  return roleId === ROLE.admin || isManagerRole(roleId);
}

/** Whether the person has yet to join: only then may others change their email and mobile. */
export function hasNotJoined(
  detail: Pick<EmployeeDetail, 'is_pending_profile' | 'staffing_status'>,
): boolean {
  return (
    detail.is_pending_profile ||
    detail.staffing_status === 'pending' ||
    detail.staffing_status === 'expired'
  );
}

/** The invitation of someone who has not joined: open, expired, or none sent yet. */
export function invitationState(
  detail: Pick<
    EmployeeDetail,
    'staffing_status' | 'is_invitation_sent' | 'invite_expiry_dt_unix' | 'is_saas_enabled'
  >,
): 'sent' | 'expired' | 'not-sent' | null {
  if (detail.staffing_status === 'expired') return 'expired';
  if (detail.staffing_status !== 'pending') return null;
  return detail.is_invitation_sent ? 'sent' : 'not-sent';
}
