import type { z } from 'zod';
import { ROLE, can } from '../../../contract/access';
import {
  EMPLOYEE_TEXT,
  type EmployeeDetail,
  type zEmployeeCreate,
  type zEmployeesBulkPatch,
} from '../../../contract/employee-detail';
import { MESSAGES } from '../../../contract/errors';
import type { CountryCode } from '../../../contract/reference';
import type { Db } from '../../db/connection';
import { AppError, fieldError } from '../../http/app-error';
import type { OrgContext } from '../../http/context';
import { nowUnix } from '../../lib/time';
import { writeAudit } from '../../lib/audit';
import { isCrewManager } from './employee-access';
import type { EmployeeDetailService } from './employee-detail.service';
import type { InviteSendingService } from '../invites/invite-sending.service';
import type { VisibilityService } from '../visibility/visibility.service';
import type { EmployeeRecordsRepository } from './employee-records.repository';
import type { EmployeeWritesRepository } from './employee-writes.repository';
import { checkMembers, checkTeamsManaged, orgRegion, storedMobile } from './employee-checks';

type Create = z.output<typeof zEmployeeCreate>;
type BulkPatch = z.output<typeof zEmployeesBulkPatch>;

/** Adding team members (with their invitation) and assigning them to teams in bulk. */
export class EmployeeAdminService {
  constructor(
    private readonly db: Db,
    private readonly records: EmployeeRecordsRepository,
    private readonly writes: EmployeeWritesRepository,
    private readonly detail: EmployeeDetailService,
    private readonly visibility: VisibilityService,
    private readonly invites: InviteSendingService,
  ) {}

  /**
   * The first administrator of a new organisation: the person who creates it (sign-up or POST
   * /orgs), active at once. Written in the caller's transaction (`db`).
   */
  async addFounder(
    db: Db,
    founder: { orgId: number; profileId: number; displayName: string; email: string; now: number },
  ): Promise<void> {
    await this.writes.insertMember(db, { ...founder, roleId: ROLE.admin });
  }

  /** POST /orgs/{org_id}/employees. */
  async create(ctx: OrgContext, input: Create): Promise<{ data: EmployeeDetail }> {
    // The guard let in those who add someone (employee.add); this role is the row-level question.
    if (!can(ctx, 'employee.add', { roleId: input.role_id }))
      throw fieldError('role_id', EMPLOYEE_TEXT.roleNotAllowed);
    // A manager adds people to their own crew: under themselves, unless they name nobody.
    const crewManager = isCrewManager(ctx);
    if (
      crewManager &&
      input.primary_manager_id !== undefined &&
      input.primary_manager_id !== ctx.employeeId
    )
      throw fieldError('primary_manager_id', EMPLOYEE_TEXT.managerNotSelf);
    const primaryManagerId = input.primary_manager_id ?? (crewManager ? ctx.employeeId : null);
    const now = nowUnix();
    const mobile = input.mobile
      ? storedMobile(input.mobile, await orgRegion(this.records, ctx.orgId))
      : null;

    const created = await this.db.transaction().execute(async (trx) => {
      const db = trx as unknown as Db;
      await checkMembers(this.records, db, ctx.orgId, {
        primaryManagerId,
        groupIds: input.employee_group_ids,
      });
      await checkTeamsManaged(db, ctx, [...new Set(input.employee_group_ids ?? [])]);
      const country = await this.records.orgCountry(db, ctx.orgId);
      const existing = await this.writes.profileByEmail(db, input.email);
      let profileId = existing?.id;
      let reuseEmployeeId: number | undefined;
      if (profileId !== undefined) {
        const membership = await this.writes.membershipOf(db, ctx.orgId, profileId);
        if (membership && membership.staffing_status !== 'removed') {
          throw new AppError(409, EMPLOYEE_TEXT.alreadyMember, {
            field_hints: { email: [EMPLOYEE_TEXT.alreadyMember] },
          });
        }
        reuseEmployeeId = membership?.id;
      } else {
        profileId = await this.writes.insertProfile(db, {
          email: input.email,
          displayName: input.display_name,
          mobile,
          countryCode: (country ?? 'us') as CountryCode,
          orgId: ctx.orgId,
          now,
        });
      }
      const employeeId = await this.writes.insertPendingMember(db, {
        orgId: ctx.orgId,
        profileId,
        roleId: input.role_id,
        displayName: input.display_name,
        email: input.email,
        title: input.title ?? null,
        primaryManagerId,
        startDt: input.start_dt_unix ?? now,
        isPendingProfile: !existing || existing.password_hash === null,
        now,
        ...(reuseEmployeeId !== undefined ? { reuseEmployeeId } : {}),
      });
      if (input.employee_group_ids?.length)
        await this.writes.setGroups(db, ctx.orgId, employeeId, input.employee_group_ids);
      await writeAudit(db, {
        actorProfileId: ctx.profileId,
        orgId: ctx.orgId,
        entity: 'employee',
        entityId: employeeId,
        action: 'create',
        after: { ...input, primary_manager_id: primaryManagerId },
      });
      return { employeeId, profileId };
    });

    if (input.send_invite) {
      await this.invites.send({
        orgId: ctx.orgId,
        employeeId: created.employeeId,
        profileId: created.profileId,
        email: input.email,
        name: input.display_name,
        inviterProfileId: ctx.profileId,
      });
    }
    const record = await this.records.find(this.db, ctx.orgId, created.employeeId);
    if (!record) throw new AppError(500, MESSAGES.sorry);
    return { data: await this.detail.view(ctx, record) };
  }

  /** PATCH /orgs/{org_id}/employees: adds the employees to the teams (administrators, managers for their own). */
  async assignTeams(ctx: OrgContext, input: BulkPatch) {
    // The guard checked employee.assignTeams; those who may add anyone need no per-person lookup.
    const mayAddAnyone = can(ctx, 'employee.assignTeams', { isMyWorker: false });
    const employeeIds = [...new Set(input.employee_ids)];
    const groupIds = [...new Set(input.employee_group_ids)];
    await this.db.transaction().execute(async (trx) => {
      const db = trx as unknown as Db;
      await checkMembers(this.records, db, ctx.orgId, { groupIds });
      for (const employeeId of employeeIds) {
        const record = await this.records.find(db, ctx.orgId, employeeId);
        const mayTouch =
          record &&
          (mayAddAnyone ||
            (ctx.employeeId !== null &&
              can(ctx, 'employee.assignTeams', {
                employeeId,
                isMyWorker: await this.visibility.isManagedBy(
                  ctx.orgId,
                  employeeId,
                  ctx.employeeId,
                  db,
                ),
              })));
        if (!mayTouch)
          throw fieldError('employee_ids', 'Choose team members of this organization you manage.');
      }
      await checkTeamsManaged(db, ctx, groupIds);
      await this.writes.addToGroups(db, ctx.orgId, employeeIds, groupIds);
      await writeAudit(db, {
        actorProfileId: ctx.profileId,
        orgId: ctx.orgId,
        entity: 'employee',
        entityId: null,
        action: 'assign_teams',
        after: { employee_ids: employeeIds, employee_group_ids: groupIds },
      });
    });
    return { message: EMPLOYEE_TEXT.bulkAssigned };
  }
}
