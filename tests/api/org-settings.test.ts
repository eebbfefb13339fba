import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../contract/access';
import { MESSAGES } from '../../contract/errors';
import { TIME_ROUND_MINUTES, zOrgResponse } from '../../contract/orgs';
import type { FixtureUser, OrgFixture } from '../../server/db/fixtures';
import { callersOf } from './callers';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
const { as } = callersOf(() => server);
let org: OrgFixture;
let other: OrgFixture;
let recruiter: FixtureUser;

beforeAll(async () => {
  server = await startTestServer();
  org = await server.fixtures.org({ name: 'Alpha Framing', managers: 1, workers: 1 });
  other = await server.fixtures.org({ name: 'Beta Concrete', managers: 0, workers: 1 });
  recruiter = await server.fixtures.providerStaff(ROLE.providerRecruiter);
});
afterAll(async () => server?.close());

const path = () => `/orgs/${org.orgId}`;
async function read() {
  return zOrgResponse.parse((await as(org.admin, 'GET', path())).body).data;
}

describe('PATCH /orgs/{org_id}: the settings hub', () => {
  it('saves every setting of the time, project and company tabs and answers the four fields', async () => {
    const body = {
      time_round_minutes: 15,
      is_meal_break_enabled: true,
      is_split_tc_enabled: true,
      enable_time_card_editing: true,
      requires_location_tracking: true,
      requires_cost_allocation: true,
      is_breaks_paid: true,
      auto_archive_projects_after_days: 90,
      is_auto_restore_projects: true,
      timezone: 'America/Chicago',
      name: 'Alpha Framing LLC',
      about: 'Framing crews in Texas.',
      license_no: 'TX-1234',
      state: 'TX',
      company_size: '21-50',
    };
    const response = await as(org.admin, 'PATCH', path(), body);
    expect(response.status, response.text).toBe(200);
    expect(response.body).toEqual({
      data: {
        id: org.orgId,
        is_split_tc_enabled: true,
        is_meal_break_enabled: true,
        time_round_minutes: 15,
      },
    });
    expect(await read()).toMatchObject(body);
  });

  it('auto-archive is off (null) or a whole number of days from 1 to 3650', async () => {
    for (const days of [1, 3650, null]) {
      const response = await as(org.admin, 'PATCH', path(), {
        auto_archive_projects_after_days: days,
      });
      expect(response.status, String(days)).toBe(200);
      expect((await read()).auto_archive_projects_after_days).toBe(days);
    }
    for (const days of [0, -5, 3651, 1.5, '30']) {
      const response = await as(org.admin, 'PATCH', path(), {
        auto_archive_projects_after_days: days,
      });
      expect(response.status, String(days)).toBe(400);
      expect(Object.keys(response.body.field_hints ?? {})).toEqual([
        'auto_archive_projects_after_days',
      ]);
    }
  });

  it('rounds only to the listed minutes', async () => {
    for (const minutes of TIME_ROUND_MINUTES) {
      const response = await as(org.admin, 'PATCH', path(), { time_round_minutes: minutes });
      expect(response.status, String(minutes)).toBe(200);
      expect(response.body.data.time_round_minutes).toBe(minutes);
    }
    for (const minutes of [2, 7, 60, -1, null]) {
      const response = await as(org.admin, 'PATCH', path(), { time_round_minutes: minutes });
      expect(response.status, String(minutes)).toBe(400);
    }
    const invalidZone = await as(org.admin, 'PATCH', path(), { timezone: 'Mars/Olympus' });
    expect(invalidZone.status).toBe(400);
    expect(invalidZone.body.field_hints).toEqual({ timezone: [MESSAGES.invalidTimezone] });
  });

  it('needs permission 8: managers, workers, recruiters and other organisations are refused', async () => {
    const before = await read();
    for (const user of [org.managers[0]!, org.workers[0]!, recruiter, other.admin]) {
      const response = await as(user, 'PATCH', path(), { time_round_minutes: 30 });
      expect(response.status, user.email).toBe(403);
    }
    expect((await read()).time_round_minutes).toBe(before.time_round_minutes);
  });
});
