import type { FastifyInstance } from 'fastify';
import { api } from '../../../contract/api';
import { orgOf } from '../../http/context';
import type { ModuleDeps } from '../../http/module';
import { route } from '../../http/route';
import type { CostCodesService } from './cost-codes.service';

export function costCodeRoutes(
  app: FastifyInstance,
  deps: ModuleDeps<{ costCodes: CostCodesService }>,
) {
  const { costCodes } = deps.services;
  const options = deps.routeOptions.standard;
  route(
    app,
    api.costCodes,
    async (request) => costCodes.listCodes(orgOf(request), request.query),
    options,
  );
  route(
    app,
    api.createCostCode,
    async (request) => costCodes.create(orgOf(request), request.body),
    options,
  );
  route(
    app,
    api.patchCostCode,
    async (request) => costCodes.update(orgOf(request), request.params.job_code_id, request.body),
    options,
  );
}
