import type { FastifyInstance } from 'fastify';
import { api } from '../../../contract/api';
import { orgOf } from '../../http/context';
import type { ModuleDeps } from '../../http/module';
import { route } from '../../http/route';
import type { CompensationService } from './compensation.service';

export function compensationRoutes(
  app: FastifyInstance,
  deps: ModuleDeps<{ compensation: CompensationService }>,
) {
  const { compensation } = deps.services;
  const options = deps.routeOptions.standard;
  route(
    app,
    api.compensations,
    async (request) => compensation.list(orgOf(request), request.params.employee_id),
    options,
  );
  route(
    app,
    api.createCompensation,
    async (request) =>
      compensation.create(orgOf(request), request.params.employee_id, request.body),
    options,
  );
  route(
    app,
    api.patchCompensation,
    async (request) =>
      compensation.update(
        orgOf(request),
        request.params.employee_id,
        request.params.compensation_id,
        request.body,
      ),
    options,
  );
  route(
    app,
    api.deleteCompensation,
    async (request) =>
      compensation.delete(
        orgOf(request),
        request.params.employee_id,
        request.params.compensation_id,
      ),
    options,
  );
}
