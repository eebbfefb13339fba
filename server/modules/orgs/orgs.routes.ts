import type { FastifyInstance } from 'fastify';
import { api } from '../../../contract/api';
import { authOf, orgOf } from '../../http/context';
import type { ModuleDeps } from '../../http/module';
import { route } from '../../http/route';
import type { OrgsService } from './orgs.service';

export function orgRoutes(app: FastifyInstance, deps: ModuleDeps<{ orgs: OrgsService }>) {
  const { orgs } = deps.services;
  const options = deps.routeOptions.standard;
  route(app, api.orgs, async (request) => orgs.list(authOf(request), request.query), options);
  route(app, api.createOrg, async (request) => orgs.create(authOf(request), request.body), options);
  route(app, api.org, async (request) => orgs.get(orgOf(request)), options);
  route(app, api.patchOrg, async (request) => orgs.patch(orgOf(request), request.body), options);
}
