/** Shared set-up of the projects API tests (projects*.test.ts). */
import { afterAll, beforeAll, expect } from 'vitest';
import { ROLE } from '../../contract/access';
import { zProjectResponse, type Project } from '../../contract/projects';
import type { FixtureUser, OrgFixture } from '../../server/db/fixtures';
import { callersOf } from './callers';
import { startTestServer, type TestServer } from './harness';

export type ProjectsWorld = {
  server: TestServer;
  /** The organisation under test (Pro): an administrator, a default manager (21) and a worker. */
  org: OrgFixture;
  /** Another organisation. */
  other: OrgFixture;
  /** A manager with permission 14 and without 15 (variant 27). */
  manager14: FixtureUser;
  /** A manager with 15 and without 14 (variant 31). */
  manager15: FixtureUser;
  staff: FixtureUser;
};

/** Starts a server with the fixtures (closed after the file) and gives the calls. */
export function projectsWorld() {
  const world = {} as ProjectsWorld;
  beforeAll(async () => {
    world.server = await startTestServer();
    world.org = await world.server.fixtures.org({ managers: 1, workers: 1 });
    world.other = await world.server.fixtures.org({ managers: 1, workers: 1 });
    world.manager14 = await world.server.fixtures.member(world.org.orgId, 27, {
      label: 'manager27',
      name: 'Manny Fourteen',
    });
    world.manager15 = await world.server.fixtures.member(world.org.orgId, 31, {
      label: 'manager31',
      name: 'Fiona Fifteen',
    });
    world.staff = await world.server.fixtures.providerStaff(ROLE.providerAdmin);
  });
  afterAll(async () => world.server?.close());

  const { as } = callersOf(() => world.server);
  const projectsPath = (orgId = world.org.orgId) => `/orgs/${orgId}/org_projects`;

  /** Creates a project (as the administrator by default) and checks the answer. */
  async function createProject(
    body: Record<string, unknown>,
    user: { email: string } = world.org.admin,
    orgId = world.org.orgId,
  ): Promise<Project> {
    const response = await as(user, 'POST', projectsPath(orgId), body);
    expect(response.status, response.text).toBe(200);
    return zProjectResponse.parse(response.body).data;
  }

  return { world, as, projectsPath, createProject };
}

/** A place near the demo org's Melbourne yard. */
export const RICHMOND = {
  place_id: 'offline:richmond',
  formatted_place_name: '12 Swan Street, Richmond VIC 3121, Australia',
  street: '12 Swan Street',
  city: 'Richmond',
  state: 'VIC',
  postcode: '3121',
  country: 'au',
  latitude: -37.8253,
  longitude: 144.9937,
};
