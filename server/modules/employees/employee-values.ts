import type { NewEmployee } from './employees.tables';
import { searchKeyOf } from '../../lib/search-key';

export type StaffingStatus = 'active' | 'pending' | 'saas_disabled' | 'expired' | 'removed';

/**
 * The row of a membership, with the invariants kept in one place: an active or pending member
 * uses a seat (is_saas_enabled 1); a deactivated one does not; a member counts as active from
 * the moment saas_enabled_updated_at_unix is set (core.md 3, employee list row).
 */
export function employeeValues(input: {
  orgId: number;
  profileId: number;
  roleId: number;
  displayName: string;
  /** The person's e-mail, for the list's search key. */
  email: string;
  now: number;
  status?: StaffingStatus;
  title?: string | null;
  primaryManagerId?: number | null;
  inviteExpiry?: number | null;
  /** The first day of work; the day the membership is made unless given. */
  startDtUnix?: number;
}): NewEmployee {
  const status = input.status ?? 'active';
  const pending = status === 'pending' || status === 'expired';
  return {
    org_id: input.orgId,
    profile_id: input.profileId,
    role_id: input.roleId,
    display_name: input.displayName,
    sort_key: input.displayName.toLowerCase(),
    search_key: searchKeyOf(input.displayName, input.email),
    title: input.title ?? null,
    staffing_status: status,
    is_saas_enabled: status === 'saas_disabled' || status === 'removed' ? 0 : 1,
    saas_enabled_updated_at_unix: pending ? null : input.now,
    is_pending_profile: pending ? 1 : 0,
    invite_expiry_dt_unix: pending ? (input.inviteExpiry ?? null) : null,
    start_dt_unix: input.startDtUnix ?? input.now,
    end_dt_unix: null,
    primary_manager_id: input.primaryManagerId ?? null,
    enable_time_card_editing: 0,
    is_time_tracking_enabled: 1,
    is_co_employed: 0,
    created_at_unix: input.now,
    updated_at_unix: input.now,
  };
}
