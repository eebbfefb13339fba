import { endpoint } from './endpoint';
import {
  zCostAllocationCsv,
  zJobCostingParams,
  zJobCostingQuery,
  zJobCostingResponse,
} from './job-costing';
import {
  zPayrollCsv,
  zPayrollRunCreate,
  zPayrollRunResponse,
  zPayrollSummaryParams,
  zPayrollSummaryQuery,
  zPayrollSummaryResponse,
} from './payroll';
import { payrollRoutes as r } from './payroll.routes';
import type { SameKeys } from './route-tables';

/** The CSV calls answer text/csv, streamed; the description shows their body as text. */
export const payrollApi = {
  payrollSummary: endpoint({
    ...r.payrollSummary,
    params: zPayrollSummaryParams,
    query: zPayrollSummaryQuery,
    response: zPayrollSummaryResponse,
  }),
  payrollSummaryCsv: endpoint({
    ...r.payrollSummaryCsv,
    params: zPayrollSummaryParams,
    query: zPayrollSummaryQuery,
    response: zPayrollCsv,
  }),
  createPayrollRun: endpoint({
    ...r.createPayrollRun,
    params: zPayrollSummaryParams,
    body: zPayrollRunCreate,
    response: zPayrollRunResponse,
  }),
  jobCosting: endpoint({
    ...r.jobCosting,
    params: zJobCostingParams,
    query: zJobCostingQuery,
    response: zJobCostingResponse,
  }),
  costAllocationExport: endpoint({
    ...r.costAllocationExport,
    params: zJobCostingParams,
    query: zJobCostingQuery,
    response: zCostAllocationCsv,
  }),
} as const;

const _sameCalls: SameKeys<typeof payrollApi, typeof r> = true;
