import { can } from '../../../contract/access';
import { isManagerRole, ROLE } from '../../../contract/access/roles';
import { MESSAGES } from '../../../contract/errors';
import type { Page } from '../../../contract/pagination';
import {
  PROJECT_TEXT,
  type Project,
  type ProjectCreate,
  type ProjectListQuery,
  type ProjectPatch,
} from '../../../contract/projects';
import { RULE_TEXT } from '../../../contract/validation';
import type { Db } from '../../db/connection';
import { isUniqueViolation } from '../../db/errors';
import { AppError, fieldError } from '../../http/app-error';
import type { OrgContext } from '../../http/context';
import { writeAudit } from '../../lib/audit';
import { pageMeta } from '../../lib/page-meta';
import { nowUnix } from '../../lib/time';
import {
  addressColumns,
  archiveIntent,
  snapshot,
  toProject,
  updateColumns,
} from './project-values';
import type { ProjectRow } from './project-rows';
import { projectSearchKey, type ProjectsRepository } from './projects.repository';

const FINANCIAL_FIELDS = ['budget_hours', 'labour_budget_cents'] as const;

/**
 * Projects (org_projects): read by every member, created by holders of permission 14, edited by
 * them and by managers assigned to the project; budget fields read and written only with
 * permission 15. The plan guard has already refused organisations without project tracking.
 */
export class ProjectsService {
  constructor(
    private readonly db: Db,
    private readonly projects: ProjectsRepository,
  ) {}

  async list(ctx: OrgContext, query: ProjectListQuery): Promise<Page<Project>> {
    if (!can(ctx, 'projects.view')) throw new AppError(403, MESSAGES.forbidden);
    const { total, rows } = await this.projects.list(
      ctx.orgId,
      query,
      ctx.snapshot?.projectListVersions,
    );
    return { data: this.#present(ctx, rows), meta: pageMeta(query, total, rows.length) };
  }

  async get(ctx: OrgContext, id: number): Promise<{ data: Project }> {
    if (!can(ctx, 'projects.view')) throw new AppError(403, MESSAGES.forbidden);
    return { data: await this.#one(this.db, ctx, id) };
  }

  async create(ctx: OrgContext, input: ProjectCreate) {
    if (!can(ctx, 'projects.create')) throw new AppError(403, MESSAGES.forbidden);
    this.#checkFinancials(ctx, input);
    this.#checkManagerReach(ctx, input.manager_ids, []);
    await this.#checkLinks(ctx, input);
    if (
      input.status === 'active' &&
      (await this.projects.nameTaken(this.db, ctx.orgId, input.name, null))
    )
      throw fieldError('name', PROJECT_TEXT.nameTaken);
    const now = nowUnix();
    const id = await this.#write(async (db) => {
      const projectId = await this.projects.insert(db, {
        org_id: ctx.orgId,
        name: input.name,
        number: input.number,
        search_key: projectSearchKey(input.name, input.number),
        customer_id: input.customer_id,
        project_group_id: input.project_group_id,
        ...addressColumns(input.address),
        start_date: input.start_date,
        end_date: input.end_date,
        budget_hours: input.budget_hours ?? null,
        labour_budget_cents: input.labour_budget_cents ?? null,
        notes: input.notes,
        last_activity_at_unix: now,
        created_at_unix: now,
        updated_at_unix: now,
        archived_at_unix: input.status === 'archived' ? now : null,
      });
      await this.projects.setManagers(db, ctx.orgId, projectId, input.manager_ids);
      await this.#audit(db, ctx, projectId, 'create', undefined);
      return projectId;
    });
    return { data: await this.#one(this.db, ctx, id), message: PROJECT_TEXT.created };
  }

  async update(ctx: OrgContext, id: number, patch: ProjectPatch) {
    const before = await this.projects.find(this.db, ctx.orgId, id);
    if (!before) throw new AppError(404, MESSAGES.notFound);
    const isAssigned = await this.projects.isAssigned(ctx.orgId, id, ctx.employeeId);
    if (!can(ctx, 'projects.edit', { isAssigned })) throw new AppError(403, MESSAGES.forbidden);
    this.#checkFinancials(ctx, patch);
    // Managers change who manages a project only with permission 14: an assigned manager
    // cannot hand the project to others or take themselves off it by accident.
    if (patch.manager_ids !== undefined && !can(ctx, 'projects.create'))
      throw new AppError(403, MESSAGES.forbidden);
    if (patch.manager_ids !== undefined)
      this.#checkManagerReach(ctx, patch.manager_ids, before.manager_ids);
    await this.#checkLinks(ctx, patch);
    const start = patch.start_date !== undefined ? patch.start_date : before.start_date;
    const end = patch.end_date !== undefined ? patch.end_date : before.end_date;
    if (start && end && start > end) throw fieldError('start_date', RULE_TEXT.dateRangeOrder);

    const wasArchived = before.archived_at_unix !== null;
    const isArchived = archiveIntent(patch) ?? wasArchived;
    const name = patch.name ?? before.name;
    if (
      !isArchived &&
      (patch.name !== undefined || wasArchived) &&
      (await this.projects.nameTaken(this.db, ctx.orgId, name, id))
    )
      throw fieldError('name', PROJECT_TEXT.nameTaken);

    const now = nowUnix();
    const values = {
      ...updateColumns(patch),
      updated_at_unix: now,
      ...(patch.name !== undefined || patch.number !== undefined
        ? {
            search_key: projectSearchKey(
              name,
              patch.number !== undefined ? patch.number : before.number,
            ),
          }
        : {}),
      ...(isArchived !== wasArchived
        ? {
            archived_at_unix: isArchived ? now : null,
            auto_archived: 0 as const,
            // A project restored by hand starts a new idle period.
            ...(isArchived ? {} : { last_activity_at_unix: now }),
          }
        : {}),
    };
    const action = isArchived === wasArchived ? 'update' : isArchived ? 'archive' : 'unarchive';
    await this.#write(async (db) => {
      const beforeView = await this.#snapshotOf(db, ctx.orgId, id);
      await this.projects.update(db, ctx.orgId, id, values);
      if (patch.manager_ids !== undefined)
        await this.projects.setManagers(db, ctx.orgId, id, patch.manager_ids);
      await this.#audit(db, ctx, id, action, beforeView);
    });
    const message =
      action === 'update'
        ? PROJECT_TEXT.updated
        : action === 'archive'
          ? PROJECT_TEXT.archived
          : PROJECT_TEXT.unarchived;
    return { data: await this.#one(this.db, ctx, id), message };
  }

  /** The project, if the caller may edit it (work sites follow the project's edit rule). */
  async editable(ctx: OrgContext, id: number): Promise<ProjectRow> {
    const row = await this.projects.find(this.db, ctx.orgId, id);
    if (!row) throw new AppError(404, MESSAGES.notFound);
    const isAssigned = await this.projects.isAssigned(ctx.orgId, id, ctx.employeeId);
    if (!can(ctx, 'projects.edit', { isAssigned })) throw new AppError(403, MESSAGES.forbidden);
    return row;
  }

  /** The project, if the caller may read it. */
  async readable(ctx: OrgContext, id: number): Promise<ProjectRow> {
    if (!can(ctx, 'projects.view')) throw new AppError(403, MESSAGES.forbidden);
    const row = await this.projects.find(this.db, ctx.orgId, id);
    if (!row) throw new AppError(404, MESSAGES.notFound);
    return row;
  }

  /** Budget fields from a member without permission 15: refused, not silently dropped. */
  #checkFinancials(
    ctx: OrgContext,
    input: Partial<Record<(typeof FINANCIAL_FIELDS)[number], unknown>>,
  ) {
    if (can(ctx, 'projects.viewFinancials')) return;
    if (FINANCIAL_FIELDS.some((field) => input[field] !== undefined))
      throw new AppError(403, PROJECT_TEXT.financialsForbidden);
  }

  /**
   * A manager reaches only their own people (core.md 6): with permission 14 they may add
   * themselves to a project and keep the managers already on it; assigning other managers is
   * for administrators and provider staff.
   */
  #checkManagerReach(ctx: OrgContext, managerIds: number[], assigned: number[]) {
    if (ctx.isProviderStaff || ctx.roleId === ROLE.admin) return;
    const reachable = new Set([...assigned, ...(ctx.employeeId === null ? [] : [ctx.employeeId])]);
    if (!managerIds.every((id) => reachable.has(id)))
      throw new AppError(403, PROJECT_TEXT.managersForbidden);
  }

  /** Customer, group and managers name items of the organisation (in use). */
  async #checkLinks(
    ctx: OrgContext,
    input: {
      customer_id?: number | null;
      project_group_id?: number | null;
      manager_ids?: number[];
    },
  ) {
    if (
      input.customer_id &&
      !(await this.projects.catalogueItemInUse(ctx.orgId, 'customers', input.customer_id))
    )
      throw fieldError('customer_id', PROJECT_TEXT.unknownCustomer);
    if (
      input.project_group_id &&
      !(await this.projects.catalogueItemInUse(ctx.orgId, 'project_groups', input.project_group_id))
    )
      throw fieldError('project_group_id', PROJECT_TEXT.unknownGroup);
    if (input.manager_ids?.length) {
      const roles = await this.projects.rolesOf(ctx.orgId, input.manager_ids);
      const allManagers = input.manager_ids.every((id) => {
        const role = roles.get(id);
        return role !== undefined && (role === ROLE.admin || isManagerRole(role));
      });
      if (!allManagers) throw fieldError('manager_ids', PROJECT_TEXT.unknownManager);
    }
  }

  /** Rows as the caller sees them (the rows carry their managers and work-site counts). */
  #present(ctx: OrgContext, rows: ProjectRow[]): Project[] {
    const financials = can(ctx, 'projects.viewFinancials');
    return rows.map((row) => {
      const isAssigned = ctx.employeeId !== null && row.manager_ids.includes(ctx.employeeId);
      return toProject(row, { canEdit: can(ctx, 'projects.edit', { isAssigned }), financials });
    });
  }

  async #one(db: Db, ctx: OrgContext, id: number): Promise<Project> {
    const row = await this.projects.find(db, ctx.orgId, id);
    if (!row) throw new AppError(404, MESSAGES.notFound);
    return this.#present(ctx, [row])[0]!;
  }

  /** The whole project, budgets included, as the audit log keeps it. */
  async #snapshotOf(db: Db, orgId: number, id: number) {
    const row = await this.projects.find(db, orgId, id);
    if (!row) return undefined;
    // The work-site count is not part of the project's record (sites have their own audit).
    return snapshot(
      toProject({ ...row, work_sites_count: 0 }, { canEdit: false, financials: true }),
    );
  }

  async #audit(db: Db, ctx: OrgContext, id: number, action: string, before: unknown) {
    await writeAudit(db, {
      actorProfileId: ctx.profileId,
      orgId: ctx.orgId,
      entity: 'project',
      entityId: id,
      action,
      before,
      after: await this.#snapshotOf(db, ctx.orgId, id),
    });
  }

  /** A write in a transaction; two projects racing for one name meet the unique index. */
  async #write<R>(work: (db: Db) => Promise<R>): Promise<R> {
    try {
      return await this.db.transaction().execute((trx) => work(trx as unknown as Db));
    } catch (error) {
      if (isUniqueViolation(error)) throw fieldError('name', PROJECT_TEXT.nameTaken);
      throw error;
    }
  }
}
