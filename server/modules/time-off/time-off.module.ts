import { defineModule } from '../../http/module';
import type { TimeCardSummaryService } from '../time-cards/summary.service';
import type { VisibilityService } from '../visibility/visibility.service';
import { LeavePoliciesRepository } from './leave-policies.repository';
import { LeavePoliciesService } from './leave-policies.service';
import { TimeOffBalancesService } from './time-off-balances.service';
import { TimeOffRepository } from './time-off.repository';
import { timeOffRoutes } from './time-off.routes';
import { TimeOffService } from './time-off.service';

type Needs = {
  visibility: VisibilityService;
  /** Hours worked for accruals: the time-cards module's summary counts them. */
  timeCardSummary: TimeCardSummaryService;
};

/**
 * Time off (issue 15; README.md in this folder): leave policies, requests and their decisions,
 * balances, and the approved days payroll reads (approvedTimeOffByDay, time-off.service.ts).
 */
export const timeOffModule = defineModule({
  name: 'time-off',
  build: ({ db }, { visibility, timeCardSummary }: Needs) => {
    const policies = new LeavePoliciesRepository(db);
    const requests = new TimeOffRepository(db);
    const timeOffBalances = new TimeOffBalancesService(
      policies,
      requests,
      timeCardSummary,
      visibility,
    );
    return {
      leavePolicies: new LeavePoliciesService(db, policies),
      timeOff: new TimeOffService(db, requests, policies, timeOffBalances, visibility),
      timeOffBalances,
    };
  },
  routes: timeOffRoutes,
});
