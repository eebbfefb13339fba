import { PERMISSION, hasPermission } from '../../../contract/access';
import { mapStatusFilter, type EmployeeRow } from '../../../contract/employees';
import type { Page } from '../../../contract/pagination';
import type { OrgContext } from '../../http/context';
import { fromFlag } from '../../lib/flags';
import { nowUnix } from '../../lib/time';
import type { EmployeesRepository, ListScope } from './employees.repository';

export type EmployeeListQuery = {
  page: number;
  limit: number;
  sort_by?: 'display_name' | '-display_name' | 'created_at' | '-created_at' | undefined;
  name?: string | undefined;
  search?: string | undefined;
  status?: string | undefined;
};

/**
 * Who sees whom (core.md 6): administrators and provider staff see everyone; managers see their
 * own workers (as primary or secondary manager) and themselves, unless they may view all time
 * cards (13); workers see only themselves.
 */
export function listScope(ctx: OrgContext): ListScope {
  if (ctx.isProviderStaff || ctx.flags.isAdmin || ctx.employeeId === null) return { kind: 'all' };
  if (hasPermission(ctx, PERMISSION.viewAllTimeCards)) return { kind: 'all' };
  if (ctx.flags.isManager) return { kind: 'managed', employeeId: ctx.employeeId };
  return { kind: 'self', employeeId: ctx.employeeId };
}

export function splitName(displayName: string): { first_name: string; last_name: string } {
  const trimmed = displayName.trim();
  const space = trimmed.indexOf(' ');
  return space < 0
    ? { first_name: trimmed, last_name: '' }
    : { first_name: trimmed.slice(0, space), last_name: trimmed.slice(space + 1).trim() };
}

export class EmployeesService {
  constructor(private readonly employees: EmployeesRepository) {}

  async list(ctx: OrgContext, query: EmployeeListQuery): Promise<Page<EmployeeRow>> {
    const now = nowUnix();
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
    });
    // Pay data is shown only with financial access (15); no compensation records are stored in
    // this release, so the pay fields are null for every caller.
    const offset = (query.page - 1) * query.limit;
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
        pay_rate: null,
        pay_type: null,
        rate_type_1099: null,
        overtime_rule: null,
        is_my_worker: Number(row.is_my_worker) === 1,
      })),
      meta: {
        current_page: query.page,
        last_page: Math.max(1, Math.ceil(total / query.limit)),
        total,
        per_page: query.limit,
        to: offset + rows.length,
      },
    };
  }
}
