import type { FastifyInstance } from 'fastify';
import { api } from '../../../contract/api';
import { orgOf } from '../../http/context';
import type { ModuleDeps } from '../../http/module';
import { route } from '../../http/route';
import type { CompanyLocationsService } from './company-locations.service';

export function companyLocationRoutes(
  app: FastifyInstance,
  deps: ModuleDeps<{ companyLocations: CompanyLocationsService }>,
) {
  const { companyLocations } = deps.services;
  const options = deps.routeOptions.standard;
  route(
    app,
    api.companyLocations,
    async (request) => companyLocations.list(orgOf(request), request.query),
    options,
  );
  route(
    app,
    api.createCompanyLocation,
    async (request) => companyLocations.create(orgOf(request), request.body),
    options,
  );
  route(
    app,
    api.patchCompanyLocation,
    async (request) =>
      companyLocations.update(orgOf(request), request.params.company_location_id, request.body),
    options,
  );
  route(
    app,
    api.deleteCompanyLocation,
    async (request) => companyLocations.delete(orgOf(request), request.params.company_location_id),
    options,
  );
}
