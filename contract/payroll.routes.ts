import type { Route } from './endpoint';

/**
 * Payable hours (issue 15): the payroll summary and its CSV, closing a pay period, job costing
 * and the cost-allocation report (contract/payroll.ts, contract/job-costing.ts).
 */
export const payrollRoutes = {
  payrollSummary: { method: 'GET', path: '/orgs/{org_id}/payroll/summary', auth: 'private' },
  payrollSummaryCsv: {
    method: 'GET',
    path: '/orgs/{org_id}/payroll/summary.csv',
    auth: 'private',
  },
  createPayrollRun: { method: 'POST', path: '/orgs/{org_id}/payroll/runs', auth: 'private' },
  jobCosting: { method: 'GET', path: '/orgs/{org_id}/job_costing', auth: 'private' },
  costAllocationExport: {
    method: 'GET',
    path: '/orgs/{org_id}/cost_allocation_exports',
    auth: 'private',
  },
} as const satisfies Record<string, Route>;
