import {
  PERMISSION_LABEL,
  VARIABLE_PERMISSIONS,
  effectivePermissions,
  isManagerRole,
  roleById,
  type PermissionId,
} from '../../../contract/access';
import type { EmployeeDetail } from '../../../contract/employee-detail';
import { MESSAGES } from '../../../contract/errors';
import { AppError } from '../../http/app-error';
import type { OrgContext } from '../../http/context';
import { fromFlag } from '../../lib/flags';
import { nowUnix } from '../../lib/time';
import type { CompensationService } from '../compensation/compensation.service';
import type { VisibilityService } from '../visibility/visibility.service';
import type { EmployeeRecordsRepository, EmployeeWithProfile } from './employee-records.repository';

const label = (id: number) =>
  PERMISSION_LABEL[id as PermissionId] ?? { name: `permission_${id}`, display_name: `#${id}` };

/** GET /orgs/{org_id}/employee/{employee_id}: the detail view, for callers whose scope covers it. */
export class EmployeeDetailService {
  constructor(
    private readonly records: EmployeeRecordsRepository,
    private readonly visibility: VisibilityService,
    private readonly pay: CompensationService,
  ) {}

  /** The record if the caller may see it; 404 otherwise (never saying whether it exists). */
  async visible(ctx: OrgContext, employeeId: number): Promise<EmployeeWithProfile> {
    const inScope = await this.visibility.canSee(ctx, employeeId);
    const record = inScope ? await this.records.find(this.records.db, ctx.orgId, employeeId) : null;
    if (!record) throw new AppError(404, MESSAGES.notFound);
    return record;
  }

  async get(ctx: OrgContext, employeeId: number): Promise<{ data: EmployeeDetail }> {
    return { data: await this.view(ctx, await this.visible(ctx, employeeId)) };
  }

  async view(ctx: OrgContext, record: EmployeeWithProfile): Promise<EmployeeDetail> {
    const [managers, groups, overrides, remunerations] = await Promise.all([
      this.records.managerRefs(ctx.orgId, record.id, record.primary_manager_id),
      this.records.groupsOf(ctx.orgId, record.id),
      isManagerRole(record.role_id) ? this.records.overrides(ctx.orgId, record.id) : [],
      this.pay.historyIfAllowed(ctx, record.id),
    ]);
    const permissions = effectivePermissions(record.role_id, overrides);
    const role = roleById(record.role_id);
    const now = nowUnix();
    const isExpired =
      record.staffing_status === 'pending' &&
      record.invite_expiry_dt_unix !== null &&
      record.invite_expiry_dt_unix <= now;
    return {
      employee_id: record.id,
      org_id: record.org_id,
      profile_id: record.profile_id,
      display_name: record.display_name,
      email: record.email,
      phone: record.mobile,
      title: record.title,
      photo_url: null,
      is_pending_profile: fromFlag(record.is_pending_profile),
      role_id: record.role_id,
      role: {
        id: record.role_id,
        name: role?.name ?? 'unknown',
        display_name: role?.display_name ?? 'Unknown',
        permissions: permissions.map((id) => ({ id, ...label(id) })),
        variable_permissions: isManagerRole(record.role_id)
          ? VARIABLE_PERMISSIONS.map((id) => ({
              id,
              ...label(id),
              arg_type: 'boolean' as const,
              arg_values: [true, false],
              value: permissions.includes(id),
            }))
          : [],
      },
      is_saas_enabled: fromFlag(record.is_saas_enabled),
      staffing_status: isExpired ? 'expired' : record.staffing_status,
      start_dt_unix: record.start_dt_unix,
      end_dt_unix: record.end_dt_unix,
      remunerations,
      primary_manager: managers.primary,
      secondary_managers: managers.secondary,
      employee_groups: groups,
      is_invitation_sent: Number(record.invites_sent) > 0,
      invite_expiry_dt_unix: record.invite_expiry_dt_unix,
    };
  }
}
