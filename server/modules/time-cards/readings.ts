import type { Insertable } from 'kysely';
import { LOCATION_READINGS_WINDOW_SECONDS } from '../../../contract/time-card-text';
import type { BufferedReading } from '../../../contract/time-card-inputs';
import type { LocationReadingKind } from '../../../contract/time-cards';
import { fieldError } from '../../http/app-error';
import type { LocationReadingTable } from './time-cards.tables';

const READINGS_TEXT = 'Readings must be from the last 12 hours and not in the future';

/**
 * The location rows of one clock action: where the phone was at the action (`position`, taken
 * now) and the readings it kept while the signal was weak. Readings within the card's time go on
 * the card; earlier ones stay the member's (they may tell about the card before). Returns the
 * rows and the time they span, or null without any.
 */
export function readingRows(input: {
  orgId: number;
  employeeId: number;
  cardId: number;
  /** The card's time: readings in it go on the card. */
  cardStart: number;
  now: number;
  kind: LocationReadingKind;
  position: { latitude?: number; longitude?: number };
  buffered: readonly BufferedReading[];
}): { rows: Insertable<LocationReadingTable>[]; from: number; to: number } | null {
  const { now } = input;
  if (
    input.buffered.some(
      (reading) =>
        reading.recorded_at_unix > now ||
        reading.recorded_at_unix < now - LOCATION_READINGS_WINDOW_SECONDS,
    )
  )
    throw fieldError('location_readings', READINGS_TEXT);
  const row = (
    at: number,
    latitude: number,
    longitude: number,
    speed: number | null,
    kind: LocationReadingKind,
  ): Insertable<LocationReadingTable> => ({
    org_id: input.orgId,
    employee_id: input.employeeId,
    time_card_id: at >= input.cardStart ? input.cardId : null,
    recorded_at_unix: at,
    latitude,
    longitude,
    speed_mps: speed,
    kind,
  });
  const rows = input.buffered.map((reading) =>
    row(
      reading.recorded_at_unix,
      reading.latitude,
      reading.longitude,
      reading.speed_mps ?? null,
      'track',
    ),
  );
  const { latitude, longitude } = input.position;
  if (latitude !== undefined && longitude !== undefined)
    rows.push(row(now, latitude, longitude, null, input.kind));
  if (rows.length === 0) return null;
  const times = rows.map((each) => each.recorded_at_unix);
  return { rows, from: Math.min(...times), to: Math.max(...times) };
}
