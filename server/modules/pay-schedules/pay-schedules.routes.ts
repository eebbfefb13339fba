import type { FastifyInstance } from 'fastify';
import { api } from '../../../contract/api';
import { orgOf } from '../../http/context';
import type { ModuleDeps } from '../../http/module';
import { route } from '../../http/route';
import type { PaySchedulesService } from './pay-schedules.service';

export function payScheduleRoutes(
  app: FastifyInstance,
  deps: ModuleDeps<{ paySchedules: PaySchedulesService }>,
) {
  const { paySchedules } = deps.services;
  const options = deps.routeOptions.standard;
  route(
    app,
    api.paySchedules,
    async (request) => paySchedules.list(orgOf(request), request.query),
    options,
  );
  route(
    app,
    api.createPaySchedule,
    async (request) => paySchedules.create(orgOf(request), request.body),
    options,
  );
  route(
    app,
    api.patchPaySchedule,
    async (request) =>
      paySchedules.update(orgOf(request), request.params.pay_schedule_id, request.body),
    options,
  );
  route(
    app,
    api.deletePaySchedule,
    async (request) => paySchedules.delete(orgOf(request), request.params.pay_schedule_id),
    options,
  );
  route(
    app,
    api.payPeriods,
    async (request) =>
      paySchedules.periods(orgOf(request), request.params.pay_schedule_id, request.query),
    options,
  );
}
