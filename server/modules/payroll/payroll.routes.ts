import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Transform } from 'node:stream';
import { api } from '../../../contract/api';
import { orgOf } from '../../http/context';
import type { ModuleDeps } from '../../http/module';
import { route } from '../../http/route';
import { nowUnix } from '../../lib/time';
import type { JobCostingService } from './job-costing.service';
import { costAllocationCsv, payrollCsv } from './payroll-csv';
import type { PayrollService } from './payroll.service';

type Services = { payroll: PayrollService; jobCosting: JobCostingService };

/** A CSV download, streamed (its answer is no JSON to check). */
function sendCsv(reply: FastifyReply, fileName: string, stream: Transform) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .send(stream);
}

export function payrollRoutes(app: FastifyInstance, deps: ModuleDeps<Services>) {
  const { payroll, jobCosting } = deps.services;
  const options = deps.routeOptions.standard;
  const csvOptions = { ...options, validateResponse: false };

  route(
    app,
    api.payrollSummary,
    async (request) => payroll.summary(orgOf(request), request.query, nowUnix()),
    options,
  );
  route(
    app,
    api.payrollSummaryCsv,
    async (request, reply) => {
      const rows = await payroll.csvRows(orgOf(request), request.query, nowUnix());
      return sendCsv(reply, 'payroll-summary.csv', payrollCsv(rows));
    },
    csvOptions,
  );
  route(
    app,
    api.createPayrollRun,
    async (request) => payroll.closeRun(orgOf(request), deps.db, request.body, nowUnix()),
    options,
  );
  route(
    app,
    api.jobCosting,
    async (request) => jobCosting.get(orgOf(request), request.query, nowUnix()),
    options,
  );
  route(
    app,
    api.costAllocationExport,
    async (request, reply) => {
      const rows = await jobCosting.rows(orgOf(request), request.query, nowUnix());
      return sendCsv(reply, 'cost-allocation.csv', costAllocationCsv(rows));
    },
    csvOptions,
  );
}
