import { can } from '../../../contract/access';
import { MESSAGES } from '../../../contract/errors';
import type { GpsActivityResponse, GpsPlace } from '../../../contract/gps-activity';
import { encodePolyline } from '../../../contract/polyline';
import type { Db } from '../../db/connection';
import { AppError } from '../../http/app-error';
import type { OrgContext } from '../../http/context';
import { gpsActivity, type GpsPlaceInput } from './gps-activity';
import { boxAround, type GpsPlacesRepository } from './gps-activity.repository';
import type { TimeCardStore } from './time-card-store';

/** Six decimals, the precision of the polylines (about 11 cm). */
const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

const keyOf = (place: Pick<GpsPlaceInput, 'kind' | 'id'>) => `${place.kind}:${place.id}`;

/**
 * GET time_cards/{id}/gps_activity: the card's GPS activity for its map, read by whoever may read
 * the card (anyone else: 404, as GET time_cards/{id}). Computed on every read from the member's
 * readings during the card (gps-activity.ts), so readings that arrive late show at once.
 */
export class GpsActivityService {
  constructor(
    private readonly db: Db,
    private readonly store: TimeCardStore,
    private readonly places: GpsPlacesRepository,
  ) {}

  async get(ctx: OrgContext, cardId: number, now: number): Promise<GpsActivityResponse> {
    const { db } = this;
    const card = await this.store.cards.find(db, ctx.orgId, cardId);
    const target = card && (await this.store.targetOf(db, ctx, card.employee_id));
    if (!card || !target || !can(ctx, 'timeCards.read', target))
      throw new AppError(404, MESSAGES.notFound);
    const clockIn = Number(card.clock_in_dt_unix);
    const end = Math.max(
      clockIn,
      card.clock_out_dt_unix === null ? now : Number(card.clock_out_dt_unix),
    );
    const [rows, allocations] = await Promise.all([
      this.store.readings.readingsAround(db, ctx.orgId, card.employee_id, clockIn, end),
      this.store.parts.allocationsOf(db, [cardId]),
    ]);
    const readings = rows.map((row) => ({
      at: Number(row.recorded_at_unix),
      latitude: Number(row.latitude),
      longitude: Number(row.longitude),
      speedMps: row.speed_mps === null ? null : Number(row.speed_mps),
    }));
    const [onCard, nearby] = await Promise.all([
      this.places.cardSites(db, ctx.orgId, allocations.get(cardId) ?? []),
      readings.length > 0
        ? this.places.placesWithin(db, ctx.orgId, boxAround(readings))
        : Promise.resolve([]),
    ]);
    const known = new Map<string, GpsPlaceInput>();
    for (const place of [...onCard, ...nearby])
      if (!known.has(keyOf(place))) known.set(keyOf(place), place);

    const segments = gpsActivity({ clockIn, end, readings, places: [...known.values()] });
    const visits = new Map<string, number>();
    for (const segment of segments)
      if (segment.type === 'site_visit' && segment.place)
        visits.set(keyOf(segment.place), (visits.get(keyOf(segment.place)) ?? 0) + 1);

    const onCardKeys = new Set(onCard.map(keyOf));
    const shown = [...onCardKeys, ...[...visits.keys()].filter((key) => !onCardKeys.has(key))];
    const places = shown.map((key): GpsPlace => {
      const place = known.get(key)!;
      return {
        kind: place.kind,
        id: place.id,
        name: place.name,
        formatted_place_name: place.formattedPlaceName,
        latitude: place.latitude,
        longitude: place.longitude,
        geofence_radius_meters: place.radiusMeters,
        is_on_card: onCardKeys.has(key),
        times_visited: visits.get(key) ?? 0,
      };
    });
    return {
      data: segments.map((segment, index) => ({
        id: index + 1,
        activity_type: segment.type,
        polyline: encodePolyline(segment.points.map((p) => [p.latitude, p.longitude] as const)),
        start_dt_unix: segment.start,
        end_dt_unix: segment.end,
        location_reading: {
          latitude: round6(segment.origin.latitude),
          longitude: round6(segment.origin.longitude),
          formatted_place_name: segment.place
            ? (segment.place.formattedPlaceName ?? segment.place.name)
            : null,
        },
        place:
          segment.type === 'site_visit' && segment.place
            ? { kind: segment.place.kind, id: segment.place.id }
            : null,
      })),
      timezone: card.timezone,
      places,
    };
  }
}
