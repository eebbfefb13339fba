import { mapStatusFilter, type EmployeeRow } from '../../../contract/employees';
import type { Page } from '../../../contract/pagination';
import type { OrgContext } from '../../http/context';
import { fromFlag } from '../../lib/flags';
import { nowUnix } from '../../lib/time';
import { compensationAccess, mayViewPayOf } from '../compensation/compensation-access';
import { listScope } from '../visibility/visibility.service';
import type { EmployeesRepository } from './employees.repository';
import { pageMeta } from '../../lib/page-meta';

export type EmployeeListQuery = {
  page: number;
  limit: number;
  sort_by?: 'display_name' | '-display_name' | 'created_at' | '-created_at' | undefined;
  name?: string | undefined;
  search?: string | undefined;
  status?: string | undefined;
};

export function splitName(displayName: string): { first_name: string; last_name: string } {
  const trimmed = displayName.trim();
  const space = trimmed.indexOf(' ');
  return space < 0
    ? { first_name: trimmed, last_name: '' }
    : { first_name: trimmed.slice(0, space), last_name: trimmed.slice(space + 1).trim() };
}

const NO_PAY = { pay_rate: null, pay_type: null, rate_type_1099: null, overtime_rule: null };

/** The list's pay fields from the pay record in effect (absent columns when none is). */
function payFields(row: {
  pay_rate_cents?: number | null;
  pay_type?: string | null;
  rate_type_1099?: string | null;
  overtime_rule_name?: string | null;
}): Pick<EmployeeRow, 'pay_rate' | 'pay_type' | 'rate_type_1099' | 'overtime_rule'> {
  return {
    pay_rate: row.pay_rate_cents == null ? null : row.pay_rate_cents / 100,
    pay_type: row.pay_type ?? null,
    rate_type_1099: row.rate_type_1099 ?? null,
    overtime_rule: row.overtime_rule_name ?? null,
  };
}

export class EmployeesService {
  constructor(private readonly employees: EmployeesRepository) {}

  async list(ctx: OrgContext, query: EmployeeListQuery): Promise<Page<EmployeeRow>> {
    const now = nowUnix();
    const payAccess = compensationAccess(ctx);
    const { total, rows } = await this.employees.list({
      orgId: ctx.orgId,
      scope: listScope(ctx),
      viewerEmployeeId: ctx.employeeId,
      status: query.status ? mapStatusFilter(query.status) : null,
      name: query.name,
      search: query.search,
      sortBy: query.sort_by ?? 'display_name',
      page: query.page,
      limit: query.limit,
      now,
      withPay: payAccess !== 'none',
    });
    // Pay data (the record in effect today) only with financial access (15): everyone's for
    // administrators, a manager's own workers' for managers; null otherwise.
    const showPay = (row: { is_my_worker: unknown }) =>
      mayViewPayOf(payAccess, Number(row.is_my_worker) === 1);
    return {
      data: rows.map((row) => ({
        employee_id: row.id,
        profile_id: row.profile_id,
        org_id: row.org_id,
        display_name: row.display_name,
        ...splitName(row.display_name),
        email: row.email,
        mobile: row.mobile,
        title: row.title,
        role_id: row.role_id,
        staffing_status:
          row.staffing_status === 'pending' &&
          row.invite_expiry_dt_unix !== null &&
          row.invite_expiry_dt_unix <= now
            ? 'expired'
            : row.staffing_status,
        is_saas_enabled: fromFlag(row.is_saas_enabled),
        invite_expiry_dt_unix: row.invite_expiry_dt_unix,
        saas_enabled_updated_at_unix: row.saas_enabled_updated_at_unix,
        start_dt_unix: row.start_dt_unix,
        ...(showPay(row) ? payFields(row) : NO_PAY),
        is_my_worker: Number(row.is_my_worker) === 1,
      })),
      meta: pageMeta(query, total, rows.length),
    };
  }
}
