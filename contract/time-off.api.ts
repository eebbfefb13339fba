import { endpoint } from './endpoint';
import { zOrgIdParams } from './orgs';
import type { SameKeys } from './route-tables';
import {
  zLeavePolicyCreate,
  zLeavePolicyDeleteResponse,
  zLeavePolicyIdParams,
  zLeavePolicyListQuery,
  zLeavePolicyListResponse,
  zLeavePolicyPatch,
  zLeavePolicyResponse,
  zTimeOffBalancesParams,
  zTimeOffBalancesQuery,
  zTimeOffBalancesResponse,
  zTimeOffDecision,
  zTimeOffRequestCreate,
  zTimeOffRequestIdParams,
  zTimeOffRequestListQuery,
  zTimeOffRequestListResponse,
  zTimeOffRequestResponse,
} from './time-off';
import { timeOffRoutes } from './time-off.routes';

export const timeOffApi = {
  leavePolicies: endpoint({
    ...timeOffRoutes.leavePolicies,
    params: zOrgIdParams,
    query: zLeavePolicyListQuery,
    response: zLeavePolicyListResponse,
  }),
  createLeavePolicy: endpoint({
    ...timeOffRoutes.createLeavePolicy,
    params: zOrgIdParams,
    body: zLeavePolicyCreate,
    response: zLeavePolicyResponse,
  }),
  patchLeavePolicy: endpoint({
    ...timeOffRoutes.patchLeavePolicy,
    params: zLeavePolicyIdParams,
    body: zLeavePolicyPatch,
    response: zLeavePolicyResponse,
  }),
  deleteLeavePolicy: endpoint({
    ...timeOffRoutes.deleteLeavePolicy,
    params: zLeavePolicyIdParams,
    response: zLeavePolicyDeleteResponse,
  }),
  timeOffRequests: endpoint({
    ...timeOffRoutes.timeOffRequests,
    params: zOrgIdParams,
    query: zTimeOffRequestListQuery,
    response: zTimeOffRequestListResponse,
  }),
  createTimeOffRequest: endpoint({
    ...timeOffRoutes.createTimeOffRequest,
    params: zOrgIdParams,
    body: zTimeOffRequestCreate,
    response: zTimeOffRequestResponse,
  }),
  approveTimeOffRequest: endpoint({
    ...timeOffRoutes.approveTimeOffRequest,
    params: zTimeOffRequestIdParams,
    body: zTimeOffDecision,
    response: zTimeOffRequestResponse,
  }),
  denyTimeOffRequest: endpoint({
    ...timeOffRoutes.denyTimeOffRequest,
    params: zTimeOffRequestIdParams,
    body: zTimeOffDecision,
    response: zTimeOffRequestResponse,
  }),
  cancelTimeOffRequest: endpoint({
    ...timeOffRoutes.cancelTimeOffRequest,
    params: zTimeOffRequestIdParams,
    response: zTimeOffRequestResponse,
  }),
  timeOffBalances: endpoint({
    ...timeOffRoutes.timeOffBalances,
    params: zTimeOffBalancesParams,
    query: zTimeOffBalancesQuery,
    response: zTimeOffBalancesResponse,
  }),
} as const;

const _sameCalls: SameKeys<typeof timeOffApi, typeof timeOffRoutes> = true;
