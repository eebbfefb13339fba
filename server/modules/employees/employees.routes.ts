import type { FastifyInstance } from 'fastify';
import { api } from '../../../contract/api';
import { orgOf } from '../../http/context';
import type { AppDeps } from '../../http/deps';
import { route } from '../../http/route';

export function employeeRoutes(app: FastifyInstance, deps: AppDeps) {
  const { employees, employeeDetail, employeeAdmin, employeeUpdate } = deps.services;
  const { standard } = deps.routeOptions;
  route(
    app,
    api.employees,
    async (request) => employees.list(orgOf(request), request.query),
    standard,
  );
  route(
    app,
    api.createEmployee,
    async (request) => employeeAdmin.create(orgOf(request), request.body),
    standard,
  );
  route(
    app,
    api.employee,
    async (request) => employeeDetail.get(orgOf(request), request.params.employee_id),
    standard,
  );
  route(
    app,
    api.patchEmployee,
    async (request) =>
      employeeUpdate.patch(orgOf(request), request.params.employee_id, request.body),
    standard,
  );
  route(
    app,
    api.patchEmployees,
    async (request) => employeeAdmin.assignTeams(orgOf(request), request.body),
    standard,
  );
  route(
    app,
    api.updateSaasEnabled,
    async (request) =>
      employeeUpdate.setEnabled(orgOf(request), request.params.employee_id, request.body),
    standard,
  );
}
