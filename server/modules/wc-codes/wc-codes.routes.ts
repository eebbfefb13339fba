import type { FastifyInstance } from 'fastify';
import { api } from '../../../contract/api';
import { orgOf } from '../../http/context';
import type { ModuleDeps } from '../../http/module';
import { route } from '../../http/route';
import type { WcCodesService } from './wc-codes.service';

export function wcCodeRoutes(app: FastifyInstance, deps: ModuleDeps<{ wcCodes: WcCodesService }>) {
  const { wcCodes } = deps.services;
  const options = deps.routeOptions.standard;
  route(app, api.wcCodes, async (request) => wcCodes.list(orgOf(request), request.query), options);
  route(
    app,
    api.wcCodeHistory,
    async (request) => wcCodes.history(orgOf(request), request.query),
    options,
  );
  route(
    app,
    api.createWcCode,
    async (request) => wcCodes.create(orgOf(request), request.body),
    options,
  );
  route(
    app,
    api.patchWcCode,
    async (request) => wcCodes.update(orgOf(request), request.params.wc_code_id, request.body),
    options,
  );
}
