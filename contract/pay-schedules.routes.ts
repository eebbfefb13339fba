import type { Route } from './endpoint';

/** An organisation's pay schedules and their periods. */
export const payScheduleRoutes = {
  paySchedules: { method: 'GET', path: '/orgs/{org_id}/pay_schedules', auth: 'private' },
  createPaySchedule: { method: 'POST', path: '/orgs/{org_id}/pay_schedules', auth: 'private' },
  patchPaySchedule: {
    method: 'PATCH',
    path: '/orgs/{org_id}/pay_schedules/{pay_schedule_id}',
    auth: 'private',
  },
  deletePaySchedule: {
    method: 'DELETE',
    path: '/orgs/{org_id}/pay_schedules/{pay_schedule_id}',
    auth: 'private',
  },
  payPeriods: {
    method: 'GET',
    path: '/orgs/{org_id}/pay_schedules/{pay_schedule_id}/periods',
    auth: 'private',
  },
} as const satisfies Record<string, Route>;
