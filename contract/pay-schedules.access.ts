import { policy, type AccessTableFor } from './access-entries';
import type { payScheduleRoutes } from './pay-schedules.routes';

/** Read by those who run the organisation; managed with organisation settings (8). */
export const payScheduleAccess: AccessTableFor<typeof payScheduleRoutes> = {
  paySchedules: policy('paySettings.view'),
  createPaySchedule: policy('orgSettings.edit'),
  patchPaySchedule: policy('orgSettings.edit'),
  deletePaySchedule: policy('orgSettings.edit'),
  payPeriods: policy('paySettings.view'),
};
