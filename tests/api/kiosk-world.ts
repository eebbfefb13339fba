/** Shared set-up of the kiosk API tests (kiosk*.test.ts). */
import { afterAll, beforeAll, expect } from 'vitest';
import type { FixtureUser, OrgFixture } from '../../server/db/fixtures';
import { callersOf } from './callers';
import { startTestServer, type ApiResponse, type TestServer } from './harness';

export type KioskWorld = {
  server: TestServer;
  /** A Pro organisation whose default time-clock rules allow kiosks. */
  org: OrgFixture;
  other: OrgFixture;
};

/** Starts a server with two organisations (closed after the file) and gives the calls. */
export function kioskWorld() {
  const world = {} as KioskWorld;
  const { as } = callersOf(() => world.server);

  beforeAll(async () => {
    world.server = await startTestServer();
    world.org = await world.server.fixtures.org({ managers: 1, workers: 4 });
    world.other = await world.server.fixtures.org({ managers: 1, workers: 1 });
    for (const orgId of [world.org.orgId, world.other.orgId]) await allowKiosks(orgId, true);
  });
  afterAll(async () => world.server?.close());

  /** Switches kiosks on or off in an organisation's default time-clock rule group. */
  async function allowKiosks(orgId: number, allowed: boolean) {
    await world.server.db
      .updateTable('rule_groups')
      .set({ allow_clock_in_and_clock_out_from_kiosks: allowed ? 1 : 0 })
      .where('org_id', '=', orgId)
      .where('is_organization_default', '=', 1)
      .execute();
  }

  /** Opens a kiosk as the organisation's administrator; answers its id and token. */
  async function openKiosk(org: OrgFixture = world.org, name = 'Front gate') {
    const response = await as(org.admin, 'POST', `/orgs/${org.orgId}/kiosks`, { name });
    expect(response.status, response.text).toBe(200);
    return response.body.data as { id: number; token: string; name: string };
  }

  /** Sets a member's PIN as the organisation's administrator. */
  async function setPin(member: FixtureUser, pin: string, org: OrgFixture = world.org) {
    return as(org.admin, 'PUT', `/orgs/${org.orgId}/employee/${member.employeeId}/kiosk_pin`, {
      pin,
    });
  }

  /** A call of the device with its kiosk token. */
  async function device(
    token: string,
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
    // Bodies are read loosely, as the harness reads them.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
  ): Promise<ApiResponse<any>> {
    return world.server.call(method, `/v1${path}`, {
      headers: { authorization: `Kiosk ${token}`, ...headers },
      ...(body === undefined ? {} : { body }),
    });
  }

  return { world, as, allowKiosks, openKiosk, setPin, device };
}
