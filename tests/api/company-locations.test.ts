import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COMPANY_LOCATION_TEXT,
  zCompanyLocationListResponse,
  zCompanyLocationResponse,
  type CompanyLocation,
} from '../../contract/company-locations';
import { MESSAGES } from '../../contract/errors';
import { GEOFENCE_RADIUS_MAX_METERS, METERS_PER_MILE } from '../../contract/geofence';
import { RULE_TEXT } from '../../contract/validation';
import type { OrgFixture } from '../../server/db/fixtures';
import { callersOf } from './callers';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
let org: OrgFixture;
let other: OrgFixture;
const { as } = callersOf(() => server);

beforeAll(async () => {
  server = await startTestServer();
  org = await server.fixtures.org({ managers: 1, workers: 1 });
  other = await server.fixtures.org({ managers: 0, workers: 0 });
});
afterAll(async () => server?.close());

const path = (orgId = org.orgId) => `/orgs/${orgId}/company_locations`;
const office = (name: string) => ({
  name,
  geofence_radius_meters: 150,
  place: {
    place_id: 'place-1',
    latitude: 37.7749,
    longitude: -122.4194,
    formatted_place_name: '1 Market St, San Francisco, CA',
  },
});

async function create(body: Record<string, unknown>, orgId = org.orgId, user = org.admin) {
  const response = await as(user, 'POST', path(orgId), body);
  expect(response.status, response.text).toBe(200);
  const parsed = zCompanyLocationResponse.parse(response.body);
  expect(parsed.message).toBe(COMPANY_LOCATION_TEXT.created);
  return parsed.data;
}

async function list(query = '', user: { email: string } = org.admin): Promise<CompanyLocation[]> {
  const response = await as(user, 'GET', `${path()}${query}`);
  expect(response.status, response.text).toBe(200);
  return zCompanyLocationListResponse.parse(response.body).data;
}

describe('company locations: create, filter, edit, delete', () => {
  it('creates a location in the spec’s shape, enabled unless said otherwise', async () => {
    const location = await create(office('  Head office  '));
    expect(location).toMatchObject({
      name: 'Head office',
      org_id: org.orgId,
      geofence_radius_meters: 150,
      enabled: true,
      place: {
        place_id: 'place-1',
        latitude: 37.7749,
        longitude: -122.4194,
        formatted_place_name: '1 Market St, San Francisco, CA',
      },
    });
  });

  it('filters by id (eq) and by name prefix in any case', async () => {
    const yard = await create(office('Yard North'));
    const yard2 = await create(office('Yard South'));
    await create(office('Shop'));
    expect((await list(`?id=${yard.id}`)).map((l) => l.id)).toEqual([yard.id]);
    expect((await list('?name=yArD')).map((l) => l.id)).toEqual([yard.id, yard2.id]);
    // A prefix, not a substring; LIKE wildcards are text.
    expect(await list('?name=North')).toEqual([]);
    expect(await list('?name=%25')).toEqual([]);
    expect((await list('?limit=1')).length).toBe(1);
  });

  it('refuses a name in use, whatever its case', async () => {
    await create(office('Dup Office'));
    const response = await as(org.admin, 'POST', path(), office('DUP OFFICE'));
    expect(response.status).toBe(400);
    expect(response.body.field_hints).toEqual({ name: [COMPANY_LOCATION_TEXT.nameTaken] });
  });

  it('refuses coordinates out of range and keeps the bounds', async () => {
    for (const [place, hints] of [
      [{ latitude: 90.5, longitude: 0 }, { 'place.latitude': [RULE_TEXT.latitudeRange] }],
      [{ latitude: -91, longitude: 0 }, { 'place.latitude': [RULE_TEXT.latitudeRange] }],
      [{ latitude: 0, longitude: 180.01 }, { 'place.longitude': [RULE_TEXT.longitudeRange] }],
      [{ latitude: 0, longitude: -181 }, { 'place.longitude': [RULE_TEXT.longitudeRange] }],
    ] as const) {
      const response = await as(org.admin, 'POST', path(), { ...office('Bad'), place });
      expect(response.status, JSON.stringify(place)).toBe(400);
      expect(response.body.field_hints).toEqual(hints);
    }
    const edge = await create({ ...office('Edge'), place: { latitude: -90, longitude: 180 } });
    expect(edge.place).toMatchObject({ latitude: -90, longitude: 180, place_id: null });
  });

  it('refuses a radius of 0 or of 100 miles, takes the slider’s largest', async () => {
    for (const radius of [0, 100 * METERS_PER_MILE, -5]) {
      const response = await as(org.admin, 'POST', path(), {
        ...office('Radius'),
        geofence_radius_meters: radius,
      });
      expect(response.status, String(radius)).toBe(400);
      expect(response.body.field_hints).toEqual({
        geofence_radius_meters: [COMPANY_LOCATION_TEXT.radiusRange],
      });
    }
    const largest = await create({
      ...office('Largest'),
      geofence_radius_meters: GEOFENCE_RADIUS_MAX_METERS,
    });
    expect(largest.geofence_radius_meters).toBe(GEOFENCE_RADIUS_MAX_METERS);
  });

  it('edits only the fields sent, switches the geofence off, and deletes', async () => {
    const location = await create(office('Editable'));
    const response = await as(org.admin, 'PATCH', `${path()}/${location.id}`, {
      enabled: false,
      geofence_radius_meters: 300.5,
    });
    expect(response.status, response.text).toBe(200);
    expect(response.body.message).toBe(COMPANY_LOCATION_TEXT.updated);
    expect(response.body.data).toMatchObject({
      name: 'Editable',
      enabled: false,
      geofence_radius_meters: 300.5,
      place: { latitude: 37.7749 },
    });
    const deleted = await as(org.admin, 'DELETE', `${path()}/${location.id}`);
    expect(deleted.status, deleted.text).toBe(200);
    expect(deleted.body.message).toBe(COMPANY_LOCATION_TEXT.deleted);
    expect(await list(`?id=${location.id}`)).toEqual([]);
    expect((await as(org.admin, 'DELETE', `${path()}/${location.id}`)).status).toBe(404);
  });
});

describe('who may read and manage company locations', () => {
  let location: CompanyLocation;
  beforeAll(async () => {
    location = await create(office('Permissions'));
  });

  it('lets every member read, workers included', async () => {
    for (const user of [org.workers[0]!, org.managers[0]!])
      expect((await list('', user)).length, user.email).toBeGreaterThan(0);
  });

  it('needs permission 8 to write', async () => {
    for (const user of [org.workers[0]!, org.managers[0]!]) {
      for (const [method, target, body] of [
        ['POST', path(), office('Nope')],
        ['PATCH', `${path()}/${location.id}`, { name: 'Nope' }],
        ['DELETE', `${path()}/${location.id}`, undefined],
      ] as const) {
        const response = await as(user, method, target, body);
        expect(response.status, `${method} ${user.email}`).toBe(403);
        expect(response.body.message).toBe(MESSAGES.forbidden);
      }
    }
  });

  it('answers 404 for another organisation’s location and leaks nothing', async () => {
    const theirs = await create(office('Theirs'), other.orgId, other.admin);
    for (const [method, body] of [
      ['PATCH', { name: 'Mine' }],
      ['DELETE', undefined],
    ] as const) {
      const response = await as(org.admin, method, `${path()}/${theirs.id}`, body);
      expect(response.status, method).toBe(404);
      expect(response.text).not.toContain('Theirs');
    }
    expect(await list(`?id=${theirs.id}`)).toEqual([]);
    const intruder = await as(other.admin, 'GET', path());
    expect(intruder.status).toBe(403);
    expect(intruder.body.message).toBe(MESSAGES.notOrgMember);
  });
});
