import { defineModule } from '../../http/module';
import type { CompensationService } from '../compensation/compensation.service';
import type { InviteSendingService } from '../invites/invite-sending.service';
import type { RuleGroupsService } from '../rule-groups/rule-groups.service';
import type { VisibilityService } from '../visibility/visibility.service';
import { EmployeeAdminService } from './employee-admin.service';
import { EmployeeDetailService } from './employee-detail.service';
import { EmployeeRecordsRepository } from './employee-records.repository';
import { EmployeeUpdateService } from './employee-update.service';
import { EmployeeWritesRepository } from './employee-writes.repository';
import { EmployeesRepository } from './employees.repository';
import { employeeRoutes } from './employees.routes';
import { EmployeesService } from './employees.service';

type Needs = {
  visibility: VisibilityService;
  compensation: CompensationService;
  inviteSending: InviteSendingService;
  ruleGroups: RuleGroupsService;
};

/** Team members: the list, one member's record, adding, editing and (de)activating them. */
export const employeesModule = defineModule({
  name: 'employees',
  build: ({ db }, { visibility, compensation, inviteSending, ruleGroups }: Needs) => {
    const records = new EmployeeRecordsRepository(db);
    const writes = new EmployeeWritesRepository();
    const employeeDetail = new EmployeeDetailService(records, visibility, compensation);
    return {
      employees: new EmployeesService(new EmployeesRepository(db)),
      employeeDetail,
      employeeAdmin: new EmployeeAdminService(
        db,
        records,
        writes,
        employeeDetail,
        visibility,
        inviteSending,
      ),
      employeeUpdate: new EmployeeUpdateService(
        db,
        records,
        writes,
        employeeDetail,
        visibility,
        ruleGroups,
      ),
    };
  },
  routes: employeeRoutes,
});
