/** Shared set-up of the time-card API tests (time-cards*.test.ts). */
import { afterAll, beforeAll, expect } from 'vitest';
import { ROLE } from '../../contract/access';
import {
  zTimeCardListResponse,
  zTimeCardWriteResponse,
  type TimeCardDetail,
} from '../../contract/time-cards';
import type { FixtureUser, OrgFixture } from '../../server/db/fixtures';
import { nowUnix } from '../../server/lib/time';
import { callersOf } from './callers';
import { startTestServer, type ApiResponse, type TestServer } from './harness';

export type TimeCardsWorld = {
  server: TestServer;
  /**
   * The organisation under test (Pro): an administrator, two default managers (21), each
   * with two workers (workers[0], [2] under managers[0]; [1], [3] under managers[1]).
   */
  org: OrgFixture;
  other: OrgFixture;
  /** Variant 23: views all time cards (13), edits only its own workers'. */
  viewAll: FixtureUser;
  /** Variant 25: views and edits all time cards (13, 17), approves nobody (no 104). */
  editAll: FixtureUser;
  staff: FixtureUser;
  /** A project with a work site and a cost code of `org`. */
  project: { id: number; siteId: number; codeId: number };
  secondProject: { id: number; siteId: number };
};

const HOUR = 3600;

/** Starts a server with the fixtures (closed after the file) and gives the calls. */
export function timeCardsWorld() {
  const world = {} as TimeCardsWorld;
  const { as } = callersOf(() => world.server);
  const base = (orgId = world.org.orgId) => `/orgs/${orgId}`;

  beforeAll(async () => {
    world.server = await startTestServer();
    const { fixtures } = world.server;
    world.org = await fixtures.org({ managers: 2, workers: 4 });
    world.other = await fixtures.org({ managers: 1, workers: 1 });
    world.viewAll = await fixtures.member(world.org.orgId, 23, {
      label: 'manager23',
      name: 'Vera Viewall',
    });
    world.editAll = await fixtures.member(world.org.orgId, 25, {
      label: 'manager25',
      name: 'Eddie Editall',
    });
    world.staff = await fixtures.providerStaff(ROLE.providerAdmin);
    const admin = world.org.admin;
    const created = async (path: string, body: unknown) => {
      const response = await as(admin, 'POST', `${base()}${path}`, body);
      expect(response.status, response.text).toBe(200);
      return (response.body as { data: { id: number } }).data.id;
    };
    const site = (name: string, latitude: number) => ({
      name,
      latitude,
      longitude: -121.4835,
      geofence_radius_meters: 80,
    });
    const first = await created('/org_projects', { name: 'Midtown Lofts' });
    world.project = {
      id: first,
      siteId: await created(`/org_projects/${first}/work_sites`, site('Main building', 38.5708)),
      codeId: await created('/job_codes', { code: '03-300', name: 'Concrete' }),
    };
    const second = await created('/org_projects', { name: 'Riverside Townhomes' });
    world.secondProject = {
      id: second,
      siteId: await created(`/org_projects/${second}/work_sites`, site('Phase 1', 38.6)),
    };
  });
  afterAll(async () => world.server?.close());

  /** A call under /v1 with an optional Idempotency-Key. */
  async function call(
    user: { email: string },
    method: string,
    path: string,
    body?: unknown,
    key?: string,
    // Bodies are read loosely, as the harness reads them; tests parse them where the shape matters.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
  ): Promise<ApiResponse<any>> {
    if (key === undefined) return as(user, method, path, body);
    const { tokenOf } = callersOf(() => world.server);
    return world.server.call(method, `/v1${path}`, {
      token: await tokenOf(user),
      headers: { 'idempotency-key': key },
      ...(body === undefined ? {} : { body }),
    });
  }

  /** A card write that must succeed; answers the card. */
  async function ok(response: ApiResponse): Promise<TimeCardDetail> {
    expect(response.status, response.text).toBe(200);
    return zTimeCardWriteResponse.parse(response.body).data;
  }

  const cardsPath = (orgId = world.org.orgId) => `${base(orgId)}/time_cards`;

  async function clockIn(user: FixtureUser, body: Record<string, unknown> = {}) {
    return ok(await call(user, 'POST', cardsPath(), body));
  }

  async function action(
    user: FixtureUser,
    id: number,
    name: 'start_break' | 'end_break' | 'switch' | 'clock_out',
    body: Record<string, unknown> = {},
  ) {
    return call(user, 'POST', `${cardsPath()}/${id}/${name}`, body);
  }

  /** A manual card of `hours` ending `endsAgo` seconds ago; defaults: 8 h ending a day ago. */
  function manualBody(
    employeeId: number,
    options: { endsAgo?: number; hours?: number; extra?: Record<string, unknown> } = {},
  ) {
    const end = nowUnix() - (options.endsAgo ?? 24 * HOUR);
    return {
      employee_id: employeeId,
      clock_in_dt_unix: end - (options.hours ?? 8) * HOUR,
      clock_out_dt_unix: end,
      ...options.extra,
    };
  }

  async function manual(
    user: FixtureUser,
    employeeId: number,
    options: Parameters<typeof manualBody>[1] = {},
  ) {
    return ok(
      await call(user, 'POST', `${base()}/manual_time_cards`, manualBody(employeeId, options)),
    );
  }

  async function list(user: FixtureUser, query = '') {
    const response = await call(user, 'GET', `${cardsPath()}${query}`);
    expect(response.status, response.text).toBe(200);
    return zTimeCardListResponse.parse(response.body);
  }

  /** The card's audit rows, oldest first. */
  async function auditOf(cardId: number) {
    return world.server.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'time_card')
      .where('entity_id', '=', cardId)
      .orderBy('id')
      .execute();
  }

  let people = 0;
  /** A new worker under a manager of `org` (the first by default), with no cards. */
  async function freshWorker(manager: FixtureUser = world.org.managers[0]!) {
    people += 1;
    return world.server.fixtures.member(world.org.orgId, ROLE.worker, {
      label: `tcworker${people}`,
      name: `Terry Timecard${people}`,
      primaryManagerId: manager.employeeId,
    });
  }

  /** Turns an organisation setting on or off straight in the database. */
  async function setOrg(values: Record<string, number>, orgId = world.org.orgId) {
    await world.server.db
      .updateTable('organisations')
      .set(values)
      .where('id', '=', orgId)
      .execute();
  }

  return {
    world,
    call,
    ok,
    base,
    cardsPath,
    clockIn,
    action,
    manualBody,
    manual,
    list,
    auditOf,
    setOrg,
    freshWorker,
    HOUR,
  };
}
