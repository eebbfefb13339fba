import {
  DAY_TO_DAY_EMPLOYEE_FIELDS,
  can,
  type DayToDayEmployeeField,
  type PersonTarget,
} from '../../../../contract/access';
import type { EmployeeDetail } from '../../../../contract/employee-detail';
import type { Profile } from '../../../../contract/profile';
import { actorFor } from '../../../access/actor';

/**
 * What the signed-in user may do on a team member's page, by the policies the server enforces
 * (contract/access); the page only hides what would be refused.
 */
export type DetailRights = {
  /** Which fields the edit form offers: all of them, a manager's subset, or no form at all. */
  edit: 'all' | 'managed' | 'none';
  /** Change the role (administrators, not on their own page). */
  canChangeRole: boolean;
  /** Deactivate and reactivate (administrators, not on their own page). */
  canSetActive: boolean;
  /** Resend an open invitation. */
  canResendInvite: boolean;
  /** May read pay records: everyone's (all), a manager's own workers' (try: the server says). */
  pay: 'all' | 'try' | 'none';
  isSelf: boolean;
};

export const NO_RIGHTS: DetailRights = {
  edit: 'none',
  canChangeRole: false,
  canSetActive: false,
  canResendInvite: false,
  pay: 'none',
  isSelf: false,
};

/** The edit form's name of each day-to-day field (the API's keys in contract/access). */
const FORM_FIELD = {
  name: 'name',
  title: 'title',
  start_dt_unix: 'start_date',
  end_dt_unix: 'end_date',
  employee_group_ids: 'teams',
} as const satisfies Record<DayToDayEmployeeField, string>;

/** The fields a manager may change on their own workers, as the edit form names them. */
export const MANAGER_FIELDS = DAY_TO_DAY_EMPLOYEE_FIELDS.map((field) => FORM_FIELD[field]);

export function detailRights(
  profile: Profile,
  orgId: number,
  detail: Pick<EmployeeDetail, 'employee_id' | 'primary_manager' | 'secondary_managers'>,
): DetailRights {
  const actor = actorFor(profile, orgId);
  if (!actor) return NO_RIGHTS;
  const myId = actor.employeeId;
  const isSelf = myId !== null && myId === detail.employee_id;
  const target: PersonTarget = {
    employeeId: detail.employee_id,
    isMyWorker:
      !isSelf &&
      myId !== null &&
      (detail.primary_manager?.employee_id === myId ||
        detail.secondary_managers.some((manager) => manager.employee_id === myId)),
  };
  const readsPay = can(actor, 'compensation.view', target);
  return {
    edit: can(actor, 'employee.editAll', target)
      ? 'all'
      : can(actor, 'employee.edit', target)
        ? 'managed'
        : 'none',
    canChangeRole: can(actor, 'employee.changeRole', target),
    canSetActive: can(actor, 'employee.setActive', target),
    canResendInvite: can(actor, 'employee.invite'),
    // Everyone's pay needs no question; a manager's own worker's the server answers again.
    pay: !readsPay
      ? 'none'
      : can(actor, 'compensation.view', { isMyWorker: false })
        ? 'all'
        : 'try',
    isSelf,
  };
}
