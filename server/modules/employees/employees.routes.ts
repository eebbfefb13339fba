import type { FastifyInstance } from 'fastify';
import { api } from '../../../contract/api';
import { orgOf } from '../../http/context';
import type { ModuleDeps } from '../../http/module';
import { route } from '../../http/route';
import type { EmployeeAdminService } from './employee-admin.service';
import type { EmployeeDetailService } from './employee-detail.service';
import type { EmployeeUpdateService } from './employee-update.service';
import type { EmployeesService } from './employees.service';

type EmployeeServices = {
  employees: EmployeesService;
  employeeDetail: EmployeeDetailService;
  employeeAdmin: EmployeeAdminService;
  employeeUpdate: EmployeeUpdateService;
};

export function employeeRoutes(app: FastifyInstance, deps: ModuleDeps<EmployeeServices>) {
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
