import { beforeAll, describe, expect, it } from 'vitest';
import { zGpsActivityResponse } from '../../contract/gps-activity';
import { decodePolyline } from '../../contract/polyline';
import type { FixtureUser } from '../../server/db/fixtures';
import { timeCardsWorld } from './time-cards-world';

/**
 * GET time_cards/{id}/gps_activity: the card's readings cut into site visits, driving and gaps,
 * named after work sites and company locations, with the places the map draws; read by whoever
 * may read the card, 404 for anyone else.
 */
const t = timeCardsWorld();
const { world, HOUR } = t;

/** Metres in one degree of latitude (contract/geofence.ts's sphere). */
const METERS_PER_DEGREE = (6_371_008.8 * Math.PI) / 180;
const SITE = { latitude: 38.5708, longitude: -121.4835 }; // world.project's work site
const STEP = 390; // metres per 30 s at 13 m/s
const YARD = {
  latitude: SITE.latitude - (6 * STEP) / METERS_PER_DEGREE,
  longitude: SITE.longitude,
};

type Reading = { at: number; latitude: number; longitude: number };

let worker: FixtureUser;
let yardId: number;

beforeAll(async () => {
  worker = await t.freshWorker(world.org.managers[0]);
  const response = await t.call(world.org.admin, 'POST', `${t.base()}/company_locations`, {
    name: 'South yard',
    geofence_radius_meters: 60,
    place: { ...YARD, place_id: null, formatted_place_name: '900 Yard Rd, Sacramento, CA' },
  });
  expect(response.status, response.text).toBe(200);
  yardId = (response.body as { data: { id: number } }).data.id;
});

const gpsPath = (cardId: number, orgId = world.org.orgId) =>
  `${t.cardsPath(orgId)}/${cardId}/gps_activity`;

async function readingsFor(employeeId: number, cardId: number | null, readings: Reading[]) {
  await world.server.db
    .insertInto('location_readings')
    .values(
      readings.map((reading) => ({
        org_id: world.org.orgId,
        employee_id: employeeId,
        time_card_id: cardId,
        recorded_at_unix: reading.at,
        latitude: reading.latitude,
        longitude: reading.longitude,
        speed_mps: null,
        kind: 'track',
      })),
    )
    .execute();
}

/** Readings every `every` seconds from `from` to `to` at one point. */
const still = (from: number, to: number, point: typeof SITE, every = 60): Reading[] =>
  Array.from({ length: Math.floor((to - from) / every) + 1 }, (_, i) => ({
    at: from + i * every,
    ...point,
  }));

/** A four-hour card of the worker on the project's work site, ending a day ago. */
async function siteCard(employeeId: number, endsAgo = 24 * HOUR) {
  return t.ok(
    await t.call(world.org.admin, 'POST', `${t.base()}/manual_time_cards`, {
      ...t.manualBody(employeeId, { endsAgo, hours: 4 }),
      allocations: [
        { org_project_id: world.project.id, work_site_id: world.project.siteId, seconds: 4 * HOUR },
      ],
    }),
  );
}

async function gps(user: FixtureUser, cardId: number, orgId?: number) {
  const response = await t.call(user, 'GET', gpsPath(cardId, orgId));
  expect(response.status, response.text).toBe(200);
  return zGpsActivityResponse.parse(response.body);
}

describe('GET time_cards/{id}/gps_activity', () => {
  it('cuts the day into visits, a drive and lost signal, named after the places', async () => {
    const card = await siteCard(worker.employeeId);
    const c = card.clock_in_dt_unix;
    const drive: Reading[] = Array.from({ length: 6 }, (_, i) => ({
      at: c + 600 + (i + 1) * 30,
      latitude: YARD.latitude + ((i + 1) * STEP) / METERS_PER_DEGREE,
      longitude: YARD.longitude,
    }));
    const arrived = c + 780;
    await readingsFor(worker.employeeId, card.id, [
      ...still(c, c + 600, YARD), // 10 min at the yard
      ...drive, // 3 min driving to the site
      ...still(arrived + 60, arrived + HOUR, SITE), // an hour on site
      ...still(arrived + HOUR + 1800, arrived + 2 * HOUR, SITE), // 30 min without a signal, back
    ]);
    // Readings outside the card, and another member's, are not the card's activity.
    await readingsFor(worker.employeeId, null, [{ at: c - 300, ...YARD }]);
    await readingsFor(world.org.workers[0]!.employeeId, null, still(c, c + 900, SITE));

    const answer = await gps(world.org.admin, card.id);
    expect(answer.timezone).toBe(card.timezone);
    expect(
      answer.data.map((item) => [
        item.id,
        item.activity_type,
        item.start_dt_unix - c,
        item.end_dt_unix - c,
        item.location_reading.formatted_place_name,
      ]),
    ).toEqual([
      [1, 'site_visit', 0, 600, '900 Yard Rd, Sacramento, CA'],
      [2, 'driving', 600, 780, '900 Yard Rd, Sacramento, CA'],
      [3, 'site_visit', 780, 780 + HOUR, 'Main building'],
      [4, 'no_signal', 780 + HOUR, 780 + HOUR + 1800, null],
      [5, 'site_visit', 780 + HOUR + 1800, 780 + 2 * HOUR, 'Main building'],
      [6, 'no_signal', 780 + 2 * HOUR, 4 * HOUR, null],
    ]);
    const [yardVisit, driving, siteVisit] = answer.data;
    expect(yardVisit!.place).toEqual({ kind: 'company_location', id: yardId });
    expect(siteVisit!.place).toEqual({ kind: 'work_site', id: world.project.siteId });
    expect(driving!.place).toBeNull();
    // The drive's track: from the yard's last reading through each reading to the site, 6 decimals.
    const track = decodePolyline(driving!.polyline);
    expect(track).toHaveLength(7);
    expect(track[0]).toEqual([Number(YARD.latitude.toFixed(6)), YARD.longitude]);
    expect(track[6]).toEqual([SITE.latitude, SITE.longitude]);
    expect(decodePolyline(answer.data[3]!.polyline)).toEqual([
      [SITE.latitude, SITE.longitude],
      [SITE.latitude, SITE.longitude],
    ]);

    expect(answer.places).toEqual([
      {
        kind: 'work_site',
        id: world.project.siteId,
        name: 'Main building',
        formatted_place_name: null,
        ...SITE,
        geofence_radius_meters: 80,
        is_on_card: true,
        times_visited: 2,
      },
      {
        kind: 'company_location',
        id: yardId,
        name: 'South yard',
        formatted_place_name: '900 Yard Rd, Sacramento, CA',
        ...YARD,
        geofence_radius_meters: 60,
        is_on_card: false,
        times_visited: 1,
      },
    ]);
  });

  it('answers no activity for a card without readings, and still shows its work site', async () => {
    const card = await siteCard(worker.employeeId, 48 * HOUR);
    const answer = await gps(world.org.admin, card.id);
    expect(answer.data).toEqual([]);
    expect(
      answer.places.map((place) => [place.name, place.is_on_card, place.times_visited]),
    ).toEqual([['Main building', true, 0]]);
  });

  it('lets those who read the card read its activity, and hides it from everyone else', async () => {
    const card = await siteCard(worker.employeeId, 72 * HOUR);
    const status = async (user: FixtureUser, orgId?: number) =>
      (await t.call(user, 'GET', gpsPath(card.id, orgId))).status;
    // The worker, their manager, and everyone's readers (13).
    expect(await status(worker)).toBe(200);
    expect(await status(world.org.managers[0]!)).toBe(200);
    expect(await status(world.viewAll)).toBe(200);
    // Another worker, another manager's crew, another organisation: not found.
    expect(await status(world.org.workers[0]!)).toBe(404);
    expect(await status(world.org.managers[1]!)).toBe(404);
    const foreign = await t.call(world.other.admin, 'GET', gpsPath(card.id, world.other.orgId));
    expect(foreign.status).toBe(404);
    expect(foreign.body).toMatchObject({ status_code: 404 });
    // Not a member of the organisation in the path: refused before the card is looked at.
    expect(await status(world.other.admin)).toBe(403);
    // A deleted card has no activity either.
    await t.call(world.org.admin, 'DELETE', `${t.cardsPath()}/${card.id}`);
    expect(await status(world.org.admin)).toBe(404);
  });
});
