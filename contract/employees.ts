import { z } from 'zod';
import { zPage, zPageQuery } from './pagination';

/**
 * Employee list status filter (core.md 4): activated -> active, deactivated -> saas_disabled,
 * invite_expired -> expired, anything else -> removed.
 */
export function mapStatusFilter(
  status: string,
): 'active' | 'saas_disabled' | 'expired' | 'removed' {
  switch (status) {
    case 'activated':
      return 'active';
    case 'deactivated':
      return 'saas_disabled';
    case 'invite_expired':
      return 'expired';
    default:
      return 'removed';
  }
}

/** Path of one employee's calls: /orgs/{org_id}/employee/{employee_id}. */
export const zEmployeeParams = z.object({
  org_id: z.coerce.number().int().min(0),
  employee_id: z.coerce.number().int().min(1),
});

export const zEmployeeListQuery = zPageQuery.extend({
  sort_by: z.enum(['display_name', '-display_name', 'created_at', '-created_at']).optional(),
  name: z.string().trim().max(80).optional(),
  search: z.string().trim().max(80).optional(),
  status: z.string().trim().max(40).optional(),
});
export type EmployeeListQuery = z.input<typeof zEmployeeListQuery>;

/** Employee list row (core.md 3). */
export const zEmployeeRow = z.object({
  employee_id: z.number().int(),
  profile_id: z.number().int(),
  org_id: z.number().int(),
  display_name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  mobile: z.string().nullable(),
  title: z.string().nullable(),
  role_id: z.number().int(),
  staffing_status: z.string(),
  is_saas_enabled: z.boolean(),
  invite_expiry_dt_unix: z.number().int().nullable(),
  saas_enabled_updated_at_unix: z.number().int().nullable(),
  /** The first day of work (the list's start date column); null when none was set. */
  start_dt_unix: z.number().int().nullable(),
  /** Only with financial access (permission 15); null otherwise. */
  pay_rate: z.number().nullable(),
  pay_type: z.string().nullable(),
  rate_type_1099: z.string().nullable(),
  overtime_rule: z.string().nullable(),
  is_my_worker: z.boolean(),
});
export type EmployeeRow = z.infer<typeof zEmployeeRow>;
export const zEmployeeListResponse = zPage(zEmployeeRow);

/** The '(Deactivated)' label of employee lists. */
export function employeeLabel(row: { display_name: string; is_saas_enabled: boolean }): string {
  return row.is_saas_enabled ? row.display_name : `${row.display_name} (Deactivated)`;
}
