import type { Db } from '../../db/connection';
import type { GpsPlaceInput } from './gps-activity';

/** How far around the readings places are looked for: more than the largest geofence (5 mi). */
const MARGIN_METERS = 10_000;
const METERS_PER_DEGREE = 111_195;

export type Box = { south: number; north: number; west: number; east: number };

/** The box around points, widened by MARGIN_METERS on each side. */
export function boxAround(points: ReadonlyArray<{ latitude: number; longitude: number }>): Box {
  const lats = points.map((p) => p.latitude);
  const lngs = points.map((p) => p.longitude);
  const dLat = MARGIN_METERS / METERS_PER_DEGREE;
  const maxLat = Math.min(89, Math.max(...lats.map(Math.abs)) + dLat);
  const dLng = dLat / Math.cos((maxLat * Math.PI) / 180);
  return {
    south: Math.min(...lats) - dLat,
    north: Math.max(...lats) + dLat,
    west: Math.min(...lngs) - dLng,
    east: Math.max(...lngs) + dLng,
  };
}

/**
 * The places the GPS activity names visits after and draws: the organisation's enabled work sites
 * (not archived) and company locations, always in one organisation.
 */
export class GpsPlacesRepository {
  /**
   * The work sites a card's time went to: each allocation's work site, or with none the enabled
   * work sites of its project (as the exceptions read them).
   */
  async cardSites(
    db: Db,
    orgId: number,
    refs: ReadonlyArray<{ project_id: number | null; work_site_id: number | null }>,
  ): Promise<GpsPlaceInput[]> {
    const siteIds = refs.flatMap((ref) => (ref.work_site_id === null ? [] : [ref.work_site_id]));
    const projectIds = refs.flatMap((ref) =>
      ref.work_site_id === null && ref.project_id !== null ? [ref.project_id] : [],
    );
    if (siteIds.length === 0 && projectIds.length === 0) return [];
    const rows = await db
      .selectFrom('work_sites')
      .select([
        'id',
        'name',
        'formatted_place_name',
        'latitude',
        'longitude',
        'geofence_radius_meters',
      ])
      .where('org_id', '=', orgId)
      .where((eb) => {
        const either = [];
        if (siteIds.length > 0) either.push(eb('id', 'in', siteIds));
        if (projectIds.length > 0)
          either.push(
            eb.and([
              eb('project_id', 'in', projectIds),
              eb('enabled', '=', 1),
              eb('archived_at_unix', 'is', null),
            ]),
          );
        return eb.or(either);
      })
      .orderBy('id')
      .execute();
    return rows.map((row) => placeOf('work_site', row));
  }

  /** Enabled work sites and company locations within the box, work sites first, by id. */
  async placesWithin(db: Db, orgId: number, box: Box): Promise<GpsPlaceInput[]> {
    const columns = [
      'id',
      'name',
      'formatted_place_name',
      'latitude',
      'longitude',
      'geofence_radius_meters',
    ] as const;
    const [sites, locations] = await Promise.all([
      db
        .selectFrom('work_sites')
        .select(columns)
        .where('org_id', '=', orgId)
        .where('enabled', '=', 1)
        .where('archived_at_unix', 'is', null)
        .where('latitude', '>=', box.south)
        .where('latitude', '<=', box.north)
        .where('longitude', '>=', box.west)
        .where('longitude', '<=', box.east)
        .orderBy('id')
        .execute(),
      db
        .selectFrom('company_locations')
        .select(columns)
        .where('org_id', '=', orgId)
        .where('enabled', '=', 1)
        .where('latitude', '>=', box.south)
        .where('latitude', '<=', box.north)
        .where('longitude', '>=', box.west)
        .where('longitude', '<=', box.east)
        .orderBy('id')
        .execute(),
    ]);
    return [
      ...sites.map((row) => placeOf('work_site', row)),
      ...locations.map((row) => placeOf('company_location', row)),
    ];
  }
}

function placeOf(
  kind: GpsPlaceInput['kind'],
  row: {
    id: number;
    name: string;
    formatted_place_name: string | null;
    latitude: number;
    longitude: number;
    geofence_radius_meters: number;
  },
): GpsPlaceInput {
  return {
    kind,
    id: row.id,
    name: row.name,
    formattedPlaceName: row.formatted_place_name,
    latitude: Number(row.latitude),
    longitude: Number(row.longitude),
    radiusMeters: Number(row.geofence_radius_meters),
  };
}
