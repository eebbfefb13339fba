import { zMessage } from './auth';
import { endpoint } from './endpoint';
import { zOrgIdParams } from './orgs';
import {
  zPayPeriodsQuery,
  zPayPeriodsResponse,
  zPayScheduleCreate,
  zPayScheduleIdParams,
  zPayScheduleListQuery,
  zPayScheduleListResponse,
  zPaySchedulePatch,
  zPayScheduleResponse,
} from './pay-schedules';
import { payScheduleRoutes } from './pay-schedules.routes';
import type { SameKeys } from './route-tables';

export const payScheduleApi = {
  paySchedules: endpoint({
    ...payScheduleRoutes.paySchedules,
    params: zOrgIdParams,
    query: zPayScheduleListQuery,
    response: zPayScheduleListResponse,
  }),
  createPaySchedule: endpoint({
    ...payScheduleRoutes.createPaySchedule,
    params: zOrgIdParams,
    body: zPayScheduleCreate,
    response: zPayScheduleResponse,
  }),
  patchPaySchedule: endpoint({
    ...payScheduleRoutes.patchPaySchedule,
    params: zPayScheduleIdParams,
    body: zPaySchedulePatch,
    response: zPayScheduleResponse,
  }),
  deletePaySchedule: endpoint({
    ...payScheduleRoutes.deletePaySchedule,
    params: zPayScheduleIdParams,
    response: zMessage,
  }),
  payPeriods: endpoint({
    ...payScheduleRoutes.payPeriods,
    params: zPayScheduleIdParams,
    query: zPayPeriodsQuery,
    response: zPayPeriodsResponse,
  }),
} as const;

const _sameCalls: SameKeys<typeof payScheduleApi, typeof payScheduleRoutes> = true;
