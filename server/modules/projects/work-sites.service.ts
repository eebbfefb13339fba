import type { Selectable, Updateable } from 'kysely';
import { sql } from 'kysely';
import { MESSAGES } from '../../../contract/errors';
import {
  WORK_SITE_TEXT,
  WORK_SITES_MAX,
  type WorkSite,
  type WorkSiteCreate,
  type WorkSitePatch,
} from '../../../contract/work-sites';
import type { Db } from '../../db/connection';
import { AppError, fieldError } from '../../http/app-error';
import type { OrgContext } from '../../http/context';
import { writeAudit } from '../../lib/audit';
import { nowUnix } from '../../lib/time';
import { addressColumns, addressOf } from './project-values';
import type { ProjectsService } from './projects.service';
import type { WorkSiteTable } from './projects.tables';

type WorkSiteRow = Selectable<WorkSiteTable>;

function toWorkSite(row: WorkSiteRow): WorkSite {
  return {
    id: row.id,
    project_id: row.project_id,
    name: row.name,
    // A site placed on the map only has no address of its own.
    place: row.formatted_place_name === null && row.place_id === null ? null : addressOf(row),
    latitude: row.latitude,
    longitude: row.longitude,
    geofence_radius_meters: row.geofence_radius_meters,
    enabled: row.enabled === 1,
    created_at_unix: row.created_at_unix,
    updated_at_unix: row.updated_at_unix,
    archived_at_unix: row.archived_at_unix,
  };
}

/** The place columns of a site: the address's texts, the site's own coordinates. */
function placeColumns(place: WorkSiteCreate['place']) {
  const { latitude: _la, longitude: _lo, ...texts } = addressColumns(place);
  return texts;
}

/**
 * Work sites of a project (org_projects/{id}/work_sites): read by every member, written by those
 * who may edit the project. Names are unique within the project among sites in use.
 */
export class WorkSitesService {
  constructor(
    private readonly db: Db,
    private readonly projects: ProjectsService,
  ) {}

  async list(ctx: OrgContext, projectId: number, archived: boolean | undefined) {
    await this.projects.readable(ctx, projectId);
    let query = this.db
      .selectFrom('work_sites')
      .selectAll()
      .where('org_id', '=', ctx.orgId)
      .where('project_id', '=', projectId);
    if (archived !== undefined)
      query = query.where('archived_at_unix', archived ? 'is not' : 'is', null);
    const rows = await query
      .orderBy(sql`lower(name)`)
      .orderBy('id')
      .execute();
    return { data: rows.map(toWorkSite) };
  }

  async create(ctx: OrgContext, projectId: number, input: WorkSiteCreate) {
    await this.projects.editable(ctx, projectId);
    const count = await this.db
      .selectFrom('work_sites')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where('project_id', '=', projectId)
      .executeTakeFirstOrThrow();
    if (Number(count.total) >= WORK_SITES_MAX) throw new AppError(400, WORK_SITE_TEXT.tooMany);
    await this.#checkName(ctx.orgId, projectId, input.name, null);
    const now = nowUnix();
    const row = await this.db
      .insertInto('work_sites')
      .values({
        org_id: ctx.orgId,
        project_id: projectId,
        name: input.name,
        ...placeColumns(input.place),
        latitude: input.latitude,
        longitude: input.longitude,
        geofence_radius_meters: input.geofence_radius_meters,
        enabled: input.enabled ? 1 : 0,
        created_at_unix: now,
        updated_at_unix: now,
        archived_at_unix: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const site = await this.#one(ctx.orgId, projectId, row.id);
    await this.#audit(ctx, site.id, 'create', undefined, site);
    return { data: site, message: WORK_SITE_TEXT.created };
  }

  async update(ctx: OrgContext, projectId: number, id: number, patch: WorkSitePatch) {
    await this.projects.editable(ctx, projectId);
    const before = await this.#one(ctx.orgId, projectId, id);
    const wasArchived = before.archived_at_unix !== null;
    const isArchived = patch.is_archived ?? wasArchived;
    if (!isArchived && (patch.name !== undefined || wasArchived))
      await this.#checkName(ctx.orgId, projectId, patch.name ?? before.name, id);
    const now = nowUnix();
    const values: Updateable<WorkSiteTable> = { updated_at_unix: now };
    if (patch.name !== undefined) values.name = patch.name;
    if (patch.place !== undefined) Object.assign(values, placeColumns(patch.place));
    if (patch.latitude !== undefined) values.latitude = patch.latitude;
    if (patch.longitude !== undefined) values.longitude = patch.longitude;
    if (patch.geofence_radius_meters !== undefined)
      values.geofence_radius_meters = patch.geofence_radius_meters;
    if (patch.enabled !== undefined) values.enabled = patch.enabled ? 1 : 0;
    if (isArchived !== wasArchived) values.archived_at_unix = isArchived ? now : null;
    await this.db
      .updateTable('work_sites')
      .set(values)
      .where('org_id', '=', ctx.orgId)
      .where('project_id', '=', projectId)
      .where('id', '=', id)
      .execute();
    const after = await this.#one(ctx.orgId, projectId, id);
    const action = isArchived === wasArchived ? 'update' : isArchived ? 'archive' : 'unarchive';
    await this.#audit(ctx, id, action, before, after);
    const message =
      action === 'update'
        ? WORK_SITE_TEXT.updated
        : action === 'archive'
          ? WORK_SITE_TEXT.archived
          : WORK_SITE_TEXT.unarchived;
    return { data: after, message };
  }

  async remove(ctx: OrgContext, projectId: number, id: number) {
    await this.projects.editable(ctx, projectId);
    const before = await this.#one(ctx.orgId, projectId, id);
    await this.db
      .deleteFrom('work_sites')
      .where('org_id', '=', ctx.orgId)
      .where('project_id', '=', projectId)
      .where('id', '=', id)
      .execute();
    await this.#audit(ctx, id, 'delete', before, undefined);
    return { message: WORK_SITE_TEXT.deleted };
  }

  async #checkName(orgId: number, projectId: number, name: string, exceptId: number | null) {
    let query = this.db
      .selectFrom('work_sites')
      .select('id')
      .where('org_id', '=', orgId)
      .where('project_id', '=', projectId)
      .where('archived_at_unix', 'is', null)
      .where(sql`lower(name)`, '=', name.toLowerCase());
    if (exceptId !== null) query = query.where('id', '<>', exceptId);
    if (await query.executeTakeFirst()) throw fieldError('name', WORK_SITE_TEXT.nameTaken);
  }

  async #one(orgId: number, projectId: number, id: number): Promise<WorkSite> {
    const row = await this.db
      .selectFrom('work_sites')
      .selectAll()
      .where('org_id', '=', orgId)
      .where('project_id', '=', projectId)
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw new AppError(404, MESSAGES.notFound);
    return toWorkSite(row);
  }

  async #audit(ctx: OrgContext, id: number, action: string, before: unknown, after: unknown) {
    await writeAudit(this.db, {
      actorProfileId: ctx.profileId,
      orgId: ctx.orgId,
      entity: 'work_site',
      entityId: id,
      action,
      before,
      after,
    });
  }
}
