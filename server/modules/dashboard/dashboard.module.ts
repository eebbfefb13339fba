import { defineModule } from '../../http/module';
import { DashboardRepository } from './dashboard.repository';
import { dashboardRoutes } from './dashboard.routes';
import { DashboardService, type PlanReader } from './dashboard.service';

type Needs = {
  /** The org guard's lookups (membership module): the organisation's plan. */
  memberships: PlanReader;
};

/**
 * The administrators' and managers' dashboard (issue 15; README.md in this folder): who works
 * now, the week's hours against the last, members near overtime (the pay-rules engine),
 * flagged cards, approvals, and the meal breaks due now. Reads only; it writes no table.
 */
export const dashboardModule = defineModule({
  name: 'dashboard',
  build: ({ db }, { memberships }: Needs) => ({
    dashboard: new DashboardService(new DashboardRepository(db), memberships),
  }),
  routes: dashboardRoutes,
});
