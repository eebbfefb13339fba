import type { z } from 'zod';
import {
  ROLE,
  VARIABLE_PERMISSIONS,
  can,
  employeeFieldPolicy,
  isManagerRole,
  roleByName,
  type PersonTarget,
  type VariablePermissionId,
} from '../../../contract/access';
import {
  EMPLOYEE_TEXT,
  type EmployeeDetail,
  type zEmployeePatch,
  type zUpdateSaasEnabled,
} from '../../../contract/employee-detail';
import { MESSAGES } from '../../../contract/errors';
import { RULE_TEXT } from '../../../contract/validation';
import type { Db } from '../../db/connection';
import type { EmployeeTable } from './employees.tables';
import { AppError, fieldError } from '../../http/app-error';
import type { OrgContext } from '../../http/context';
import { nowUnix } from '../../lib/time';
import { writeAudit } from '../../lib/audit';
import type { RuleGroupsService } from '../rule-groups/rule-groups.service';
import type { VisibilityService } from '../visibility/visibility.service';
import { checkMembers, checkTeamsManaged, orgRegion, storedMobile } from './employee-checks';
import type { EmployeeDetailService } from './employee-detail.service';
import type { EmployeeRecordsRepository, EmployeeWithProfile } from './employee-records.repository';
import type { EmployeeWritesRepository } from './employee-writes.repository';
import type { Updateable } from 'kysely';

type Patch = z.output<typeof zEmployeePatch>;
type SaasEnabled = z.output<typeof zUpdateSaasEnabled>;

/** The role a patch asks for: role_map (by name, with variable permissions) or a role id. */
function requestedRole(
  patch: Patch,
): { roleId: number; overrides: { permission_id: number; value: 0 | 1 }[] } | null {
  if (patch.role_map) {
    let roleId: number;
    try {
      roleId = roleByName(patch.role_map.role).id;
    } catch {
      throw fieldError('role_map', EMPLOYEE_TEXT.roleInvalid);
    }
    const overrides = isManagerRole(roleId)
      ? patch.role_map.variable_permissions
          .filter((p) => VARIABLE_PERMISSIONS.includes(p.id as VariablePermissionId))
          .map((p) => ({ permission_id: p.id, value: p.value ? (1 as const) : (0 as const) }))
      : [];
    return { roleId, overrides };
  }
  if (patch.role_id !== undefined) return { roleId: patch.role_id, overrides: [] };
  return null;
}

/**
 * Work another module does in a deactivation's transaction (time cards: the member's running
 * card is clocked out), registered by that module so this one needs none of them.
 */
export type DeactivationHook = (
  db: Db,
  ctx: OrgContext,
  employeeId: number,
  now: number,
) => Promise<void>;

/** Editing a team member, and deactivating or reactivating them. */
export class EmployeeUpdateService {
  readonly #deactivationHooks: DeactivationHook[] = [];

  /** Runs `hook` inside every deactivation's transaction, after the member is deactivated. */
  onDeactivate(hook: DeactivationHook): void {
    this.#deactivationHooks.push(hook);
  }

  constructor(
    private readonly db: Db,
    private readonly records: EmployeeRecordsRepository,
    private readonly writes: EmployeeWritesRepository,
    private readonly detail: EmployeeDetailService,
    private readonly visibility: VisibilityService,
    private readonly ruleGroups: RuleGroupsService,
  ) {}

  /** The team member as the people policies see them: whether the caller manages them. */
  async #target(ctx: OrgContext, record: EmployeeWithProfile): Promise<PersonTarget> {
    const isMyWorker =
      ctx.employeeId !== null &&
      ctx.employeeId !== record.id &&
      (await this.visibility.isManagedBy(ctx.orgId, record.id, ctx.employeeId));
    return { employeeId: record.id, isMyWorker };
  }

  /** PATCH /orgs/{org_id}/employee/{employee_id}. */
  async patch(
    ctx: OrgContext,
    employeeId: number,
    patch: Patch,
  ): Promise<{ data: EmployeeDetail }> {
    const record = await this.detail.visible(ctx, employeeId);
    const target = await this.#target(ctx, record);
    const fields = Object.keys(patch).filter((key) => patch[key as keyof Patch] !== undefined);
    // This person's record, and each field sent (a manager: their own workers' day-to-day fields).
    if (
      !can(ctx, 'employee.edit', target) ||
      fields.some((field) => !can(ctx, employeeFieldPolicy(field), target))
    )
      throw new AppError(403, MESSAGES.forbidden);
    const role = requestedRole(patch);
    const isSelf = ctx.employeeId === record.id;
    if (role && role.roleId !== record.role_id) {
      if (isSelf) throw fieldError('role_id', EMPLOYEE_TEXT.cannotChangeOwn);
      if (!can(ctx, 'employee.changeRole', { ...target, roleId: role.roleId }))
        throw fieldError(patch.role_map ? 'role_map' : 'role_id', EMPLOYEE_TEXT.roleNotAllowed);
    }
    const isPending = record.has_password === 0;
    // Compared as stored, so the same number written another way is no change.
    const mobile = patch.mobile
      ? storedMobile(patch.mobile, await orgRegion(this.records, ctx.orgId))
      : patch.mobile;
    const changesEmail = patch.email !== undefined && patch.email !== record.email;
    const changesMobile = mobile !== undefined && mobile !== record.mobile;
    if (changesEmail && !isPending) throw fieldError('email', EMPLOYEE_TEXT.emailLocked);
    if (changesMobile && !isPending)
      throw fieldError(
        'mobile',
        'The mobile number of someone who has joined can only be changed by them.',
      );
    const startDt = patch.start_dt_unix !== undefined ? patch.start_dt_unix : record.start_dt_unix;
    const endDt = patch.end_dt_unix !== undefined ? patch.end_dt_unix : record.end_dt_unix;
    if (startDt !== null && endDt !== null && endDt < startDt)
      throw fieldError('end_dt_unix', 'Start date can not be behind end date');

    const now = nowUnix();
    await this.db.transaction().execute(async (trx) => {
      const db = trx as unknown as Db;
      await checkMembers(this.records, db, ctx.orgId, {
        selfId: record.id,
        primaryManagerId: patch.primary_manager_id,
        secondaryManagerIds: patch.secondary_manager_ids,
        groupIds: patch.employee_group_ids,
      });
      await this.ruleGroups.checkEmployeeChoice(db, ctx.orgId, {
        ruleGroupId: patch.rule_group_id,
        projectTimeRuleGroupId: patch.project_time_rule_group_id,
      });
      if (patch.employee_group_ids !== undefined) {
        // The teams the person joins or leaves (archived teams keep their members).
        const before = await this.records.openGroupIdsOf(db, ctx.orgId, record.id);
        const after = new Set(patch.employee_group_ids);
        const changed = [
          ...[...after].filter((id) => !before.includes(id)),
          ...before.filter((id) => !after.has(id)),
        ];
        await checkTeamsManaged(db, ctx, changed);
      }
      // The profile is the person's, shared by every organisation that invited them: this
      // organisation changes it only while the person has not joined and nobody else invited them.
      const ownsProfile =
        isPending && (changesEmail || changesMobile || patch.name !== undefined)
          ? await this.#ownsProfile(db, record, { email: changesEmail, mobile: changesMobile })
          : false;
      if (changesEmail && patch.email !== undefined) {
        const taken = await this.writes.profileByEmail(db, patch.email);
        if (taken)
          throw new AppError(409, EMPLOYEE_TEXT.emailInUse, {
            field_hints: { email: [EMPLOYEE_TEXT.emailInUse] },
          });
      }
      // Whoever is named to take over is an active manager or administrator of this
      // organisation, whether or not the change needs one.
      if (patch.taking_over_manager_id !== undefined)
        await this.#checkApprover(
          db,
          ctx,
          record,
          patch.taking_over_manager_id,
          'taking_over_manager_id',
        );
      if (role && role.roleId !== record.role_id) {
        await this.#leaveRole(db, ctx, record, role.roleId, patch.taking_over_manager_id, now);
      }
      const values: Updateable<EmployeeTable> = { updated_at_unix: now };
      if (role) values.role_id = role.roleId;
      if (patch.title !== undefined) values.title = patch.title;
      if (patch.start_dt_unix !== undefined) values.start_dt_unix = patch.start_dt_unix;
      if (patch.end_dt_unix !== undefined) values.end_dt_unix = patch.end_dt_unix;
      if (patch.primary_manager_id !== undefined)
        values.primary_manager_id = patch.primary_manager_id;
      // null: the organisation's default group.
      if (patch.rule_group_id !== undefined) values.rule_group_id = patch.rule_group_id;
      if (patch.project_time_rule_group_id !== undefined)
        values.project_time_rule_group_id = patch.project_time_rule_group_id;
      await this.writes.updateEmployee(db, ctx.orgId, record.id, values);
      if (role) await this.writes.setOverrides(db, ctx.orgId, record.id, role.overrides);
      const email = patch.email ?? record.email;
      if (patch.name !== undefined || patch.email !== undefined)
        await this.writes.rename(
          db,
          ctx.orgId,
          record.id,
          patch.name ?? record.display_name,
          email,
          now,
        );
      if (ownsProfile) {
        await this.writes.updatePendingProfile(
          db,
          ctx.orgId,
          record.profile_id,
          {
            ...(changesEmail ? { email } : {}),
            ...(changesMobile ? { mobile } : {}),
            ...(patch.name !== undefined ? { displayName: patch.name } : {}),
          },
          now,
        );
      }
      if (patch.secondary_manager_ids !== undefined) {
        const primary = values.primary_manager_id ?? record.primary_manager_id;
        const ids = [...new Set(patch.secondary_manager_ids)].filter((id) => id !== primary);
        await this.writes.setSecondaryManagers(db, ctx.orgId, record.id, ids);
      }
      if (patch.employee_group_ids !== undefined)
        await this.writes.setGroups(db, ctx.orgId, record.id, [
          ...new Set(patch.employee_group_ids),
        ]);
      await writeAudit(db, {
        actorProfileId: ctx.profileId,
        orgId: ctx.orgId,
        entity: 'employee',
        entityId: record.id,
        action: 'update',
        before: { role_id: record.role_id, display_name: record.display_name, title: record.title },
        after: patch,
      });
    });
    return this.detail.get(ctx, record.id);
  }

  /**
   * Whether this membership alone holds the person's profile, so the organisation may change it
   * (read under a lock on the profile). Refuses a change of e-mail or mobile when it does not:
   * the person has joined meanwhile, or another organisation has invited them too.
   */
  async #ownsProfile(
    db: Db,
    record: EmployeeWithProfile,
    changes: { email: boolean; mobile: boolean },
  ): Promise<boolean> {
    const { hasPassword, isShared } = await this.writes.identityOwners(
      db,
      record.profile_id,
      record.id,
    );
    const owns = !hasPassword && !isShared;
    if (!owns && (changes.email || changes.mobile)) {
      const hints: Record<string, string[]> = {};
      if (changes.email) hints.email = [MESSAGES.ownIdentityOnly];
      if (changes.mobile) hints.mobile = [MESSAGES.ownIdentityOnly];
      throw new AppError(400, MESSAGES.ownIdentityOnly, { field_hints: hints });
    }
    return owns;
  }

  /**
   * A manager or administrator leaving that role: someone takes over their team members
   * (taking_over_manager_id) and the teams they managed, and the last active administrator
   * cannot leave.
   */
  async #leaveRole(
    db: Db,
    ctx: OrgContext,
    record: EmployeeWithProfile,
    newRoleId: number,
    takingOverId: number | undefined,
    now: number,
  ) {
    if (
      record.role_id === ROLE.admin &&
      newRoleId !== ROLE.admin &&
      record.staffing_status === 'active'
    ) {
      if ((await this.records.otherActiveAdmins(db, ctx.orgId, record.id)) === 0)
        throw fieldError('role_id', EMPLOYEE_TEXT.lastAdmin);
    }
    const staysApprover = newRoleId === ROLE.admin || isManagerRole(newRoleId);
    if (staysApprover) return;
    if (await this.records.hasReports(db, ctx.orgId, record.id)) {
      if (takingOverId === undefined)
        throw fieldError('taking_over_manager_id', EMPLOYEE_TEXT.takingOverRequired);
      await this.writes.reassignReports(db, ctx.orgId, record.id, takingOverId, now);
    }
    // Teams must not go on naming as manager someone who no longer manages.
    await this.writes.handOverTeams(db, ctx.orgId, record.id, takingOverId ?? null);
  }

  async #checkApprover(
    db: Db,
    ctx: OrgContext,
    record: EmployeeWithProfile,
    id: number,
    field: string,
  ) {
    if (id === record.id) throw fieldError(field, EMPLOYEE_TEXT.approverIsSelf);
    const approvers = await this.records.activeApprovers(db, ctx.orgId, [id]);
    if (!approvers.has(id)) throw fieldError(field, EMPLOYEE_TEXT.approverInvalid);
  }

  /**
   * POST /orgs/{org_id}/employees/{employee_id}/update_saas_enabled. Deactivating a manager or
   * administrator needs a replacement time approver who is not that person; their team members
   * move to the replacement. Reversible: reactivating restores access (pending people stay pending).
   */
  async setEnabled(ctx: OrgContext, employeeId: number, input: SaasEnabled) {
    // Who may (employee.setActive) is the guard's check; oneself is refused with its own message.
    const record = await this.detail.visible(ctx, employeeId);
    if (ctx.employeeId === record.id) throw new AppError(400, EMPLOYEE_TEXT.cannotChangeOwn);
    const now = nowUnix();
    const isEnabled = record.is_saas_enabled === 1;
    if (input.is_enabled === isEnabled) return this.#answer(ctx, record.id, input.is_enabled);

    await this.db.transaction().execute(async (trx) => {
      const db = trx as unknown as Db;
      if (!input.is_enabled) {
        const isApprover = record.role_id === ROLE.admin || isManagerRole(record.role_id);
        if (isApprover) {
          if (input.taking_over_time_approver_id === undefined)
            throw fieldError('taking_over_time_approver_id', RULE_TEXT.required);
          await this.#checkApprover(
            db,
            ctx,
            record,
            input.taking_over_time_approver_id,
            'taking_over_time_approver_id',
          );
          if (
            record.role_id === ROLE.admin &&
            record.staffing_status === 'active' &&
            (await this.records.otherActiveAdmins(db, ctx.orgId, record.id)) === 0
          )
            throw new AppError(400, EMPLOYEE_TEXT.lastAdmin);
          await this.writes.reassignReports(
            db,
            ctx.orgId,
            record.id,
            input.taking_over_time_approver_id,
            now,
          );
        }
        await this.writes.updateEmployee(db, ctx.orgId, record.id, {
          is_saas_enabled: 0,
          staffing_status: 'saas_disabled',
          saas_enabled_updated_at_unix: now,
          updated_at_unix: now,
        });
        for (const hook of this.#deactivationHooks) await hook(db, ctx, record.id, now);
      } else {
        await this.writes.updateEmployee(db, ctx.orgId, record.id, {
          is_saas_enabled: 1,
          staffing_status:
            record.has_password === 1 && record.is_pending_profile === 0 ? 'active' : 'pending',
          saas_enabled_updated_at_unix: now,
          updated_at_unix: now,
        });
      }
      await writeAudit(db, {
        actorProfileId: ctx.profileId,
        orgId: ctx.orgId,
        entity: 'employee',
        entityId: record.id,
        action: input.is_enabled ? 'activate' : 'deactivate',
        after: input,
      });
    });
    return this.#answer(ctx, record.id, input.is_enabled);
  }

  async #answer(ctx: OrgContext, employeeId: number, isEnabled: boolean) {
    const { data } = await this.detail.get(ctx, employeeId);
    const message = isEnabled
      ? EMPLOYEE_TEXT.activated(data.display_name)
      : EMPLOYEE_TEXT.deactivated(data.display_name);
    return { data, message };
  }
}
