import type { FastifyInstance } from 'fastify';
import { api } from '../../../contract/api';
import { authOf } from '../../http/context';
import type { ModuleDeps } from '../../http/module';
import { route } from '../../http/route';
import type { AdminService } from './admin.service';

export function adminRoutes(app: FastifyInstance, deps: ModuleDeps<{ admin: AdminService }>) {
  const { admin } = deps.services;
  const options = deps.routeOptions.standard;
  route(
    app,
    api.adminOrg,
    async (request) => admin.org(authOf(request), request.params.id),
    options,
  );
  route(
    app,
    api.impersonate,
    async (request) => admin.impersonate(authOf(request), request.body),
    options,
  );
}
