/** Shared set-up of the time-off API tests (time-off-*.test.ts). */
import { afterAll, beforeAll, expect } from 'vitest';
import { ROLE } from '../../contract/access';
import {
  zLeavePolicyResponse,
  zTimeOffBalancesResponse,
  zTimeOffRequestResponse,
  type LeavePolicy,
  type TimeOffBalance,
  type TimeOffRequest,
} from '../../contract/time-off';
import type { FixtureUser, OrgFixture } from '../../server/db/fixtures';
import { callersOf } from './callers';
import { startTestServer, type ApiResponse, type TestServer } from './harness';

export type TimeOffWorld = {
  server: TestServer;
  /**
   * Pro (the fixtures' plan), in Los Angeles: an administrator, two default managers (21), four
   * workers (workers[0], [2] under managers[0]; [1], [3] under managers[1]).
   */
  org: TimeOffOrg;
  other: OrgFixture;
  /** Starter (plan 1 of migration 0001): time off is not in it. */
  starter: OrgFixture;
  staff: FixtureUser;
};
type TimeOffOrg = OrgFixture;

/** Starts a server with the organisations (closed after the file) and gives the calls. */
export function timeOffWorld() {
  const world = {} as TimeOffWorld;
  const { as } = callersOf(() => world.server);

  beforeAll(async () => {
    world.server = await startTestServer();
    const { fixtures, db } = world.server;
    world.org = await fixtures.org({ managers: 2, workers: 4 });
    world.other = await fixtures.org({ managers: 1, workers: 1 });
    world.starter = await fixtures.org({ managers: 1, workers: 1 });
    world.staff = await fixtures.providerStaff(ROLE.providerAdmin);
    await db
      .updateTable('organisations')
      .set({ plan_id: 1 })
      .where('id', '=', world.starter.orgId)
      .execute();
    await db
      .updateTable('organisations')
      .set({ timezone: 'America/Los_Angeles' })
      .where('id', 'in', [world.org.orgId, world.other.orgId])
      .execute();
  });
  afterAll(async () => world.server?.close());

  const base = (orgId = world.org.orgId) => `/orgs/${orgId}`;

  /** A call under /v1 as a fixture person, answered loosely (tests parse where the shape matters). */
  const call = (
    user: { email: string },
    method: string,
    path: string,
    body?: unknown,
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
  ): Promise<ApiResponse<any>> => as(user, method, path, body);

  let policies = 0;
  /** A policy made by the administrator (a unique name unless one is given). */
  async function policy(
    body: Record<string, unknown> = {},
    orgId = world.org.orgId,
    admin = world.org.admin,
  ): Promise<LeavePolicy> {
    policies += 1;
    const response = await call(admin, 'POST', `${base(orgId)}/leave_policies`, {
      name: `Policy ${policies}`,
      ...body,
    });
    expect(response.status, response.text).toBe(200);
    return zLeavePolicyResponse.parse(response.body).data;
  }

  /** A request that must go through, as `user`; answers it. */
  async function requested(
    user: FixtureUser,
    body: Record<string, unknown>,
  ): Promise<TimeOffRequest> {
    const response = await call(user, 'POST', `${base()}/time_off_requests`, body);
    expect(response.status, response.text).toBe(200);
    return zTimeOffRequestResponse.parse(response.body).data;
  }

  /** Approves or denies as `user`, which must go through. */
  async function decided(
    user: FixtureUser,
    id: number,
    decision: 'approve' | 'deny',
    note?: string,
  ) {
    const response = await call(
      user,
      'POST',
      `${base()}/time_off_requests/${id}/${decision}`,
      note === undefined ? {} : { note },
    );
    expect(response.status, response.text).toBe(200);
    return zTimeOffRequestResponse.parse(response.body).data;
  }

  /** A member's balance of one policy, as `user` sees it. */
  async function balanceOf(
    user: FixtureUser,
    employeeId: number,
    policyId: number,
    year?: number,
  ): Promise<TimeOffBalance> {
    const query = year === undefined ? '' : `?year=${year}`;
    const response = await call(
      user,
      'GET',
      `${base()}/employee/${employeeId}/time_off_balances${query}`,
    );
    expect(response.status, response.text).toBe(200);
    const balance = zTimeOffBalancesResponse
      .parse(response.body)
      .data.balances.find((each) => each.leave_policy.id === policyId);
    if (!balance) throw new Error(`No balance of policy ${policyId}`);
    return balance;
  }

  let people = 0;
  /** A new worker under a manager of `org` (the first by default), with no requests. */
  async function freshWorker(manager: FixtureUser = world.org.managers[0]!) {
    people += 1;
    return world.server.fixtures.member(world.org.orgId, ROLE.worker, {
      label: `toworker${people}`,
      name: `Tess Timeoff${people}`,
      primaryManagerId: manager.employeeId,
    });
  }

  return { world, call, base, policy, requested, decided, balanceOf, freshWorker };
}

export const HOUR = 3600;
