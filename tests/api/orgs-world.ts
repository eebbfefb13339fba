/** Shared set-up of the organisation API tests (orgs-*.test.ts). */
import { afterAll, beforeAll } from 'vitest';

import type { FixtureUser, OrgFixture } from '../../server/db/fixtures';

import { startTestServer, type TestServer } from './harness';

import { callersOf } from './callers';

export let server: TestServer;
export const { tokenOf } = callersOf(() => server);
export let org: OrgFixture;
export let other: OrgFixture;
export let staff: FixtureUser;

/** Starts the server with two organisations and provider staff; call once per test file. */
export function setUpOrgsWorld() {
  beforeAll(async () => {
    server = await startTestServer();
    org = await server.fixtures.org({ name: 'Alpha Framing', managers: 1, workers: 2 });
    other = await server.fixtures.org({ name: 'Beta Concrete', managers: 1, workers: 1 });
    staff = await server.fixtures.providerStaff();
  });
  afterAll(async () => server?.close());
}
