import type { Updateable } from 'kysely';
import { can } from '../../../contract/access';
import {
  COST_CODE_TEXT,
  type CostCode,
  type CostCodeCreate,
  type CostCodeListQuery,
  type CostCodePatch,
} from '../../../contract/cost-codes';
import type { Page } from '../../../contract/pagination';
import type { Db } from '../../db/connection';
import { fieldError } from '../../http/app-error';
import type { OrgContext } from '../../http/context';
import { ArchivableCatalogue } from '../../lib/catalogue/archivable-catalogue';
import type { CostCodesRepository, JobCodeRow } from './cost-codes.repository';
import type { JobCodeTable } from './cost-codes.tables';

function toCostCode(row: JobCodeRow): CostCode {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    project_ids: [],
    created_at_unix: row.created_at_unix,
    updated_at_unix: row.updated_at_unix,
    archived_at_unix: row.archived_at_unix,
  };
}

/** What the audit log keeps of a code. */
function snapshot(code: CostCode) {
  const { id: _id, created_at_unix: _c, updated_at_unix: _u, ...rest } = code;
  return rest;
}

function updateColumns(patch: CostCodePatch): Updateable<JobCodeTable> {
  const values: Updateable<JobCodeTable> = {};
  if (patch.code !== undefined) values.code = patch.code;
  if (patch.name !== undefined) values.name = patch.name;
  return values;
}

/** Projects a code is limited to are projects of its own organisation. */
async function checkProjects(
  codes: CostCodesRepository,
  ctx: OrgContext,
  projectIds: number[] | undefined,
) {
  if (!projectIds?.length) return;
  if ((await codes.countOrgProjects(ctx.orgId, projectIds)) !== projectIds.length)
    throw fieldError('project_ids', COST_CODE_TEXT.unknownProject);
}

/**
 * Cost codes (GET/POST/PATCH /orgs/{org_id}/job_codes): read by every member (workers pick
 * them), written by holders of permission 14; the plan guard refuses organisations without
 * project tracking. A code limited to projects names projects of its own organisation.
 */
export class CostCodesService extends ArchivableCatalogue<
  'job_codes',
  'code',
  CostCode,
  CostCodeCreate,
  CostCodePatch
> {
  constructor(
    db: Db,
    private readonly codes: CostCodesRepository,
  ) {
    super(db, codes, {
      auditEntity: 'job_code',
      texts: { ...COST_CODE_TEXT, keyTaken: COST_CODE_TEXT.codeTaken },
      canRead: (ctx) => can(ctx, 'projects.view'),
      canWrite: (ctx) => can(ctx, 'projects.create'),
      toItem: toCostCode,
      snapshot,
      insertColumns: (input) => ({ code: input.code, name: input.name }),
      updateColumns,
      checkCreate: (ctx, input) => checkProjects(codes, ctx, input.project_ids),
      checkPatch: (ctx, _before, patch) => checkProjects(codes, ctx, patch.project_ids),
      writeLinks: async (trx, id, input, isNew) => {
        if (input.project_ids !== undefined)
          await codes.setProjects(trx, id, input.project_ids, isNew);
      },
      withLinks: async (trx, items) => {
        const byCode = await codes.projectIdsOf(
          trx,
          items.map((item) => item.id),
        );
        return items.map((item) => ({ ...item, project_ids: byCode.get(item.id) ?? [] }));
      },
    });
  }

  /**
   * GET /orgs/{org_id}/job_codes, optionally only the codes usable on one project, which must be
   * a project of the organisation (another's id would list every unrestricted code as usable).
   */
  async listCodes(ctx: OrgContext, query: CostCodeListQuery): Promise<Page<CostCode>> {
    const projectId = query.org_project_id;
    if (projectId && (await this.codes.countOrgProjects(ctx.orgId, [projectId])) !== 1)
      throw fieldError('org_project_id', COST_CODE_TEXT.unknownProject);
    return this.list(ctx, query, projectId ? this.codes.usableOn(projectId) : undefined);
  }
}
