import { MESSAGES } from '../../../contract/errors';
import { can, isTeamManagerRole, isTimeApproverFor } from '../../../contract/access';
import type { Page } from '../../../contract/pagination';
import {
  TEAM_TEXT,
  type EmployeesAndTeams,
  type EmployeesAndTeamsQuery,
  type Team,
  type TeamCreate,
  type TeamListQuery,
  type TeamPatch,
  type TeamsBulkPatch,
} from '../../../contract/teams';
import { RULE_TEXT } from '../../../contract/validation';
import type { Db } from '../../db/connection';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../http/app-error';
import type { OrgContext } from '../../http/context';
import { fromFlag } from '../../lib/flags';
import { nowUnix } from '../../lib/time';
import { writeAudit } from '../../lib/audit';
import { listScope } from '../visibility/visibility.service';
import type { TeamPersonRow, TeamRow, TeamsRepository } from './teams.repository';
import { pageMeta } from '../../lib/page-meta';

export { memberTeams, type MemberTeams } from './member-teams';
export { managedTeamIds, openTeamIds } from './team-ids';

const unique = (ids: readonly number[]) => [...new Set(ids)];

/** Builds team answers from their rows and the people rows of those teams (already ordered). */
export function toTeams(rows: readonly TeamRow[], people: readonly TeamPersonRow[]): Team[] {
  const teams = new Map<number, Team>(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        name: row.name,
        employees: [],
        managers: [],
        created_at_unix: row.created_at_unix,
        archived_at_unix: row.archived_at_unix,
      },
    ]),
  );
  for (const person of people) {
    const team = teams.get(person.group_id);
    if (!team) continue;
    (person.is_manager === 1 ? team.managers : team.employees).push({
      employee_id: person.employee_id,
      display_name: person.display_name,
      is_saas_enabled: fromFlag(person.is_saas_enabled),
    });
  }
  return rows.map((row) => teams.get(row.id)!);
}

/** What the audit log keeps of a team. */
function snapshot(team: Team) {
  return {
    name: team.name,
    employee_ids: team.employees.map((person) => person.employee_id),
    manager_ids: team.managers.map((person) => person.employee_id),
    archived_at_unix: team.archived_at_unix,
  };
}

type Hints = Record<string, string[]>;

/**
 * Teams and the people picker. Who may read teams (team.view) and create, edit, archive and
 * delete them (team.manage: not managers, as a team names its managers) is the guard's check
 * of each route's policy (contract/route-access.ts); the service keeps the rows' rules.
 */
export class TeamsService {
  constructor(
    private readonly db: Db,
    private readonly teams: TeamsRepository,
  ) {}

  async #load(db: Db, orgId: number, ids: readonly number[]): Promise<Team[]> {
    const rows = await this.teams.find(db, orgId, ids);
    return toTeams(rows, await this.teams.people(db, orgId, ids));
  }

  async #one(orgId: number, id: number): Promise<Team> {
    const [team] = await this.#load(this.db, orgId, [id]);
    if (!team) throw new AppError(404, MESSAGES.notFound);
    return team;
  }

  /**
   * The members a form asks for: the people named (each of this organisation, not removed) plus,
   * with include_all_employees, every current active team member. Problems go into `hints`.
   */
  async #memberIds(
    ctx: OrgContext,
    input: { employee_ids?: number[] | undefined; include_all_employees?: boolean | undefined },
    hints: Hints,
  ): Promise<number[] | undefined> {
    if (input.employee_ids === undefined && input.include_all_employees !== true) return undefined;
    const named = unique(input.employee_ids ?? []);
    const found = await this.teams.members(this.db, ctx.orgId, named);
    if (found.length !== named.length) {
      hints.employee_ids = [TEAM_TEXT.employeesInvalid];
      return undefined;
    }
    const ids = input.include_all_employees
      ? unique([...named, ...(await this.teams.activeEmployeeIds(this.db, ctx.orgId))])
      : named;
    if (!ids.length) hints.employee_ids = [RULE_TEXT.required];
    return ids;
  }

  /** The managers named: each a manager or administrator of this organisation, not removed. */
  async #managerIds(
    ctx: OrgContext,
    managerIds: number[] | undefined,
    hints: Hints,
  ): Promise<number[] | undefined> {
    if (managerIds === undefined) return undefined;
    const ids = unique(managerIds);
    const found = await this.teams.members(this.db, ctx.orgId, ids);
    if (found.length !== ids.length || !found.every((row) => isTeamManagerRole(row.role_id))) {
      hints.manager_ids = [TEAM_TEXT.managersInvalid];
    }
    return ids;
  }

  async #checkName(
    ctx: OrgContext,
    name: string | undefined,
    exceptId: number | null,
    hints: Hints,
  ) {
    if (name !== undefined && (await this.teams.nameTaken(this.db, ctx.orgId, name, exceptId)))
      hints.name = [TEAM_TEXT.nameTaken];
  }

  /** GET /orgs/{org_id}/employee_group_list: one page of teams with their people (two queries). */
  async list(ctx: OrgContext, query: TeamListQuery): Promise<Page<Team>> {
    const { total, rows } = await this.teams.list({
      orgId: ctx.orgId,
      archived: query.isArchived ?? query.is_archived,
      search: query.search || query.searchText || undefined,
      sortBy: query.sort_by,
      page: query.page,
      limit: query.limit,
    });
    const people = await this.teams.people(
      this.db,
      ctx.orgId,
      rows.map((row) => row.id),
    );
    return {
      data: toTeams(rows, people),
      meta: pageMeta(query, total, rows.length),
    };
  }

  /** POST /orgs/{org_id}/employee_group. */
  async create(ctx: OrgContext, input: TeamCreate) {
    const hints: Hints = {};
    const [employeeIds, managerIds] = await Promise.all([
      this.#memberIds(ctx, input, hints),
      this.#managerIds(ctx, input.manager_ids, hints),
      this.#checkName(ctx, input.name, null, hints),
    ]);
    if (Object.keys(hints).length)
      throw new AppError(400, MESSAGES.validation, { field_hints: hints });
    const now = nowUnix();
    const id = await this.#write(async (trx) => {
      const teamId = await this.teams.insert(trx, ctx.orgId, input.name, now);
      await this.teams.replacePeople(
        trx,
        'employee_group_members',
        ctx.orgId,
        teamId,
        employeeIds ?? [],
      );
      await this.teams.replacePeople(
        trx,
        'employee_group_managers',
        ctx.orgId,
        teamId,
        managerIds ?? [],
      );
      await writeAudit(trx, {
        actorProfileId: ctx.profileId,
        orgId: ctx.orgId,
        entity: 'employee_group',
        entityId: teamId,
        action: 'create',
        after: {
          name: input.name,
          employee_ids: employeeIds,
          manager_ids: managerIds,
          include_all_employees: input.include_all_employees,
        },
      });
      return teamId;
    });
    return { data: await this.#one(ctx.orgId, id), message: TEAM_TEXT.created };
  }

  /** PATCH /orgs/{org_id}/employee_group/{employee_group_id}: only the fields sent change. */
  async update(ctx: OrgContext, id: number, patch: TeamPatch) {
    const before = await this.#one(ctx.orgId, id);
    const hints: Hints = {};
    const [employeeIds, managerIds] = await Promise.all([
      this.#memberIds(ctx, patch, hints),
      this.#managerIds(ctx, patch.manager_ids, hints),
      this.#checkName(ctx, patch.name, id, hints),
    ]);
    if (Object.keys(hints).length)
      throw new AppError(400, MESSAGES.validation, { field_hints: hints });
    const values: { name?: string; archived_at_unix?: number | null } = {};
    if (patch.name !== undefined) values.name = patch.name;
    if (patch.is_archived !== undefined)
      values.archived_at_unix = patch.is_archived ? (before.archived_at_unix ?? nowUnix()) : null;
    await this.#write(async (trx) => {
      await this.teams.update(trx, ctx.orgId, id, values);
      if (employeeIds)
        await this.teams.replacePeople(trx, 'employee_group_members', ctx.orgId, id, employeeIds);
      if (managerIds)
        await this.teams.replacePeople(trx, 'employee_group_managers', ctx.orgId, id, managerIds);
      const [after] = await this.#load(trx, ctx.orgId, [id]);
      await writeAudit(trx, {
        actorProfileId: ctx.profileId,
        orgId: ctx.orgId,
        entity: 'employee_group',
        entityId: id,
        action: 'update',
        before: snapshot(before),
        after: after ? snapshot(after) : undefined,
      });
    });
    return { data: await this.#one(ctx.orgId, id), message: TEAM_TEXT.updated };
  }

  /** PATCH /orgs/{org_id}/employee_groups: archives or unarchives several teams at once. */
  async bulkArchive(ctx: OrgContext, input: TeamsBulkPatch) {
    const ids = unique(input.employee_group_ids);
    const rows = await this.teams.find(this.db, ctx.orgId, ids);
    if (rows.length !== ids.length)
      throw new AppError(400, MESSAGES.validation, {
        field_hints: { employee_group_ids: [TEAM_TEXT.teamsInvalid] },
      });
    const now = nowUnix();
    const changing = rows.filter((row) => (row.archived_at_unix !== null) !== input.is_archived);
    await this.#write(async (trx) => {
      await this.teams.setArchived(
        trx,
        ctx.orgId,
        changing.map((row) => row.id),
        input.is_archived ? now : null,
      );
      for (const row of changing) {
        await writeAudit(trx, {
          actorProfileId: ctx.profileId,
          orgId: ctx.orgId,
          entity: 'employee_group',
          entityId: row.id,
          action: input.is_archived ? 'archive' : 'unarchive',
          before: { archived_at_unix: row.archived_at_unix },
          after: { archived_at_unix: input.is_archived ? now : null },
        });
      }
    });
    const teams = await this.#load(this.db, ctx.orgId, ids);
    const order = new Map(ids.map((teamId, index) => [teamId, index]));
    teams.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
    return {
      data: teams,
      message: input.is_archived
        ? TEAM_TEXT.archived(ids.length)
        : TEAM_TEXT.unarchived(ids.length),
    };
  }

  /** DELETE /orgs/{org_id}/employee_group/{employee_group_id}. */
  async delete(ctx: OrgContext, id: number) {
    const before = await this.#one(ctx.orgId, id);
    await this.#write(async (trx) => {
      await this.teams.delete(trx, ctx.orgId, id);
      await writeAudit(trx, {
        actorProfileId: ctx.profileId,
        orgId: ctx.orgId,
        entity: 'employee_group',
        entityId: id,
        action: 'delete',
        before: snapshot(before),
      });
    });
    return { message: TEAM_TEXT.deleted };
  }

  /**
   * GET /orgs/{org_id}/employees_and_employee_groups: the people a picker offers, in the caller's
   * scope (workers only themselves; managers their own workers and themselves unless they may
   * view all time cards), each with whether the caller manages them and approves their time
   * and the rule groups they follow (which the caller may already read person by person),
   * and the teams in use with their members among those people. Workers get no teams, as they
   * may not list them.
   */
  async employeesAndTeams(
    ctx: OrgContext,
    query: EmployeesAndTeamsQuery,
  ): Promise<{ data: EmployeesAndTeams }> {
    // Provider staff act in the organisation without being one of its managers.
    const viewerId = ctx.isProviderStaff ? null : ctx.employeeId;
    const rows = await this.teams.pickerEmployees({
      orgId: ctx.orgId,
      scope: listScope(ctx),
      viewerEmployeeId: viewerId,
      includeDeactivated: query.include_deactivated_employees,
      now: nowUnix(),
    });
    const viewer = { roleId: ctx.roleId, employeeId: viewerId };
    const employees = rows.map((row) => {
      const isMyWorker = Number(row.is_my_worker) === 1;
      return {
        employee_id: row.employee_id,
        display_name: row.display_name,
        is_saas_enabled: fromFlag(row.is_saas_enabled),
        is_my_worker: isMyWorker,
        is_time_approver_for_worker: isTimeApproverFor(viewer, {
          employeeId: row.employee_id,
          isMyWorker,
        }),
        rule_group_id: row.rule_group_id,
        project_time_rule_group_id: row.project_time_rule_group_id,
      };
    });
    if (!can(ctx, 'team.view')) return { data: { employees, employee_groups: [] } };
    const position = new Map(employees.map((person, index) => [person.employee_id, index]));
    const { teams, members } = await this.teams.pickerTeams(ctx.orgId);
    const memberIds = new Map<number, number[]>(teams.map((team) => [team.id, []]));
    for (const member of members) {
      if (position.has(member.employee_id))
        memberIds.get(member.group_id)?.push(member.employee_id);
    }
    return {
      data: {
        employees,
        employee_groups: teams.map((team) => ({
          id: team.id,
          name: team.name,
          employee_ids: (memberIds.get(team.id) ?? []).sort(
            (a, b) => position.get(a)! - position.get(b)!,
          ),
        })),
      },
    };
  }

  /** Runs a write in one transaction; a name taken meanwhile answers as the check would. */
  async #write<T>(work: (trx: Db) => Promise<T>): Promise<T> {
    try {
      return await this.db.transaction().execute(work);
    } catch (error) {
      if (isUniqueViolation(error))
        throw new AppError(400, MESSAGES.validation, {
          field_hints: { name: [TEAM_TEXT.nameTaken] },
        });
      throw error;
    }
  }
}
