import { vi } from 'vitest';
import { PAYROLL_TEXT } from '../../../contract/payroll';
import type { Organization } from '../../../contract/orgs';
import { jsonResponse, listPage, makeOrg } from '../../test-support/fixtures';
import { on, stubFetch, type FetchCall, type Route } from '../../test-support/stubs';
import {
  ANN,
  BO,
  CURRENT_PERIOD,
  NOW,
  SCHEDULE,
  jobCosting,
  payrollSummary,
  period,
  ZONE,
} from './report-test-data';

/** The reports' screen tests' server: canned answers of org 7 (not a test file). */

export const org = makeOrg({ id: 7, timezone: ZONE, country_code: 'us' });

export const query = (call: FetchCall) => new URL(call.url, 'http://app').searchParams;
/** A call's query parameters as an object (a repeated one: its last value). */
export function paramsOf(call: FetchCall | undefined): Record<string, string> {
  const params: Record<string, string> = {};
  if (call) query(call).forEach((value, key) => (params[key] = value));
  return params;
}
export const callsTo = (calls: FetchCall[], path: string) =>
  calls.filter((call) => call.url.split('?')[0] === path);

const TEAMS = [
  { id: 3, name: 'Framing', employee_ids: [ANN.employee_id] },
  { id: 4, name: 'Concrete', employee_ids: [BO.employee_id] },
];
const PEOPLE = [ANN, BO].map((person) => ({
  ...person,
  is_saas_enabled: true,
  is_my_worker: true,
  is_time_approver_for_worker: true,
  rule_group_id: null,
  project_time_rule_group_id: null,
}));
const COST_CODES = [
  {
    id: 5,
    code: '03-100',
    name: 'Concrete',
    project_ids: [],
    created_at_unix: 1,
    updated_at_unix: 1,
    archived_at_unix: null,
  },
];

export type ReportServerOptions = {
  org?: Organization;
  showsPay?: boolean;
  closed?: boolean;
  schedules?: (typeof SCHEDULE)[];
  /** Extra routes, asked first (a CSV answer, a refusal). */
  routes?: Route[];
};

/**
 * A stub of the API the reports read: the organisation, the filters' choices, a bi-weekly pay
 * schedule and its periods, GET payroll/summary for a range or a period, POST payroll/runs and
 * GET job_costing.
 */
export function stubReportServer(options: ReportServerOptions = {}) {
  const state = { closed: options.closed ?? false };
  return stubFetch(
    ...(options.routes ?? []),
    on('GET', '/v1/orgs/7', () => jsonResponse({ data: options.org ?? org })),
    on('GET', '/v1/orgs/7/employees_and_employee_groups', () =>
      jsonResponse({ data: { employees: PEOPLE, employee_groups: TEAMS } }),
    ),
    on('GET', '/v1/orgs/7/org_projects', () =>
      jsonResponse(listPage([{ id: 21, name: 'Midtown Lofts' }])),
    ),
    on('GET', '/v1/orgs/7/job_codes', () => jsonResponse(listPage(COST_CODES))),
    on('GET', '/v1/orgs/7/pay_schedules', () =>
      jsonResponse(listPage(options.schedules ?? [SCHEDULE])),
    ),
    on('GET', `/v1/orgs/7/pay_schedules/${SCHEDULE.id}/periods`, () =>
      jsonResponse({
        data: [CURRENT_PERIOD - 2, CURRENT_PERIOD - 1, CURRENT_PERIOD].map(period),
        timezone: ZONE,
      }),
    ),
    on('GET', '/v1/orgs/7/payroll/summary', (call) => {
      const params = query(call);
      const periodId = params.get('pay_period_id');
      if (periodId !== null) {
        const chosen = period(Number(periodId));
        return jsonResponse(
          payrollSummary(chosen.start_dt_unix, chosen.end_dt_unix, undefined, {
            showsPay: options.showsPay,
            closed: state.closed,
            period: chosen,
          }),
        );
      }
      const from = Number(params.get('start_dt_unix'));
      const to = Number(params.get('end_dt_unix'));
      const members = params.get('employee_ids');
      const all = payrollSummary(from, to, undefined, { showsPay: options.showsPay });
      if (members)
        all.data.members = all.data.members.filter((member) =>
          members.split(',').includes(String(member.employee_id)),
        );
      return jsonResponse(all);
    }),
    on('POST', '/v1/orgs/7/payroll/runs', () => {
      state.closed = true;
      return jsonResponse({
        data: {
          payroll_run_id: 5,
          closed_at_unix: NOW / 1000,
          closed_by: { employee_id: 1, display_name: 'Ada Admin' },
          pay_schedule_id: SCHEDULE.id,
          pay_period_id: CURRENT_PERIOD,
          member_count: 2,
        },
        message: PAYROLL_TEXT.closed,
      });
    }),
    on('GET', '/v1/orgs/7/job_costing', (call) => {
      const params = query(call);
      return jsonResponse(
        jobCosting(Number(params.get('start_dt_unix')), Number(params.get('end_dt_unix'))),
      );
    }),
  );
}

/** Fixes the clock at NOW (Date only: timers stay real). Call in a beforeEach. */
export function atNow() {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
}
