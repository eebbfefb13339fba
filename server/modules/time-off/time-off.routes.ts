import type { FastifyInstance } from 'fastify';
import { api } from '../../../contract/api';
import { orgOf } from '../../http/context';
import type { ModuleDeps } from '../../http/module';
import { route } from '../../http/route';
import { nowUnix } from '../../lib/time';
import type { LeavePoliciesService } from './leave-policies.service';
import type { TimeOffBalancesService } from './time-off-balances.service';
import type { TimeOffService } from './time-off.service';

export function timeOffRoutes(
  app: FastifyInstance,
  deps: ModuleDeps<{
    leavePolicies: LeavePoliciesService;
    timeOff: TimeOffService;
    timeOffBalances: TimeOffBalancesService;
  }>,
) {
  const { leavePolicies, timeOff, timeOffBalances } = deps.services;
  const options = deps.routeOptions.standard;
  route(
    app,
    api.leavePolicies,
    async (request) => leavePolicies.list(orgOf(request), request.query),
    options,
  );
  route(
    app,
    api.createLeavePolicy,
    async (request) => leavePolicies.create(orgOf(request), request.body),
    options,
  );
  route(
    app,
    api.patchLeavePolicy,
    async (request) =>
      leavePolicies.update(orgOf(request), request.params.leave_policy_id, request.body),
    options,
  );
  route(
    app,
    api.deleteLeavePolicy,
    async (request) => leavePolicies.remove(orgOf(request), request.params.leave_policy_id),
    options,
  );
  route(
    app,
    api.timeOffRequests,
    async (request) => timeOff.list(orgOf(request), request.query),
    options,
  );
  route(
    app,
    api.createTimeOffRequest,
    async (request) => timeOff.create(orgOf(request), request.body),
    options,
  );
  route(
    app,
    api.approveTimeOffRequest,
    async (request) =>
      timeOff.approve(orgOf(request), request.params.time_off_request_id, request.body),
    options,
  );
  route(
    app,
    api.denyTimeOffRequest,
    async (request) =>
      timeOff.deny(orgOf(request), request.params.time_off_request_id, request.body),
    options,
  );
  route(
    app,
    api.cancelTimeOffRequest,
    async (request) => timeOff.cancel(orgOf(request), request.params.time_off_request_id),
    options,
  );
  route(
    app,
    api.timeOffBalances,
    async (request) => ({
      data: await timeOffBalances.get(
        orgOf(request),
        request.params.employee_id,
        request.query.year,
        nowUnix(),
      ),
    }),
    options,
  );
}
