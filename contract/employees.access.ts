import { EVERY_MEMBER, policy, type AccessTableFor } from './access-entries';
import type { employeeRoutes } from './employees.routes';

export const employeeAccess: AccessTableFor<typeof employeeRoutes> = {
  // Workers see themselves; managers their own workers (or all with permission 13).
  employees: EVERY_MEMBER,
  // The service checks the role given (employee.add with the role as target).
  createEmployee: policy('employee.add'),
  employee: EVERY_MEMBER,
  // A manager reaches only their own workers' day-to-day fields: the service's row check.
  patchEmployee: policy('employee.edit'),
  patchEmployees: policy('employee.assignTeams'),
  updateSaasEnabled: policy('employee.setActive'),
};
