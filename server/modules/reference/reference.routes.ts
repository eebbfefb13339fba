import type { FastifyInstance } from 'fastify';
import { api } from '../../../contract/api';
import type { ModuleDeps, NoServices } from '../../http/module';
import { route } from '../../http/route';
import { countryConfig } from './reference-data';
import { roleMappings } from './roles-view';

export function referenceRoutes(app: FastifyInstance, deps: ModuleDeps<NoServices>) {
  const options = deps.routeOptions.standard;
  const roles = { data: roleMappings() };
  route(app, api.config, async (request) => countryConfig(request.params.country_code), options);
  route(app, api.roles, async () => roles, options);
}
