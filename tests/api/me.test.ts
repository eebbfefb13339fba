import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../contract/access';
import { zProfileResponse } from '../../contract/profile';
import type { OrgFixture } from '../../server/db/fixtures';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
let org: OrgFixture;
beforeAll(async () => {
  server = await startTestServer({ env: { INTERCOM_IDENTITY_SECRET: 'intercom-secret' } });
  org = await server.fixtures.org({ managers: 2, workers: 5 });
});
afterAll(async () => server?.close());

async function me(email: string) {
  const { access_token } = await server.signIn(email);
  const response = await server.call('GET', '/v1/me', { token: access_token });
  expect(response.status).toBe(200);
  // Exactly the contract: parsing strips unknown keys, so any extra field would show up here.
  const parsed = zProfileResponse.parse(response.body);
  expect(parsed).toEqual(response.body);
  return parsed.data;
}

describe('GET /v1/me', () => {
  it('matches the contract exactly and carries the organisation with its counts and people', async () => {
    // One deactivated and one invited worker must not count as active workers.
    await server.fixtures.member(org.orgId, ROLE.worker, {
      label: 'gone',
      status: 'saas_disabled',
    });
    await server.fixtures.member(org.orgId, ROLE.worker, { label: 'invited', status: 'pending' });
    const profile = await me(org.admin.email);
    expect(profile.email).toBe(org.admin.email);
    expect(profile.intercom_user_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(profile.employees).toHaveLength(1);
    const [membership] = profile.employees;
    expect(membership).toMatchObject({
      org_id: org.orgId,
      employee_id: org.admin.employeeId,
      role: { id: ROLE.admin },
      staffing_status: 'active',
      country_code: 'us',
    });
    const organization = membership!.organization;
    expect(organization.workers).toBe(5);
    expect(organization.saas_enabled_employees_count).toBe(1 + 2 + 5 + 1);
    expect(organization.admins).toEqual([
      { employee_id: org.admin.employeeId, display_name: org.admin.displayName },
    ]);
    expect(organization.time_approvers.map((p) => p.employee_id).sort()).toEqual(
      [org.admin.employeeId, ...org.managers.map((m) => m.employeeId)].sort(),
    );
    expect(organization.recruiters).toEqual([]);
  });

  it('lists deactivated memberships apart, as inactive_employees', async () => {
    const second = await server.fixtures.org({ managers: 0, workers: 0 });
    await server.fixtures.join(
      second.orgId,
      org.workers[0]!.profileId,
      ROLE.worker,
      org.workers[0]!.displayName,
      { status: 'saas_disabled' },
    );
    const profile = await me(org.workers[0]!.email);
    expect(profile.employees.map((e) => e.org_id)).toEqual([org.orgId]);
    expect(profile.inactive_employees.map((e) => e.org_id)).toEqual([second.orgId]);
    expect(profile.inactive_employees[0]!.staffing_status).toBe('saas_disabled');
  });

  it('shows a person in several organisations each membership', async () => {
    const second = await server.fixtures.org({ managers: 0, workers: 1 });
    await server.fixtures.join(
      second.orgId,
      org.managers[0]!.profileId,
      21,
      org.managers[0]!.displayName,
    );
    const profile = await me(org.managers[0]!.email);
    expect(profile.employees.map((e) => [e.org_id, e.role.id])).toEqual([
      [org.orgId, 21],
      [second.orgId, 21],
    ]);
    expect(profile.employees[1]!.organization.workers).toBe(1);
  });

  it('shows provider staff their org 0 membership', async () => {
    const staff = await server.fixtures.providerStaff();
    const profile = await me(staff.email);
    expect(profile.employees.map((e) => [e.org_id, e.role.id])).toEqual([[0, ROLE.providerAdmin]]);
  });

  it('never serves a stale answer: changes to the person, the organisation or its members show at once', async () => {
    const { access_token: token } = await server.signIn(org.admin.email);
    const read = async () =>
      zProfileResponse.parse((await server.call('GET', '/v1/me', { token })).body).data;
    const before = await read();
    expect((await read()).employees[0]!.organization.name).toBe(
      before.employees[0]!.organization.name,
    );

    await server.call('PATCH', `/v1/orgs/${org.orgId}`, {
      token,
      body: { name: 'Renamed Builders' },
    });
    expect((await read()).employees[0]!.organization.name).toBe('Renamed Builders');

    const workers = (await read()).employees[0]!.organization.workers;
    await server.fixtures.member(org.orgId, ROLE.worker, { label: 'new-hire' });
    expect((await read()).employees[0]!.organization.workers).toBe(workers + 1);

    await server.db
      .updateTable('employees')
      .set({ display_name: 'Manny Renamed' })
      .where('id', '=', org.managers[0]!.employeeId)
      .execute();
    expect(
      (await read()).employees[0]!.organization.time_approvers.map((p) => p.display_name),
    ).toContain('Manny Renamed');

    await server.db
      .updateTable('profiles')
      .set({ suburb: 'Oakland' })
      .where('id', '=', org.admin.profileId)
      .execute();
    expect((await read()).suburb).toBe('Oakland');
  });
});
