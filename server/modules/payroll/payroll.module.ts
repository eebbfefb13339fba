import { defineModule } from '../../http/module';
import { JobCostingService } from './job-costing.service';
import { PayrollLoader, type PlanReader } from './payroll-loader';
import { PayrollRepository } from './payroll.repository';
import { payrollRoutes } from './payroll.routes';
import { PayrollService } from './payroll.service';

type Needs = {
  /** The org guard's lookups (membership module): the organisation's plan. */
  memberships: PlanReader;
};

/**
 * Payable hours (issue 15; README.md in this folder): the payroll summary and its CSV, closing
 * a pay period, job costing and the cost-allocation report, all on one loader that reads a
 * range's cards and has the pay-rules engine classify them.
 */
export const payrollModule = defineModule({
  name: 'payroll',
  build: ({ db }, { memberships }: Needs) => {
    const loader = new PayrollLoader(new PayrollRepository(db), memberships);
    return {
      payroll: new PayrollService(loader),
      jobCosting: new JobCostingService(loader),
    };
  },
  routes: payrollRoutes,
});
