import { policy, withFeature, type AccessTableFor } from './access-entries';
import type { payrollRoutes } from './payroll.routes';

/**
 * The payroll summary is read like time cards (a worker their own, a manager their workers,
 * 13 everyone); pay inside it is the service's per-member check (compensation.view, permission
 * 15). Closing a pay period is processing payroll (104). Job costing and the cost-allocation
 * report are money throughout: permission 15 and the labor-cost-reporting feature.
 */
export const payrollAccess: AccessTableFor<typeof payrollRoutes> = {
  payrollSummary: withFeature('time-tracking', policy('timeCards.read')),
  payrollSummaryCsv: withFeature('time-tracking', policy('timeCards.read')),
  createPayrollRun: withFeature('time-tracking', policy('payroll.process')),
  jobCosting: withFeature('labor-cost-reporting', policy('compensation.view')),
  costAllocationExport: withFeature('labor-cost-reporting', policy('compensation.view')),
};
