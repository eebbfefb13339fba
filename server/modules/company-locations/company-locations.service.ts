import type { Updateable } from 'kysely';
import {
  COMPANY_LOCATION_TEXT,
  type CompanyLocation,
  type CompanyLocationCreate,
  type CompanyLocationListQuery,
  type CompanyLocationPatch,
} from '../../../contract/company-locations';
import { MESSAGES } from '../../../contract/errors';
import type { Page } from '../../../contract/pagination';
import type { Db } from '../../db/connection';
import { isUniqueViolation } from '../../db/errors';
import { AppError, fieldError } from '../../http/app-error';
import type { OrgContext } from '../../http/context';
import { writeAudit } from '../../lib/audit';
import { fromFlag, toFlag } from '../../lib/flags';
import { pageMeta } from '../../lib/page-meta';
import { nowUnix } from '../../lib/time';
import type {
  CompanyLocationRow,
  CompanyLocationsRepository,
} from './company-locations.repository';
import type { CompanyLocationTable } from './company-locations.tables';

const AUDIT_ENTITY = 'company_location';

export function toCompanyLocation(row: CompanyLocationRow): CompanyLocation {
  return {
    id: row.id,
    org_id: row.org_id,
    name: row.name,
    geofence_radius_meters: Number(row.geofence_radius_meters),
    enabled: fromFlag(row.enabled),
    place: {
      place_id: row.place_id,
      latitude: Number(row.latitude),
      longitude: Number(row.longitude),
      formatted_place_name: row.formatted_place_name,
    },
    created_at_unix: row.created_at_unix,
    updated_at_unix: row.updated_at_unix,
  };
}

function snapshot(location: CompanyLocation) {
  const { id: _id, org_id: _o, created_at_unix: _c, updated_at_unix: _u, ...rest } = location;
  return rest;
}

function placeColumns(place: CompanyLocationCreate['place']) {
  return {
    place_id: place.place_id,
    latitude: place.latitude,
    longitude: place.longitude,
    formatted_place_name: place.formatted_place_name,
  };
}

function updateColumns(patch: CompanyLocationPatch): Updateable<CompanyLocationTable> {
  return {
    ...(patch.name !== undefined ? { name: patch.name } : {}),
    ...(patch.geofence_radius_meters !== undefined
      ? { geofence_radius_meters: patch.geofence_radius_meters }
      : {}),
    ...(patch.enabled !== undefined ? { enabled: toFlag(patch.enabled) } : {}),
    ...(patch.place !== undefined ? placeColumns(patch.place) : {}),
  };
}

/**
 * Company locations (GET/POST/PATCH/DELETE /orgs/{org_id}/company_locations): read by every
 * member, managed with organisation settings (permission 8; the guard checks both). Names are
 * unique in the organisation whatever their case. Deleting removes the location (time already
 * recorded keeps its own place); `enabled: false` keeps it but switches its geofence off.
 */
export class CompanyLocationsService {
  constructor(
    private readonly db: Db,
    private readonly locations: CompanyLocationsRepository,
  ) {}

  async list(ctx: OrgContext, query: CompanyLocationListQuery): Promise<Page<CompanyLocation>> {
    const { total, rows } = await this.locations.list({
      orgId: ctx.orgId,
      id: query.id,
      namePrefix: query.name || undefined,
      page: query.page,
      limit: query.limit,
    });
    return { data: rows.map(toCompanyLocation), meta: pageMeta(query, total, rows.length) };
  }

  async create(ctx: OrgContext, input: CompanyLocationCreate) {
    await this.#checkName(ctx.orgId, input.name, null);
    const now = nowUnix();
    const id = await this.#write(async (db) => {
      const locationId = await this.locations.insert(db, {
        org_id: ctx.orgId,
        name: input.name,
        geofence_radius_meters: input.geofence_radius_meters,
        enabled: toFlag(input.enabled),
        ...placeColumns(input.place),
        created_at_unix: now,
        updated_at_unix: now,
      });
      const created = await this.locations.find(db, ctx.orgId, locationId);
      await writeAudit(db, {
        actorProfileId: ctx.profileId,
        orgId: ctx.orgId,
        entity: AUDIT_ENTITY,
        entityId: locationId,
        action: 'create',
        after: snapshot(toCompanyLocation(created!)),
      });
      return locationId;
    });
    return { data: await this.#one(ctx.orgId, id), message: COMPANY_LOCATION_TEXT.created };
  }

  async update(ctx: OrgContext, id: number, patch: CompanyLocationPatch) {
    const before = await this.#one(ctx.orgId, id);
    if (patch.name !== undefined) await this.#checkName(ctx.orgId, patch.name, id);
    await this.#write(async (db) => {
      await this.locations.update(db, ctx.orgId, id, {
        ...updateColumns(patch),
        updated_at_unix: nowUnix(),
      });
      const after = await this.locations.find(db, ctx.orgId, id);
      await writeAudit(db, {
        actorProfileId: ctx.profileId,
        orgId: ctx.orgId,
        entity: AUDIT_ENTITY,
        entityId: id,
        action: 'update',
        before: snapshot(before),
        after: snapshot(toCompanyLocation(after!)),
      });
    });
    return { data: await this.#one(ctx.orgId, id), message: COMPANY_LOCATION_TEXT.updated };
  }

  async delete(ctx: OrgContext, id: number) {
    const before = await this.#one(ctx.orgId, id);
    await this.db.transaction().execute(async (trx) => {
      const db = trx as unknown as Db;
      await this.locations.delete(db, ctx.orgId, id);
      await writeAudit(db, {
        actorProfileId: ctx.profileId,
        orgId: ctx.orgId,
        entity: AUDIT_ENTITY,
        entityId: id,
        action: 'delete',
        before: snapshot(before),
      });
    });
    return { message: COMPANY_LOCATION_TEXT.deleted };
  }

  async #checkName(orgId: number, name: string, exceptId: number | null) {
    if (await this.locations.keyTaken(this.db, orgId, name, exceptId))
      throw fieldError('name', COMPANY_LOCATION_TEXT.nameTaken);
  }

  async #one(orgId: number, id: number): Promise<CompanyLocation> {
    const row = await this.locations.find(this.db, orgId, id);
    if (!row) throw new AppError(404, MESSAGES.notFound);
    return toCompanyLocation(row);
  }

  /** A write in a transaction; two locations racing for one name meet the unique index. */
  async #write<R>(work: (db: Db) => Promise<R>): Promise<R> {
    try {
      return await this.db.transaction().execute((trx) => work(trx as unknown as Db));
    } catch (error) {
      if (isUniqueViolation(error)) throw fieldError('name', COMPANY_LOCATION_TEXT.nameTaken);
      throw error;
    }
  }
}
