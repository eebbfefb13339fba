import type { FastifyInstance } from 'fastify';
import { api } from '../../../contract/api';
import { orgOf } from '../../http/context';
import type { AppDeps } from '../../http/deps';
import { route } from '../../http/route';

export function employeeRoutes(app: FastifyInstance, deps: AppDeps) {
  const { employees } = deps.services;
  route(
    app,
    api.employees,
    async (request) => employees.list(orgOf(request), request.query),
    deps.routeOptions.standard,
  );
}
