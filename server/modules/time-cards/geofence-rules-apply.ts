import { TIME_CARD_TEXT } from '../../../contract/time-card-text';
import type { Db } from '../../db/connection';
import { AppError } from '../../http/app-error';
import type { AllocationTarget } from './allocations';
import type { Reading } from './exceptions';
import { geofenceTrimEnd, insideAnySite, siteNames, type NamedGeofence } from './geofence-rules';
import type { MemberRules } from './member-rules';
import type { TimeCardStore } from './time-card-store';

/**
 * The geofences a clock-in on a target must be inside: the work site's when one is named, else
 * the project's enabled work sites in use; none without a project. Sites whose geofence is off
 * restrict nothing.
 */
async function namedGeofences(
  db: Db,
  orgId: number,
  target: AllocationTarget,
): Promise<NamedGeofence[]> {
  if (target.workSiteId === null && target.projectId === null) return [];
  let query = db
    .selectFrom('work_sites')
    .select(['name', 'latitude', 'longitude', 'geofence_radius_meters'])
    .where('org_id', '=', orgId)
    .where('enabled', '=', 1);
  query =
    target.workSiteId !== null
      ? query.where('id', '=', target.workSiteId)
      : query.where('project_id', '=', target.projectId!).where('archived_at_unix', 'is', null);
  const rows = await query.orderBy('name').execute();
  return rows.map((row) => ({
    name: row.name,
    latitude: row.latitude,
    longitude: row.longitude,
    radiusMeters: row.geofence_radius_meters,
  }));
}

/**
 * Geofence clock-in restriction (rule group geofence.restrict_geofence_clockin, plan feature
 * geofence-clock-in-restrictions): clocking in on a project or work site with enabled geofences
 * needs a position inside one of them; without a position, or outside, 403 naming the sites.
 */
export async function checkGeofenceClockIn(
  db: Db,
  orgId: number,
  rules: MemberRules,
  target: AllocationTarget,
  position: { latitude?: number; longitude?: number },
): Promise<void> {
  if (!rules.restrictGeofenceClockIn) return;
  const sites = await namedGeofences(db, orgId, target);
  if (sites.length === 0) return;
  const { latitude, longitude } = position;
  if (latitude === undefined || longitude === undefined)
    throw new AppError(403, TIME_CARD_TEXT.geofenceNoLocation(siteNames(sites)));
  if (!insideAnySite({ latitude, longitude }, sites))
    throw new AppError(403, TIME_CARD_TEXT.geofenceOutside(siteNames(sites)));
}

/**
 * Geofence clock-out trim (rule group geofence.automatic_geofence_clockout_trim, plan feature
 * geofence-clock-in-automations), run once a card is clocked out and its readings are in: when
 * the member's readings left the last stretch's geofences before the clock-out, the payable end
 * becomes the last reading on site. Raw times stay; the trim is a history entry
 * (`geofence_trim`, by nobody) and the answer's payable_clock_out_dt_unix.
 */
export async function trimClockOut(
  store: TimeCardStore,
  db: Db,
  orgId: number,
  cardId: number,
  rules: MemberRules,
): Promise<void> {
  if (!rules.trimGeofenceClockOut) return;
  const card = await store.cards.find(db, orgId, cardId);
  if (!card || card.clock_out_dt_unix === null) return;
  const clockIn = Number(card.clock_in_dt_unix);
  const clockOut = Number(card.clock_out_dt_unix);
  const allocations = (await store.parts.allocationsOf(db, [cardId])).get(cardId) ?? [];
  const [rows, sites] = await Promise.all([
    store.readings.readingsAround(db, orgId, card.employee_id, clockIn, clockOut),
    store.references.geofencesOf(db, orgId, allocations[allocations.length - 1]),
  ]);
  const end = geofenceTrimEnd({
    clockIn,
    clockOut,
    sites,
    readings: rows.map((row): Reading => ({
      at: Number(row.recorded_at_unix),
      latitude: row.latitude,
      longitude: row.longitude,
      speedMps: row.speed_mps,
    })),
  });
  if (end === null) return;
  const before = await store.snapshot(db, orgId, cardId);
  await store.cards.updateCard(db, orgId, cardId, { payable_clock_out_dt_unix: end });
  await store.audit(db, {
    orgId,
    actorProfileId: null,
    cardId,
    action: 'geofence_trim',
    before,
    reason: TIME_CARD_TEXT.geofenceTrimReason,
  });
}
