import { describe, expect, it } from 'vitest';

import { ROLE } from '../../contract/access';

import { MESSAGES } from '../../contract/errors';

import { zAdminOrgResponse, zOrgListResponse, zOrgResponse } from '../../contract/orgs';

import { org, other, server, setUpOrgsWorld, staff, tokenOf } from './orgs-world';

setUpOrgsWorld();

describe('GET /v1/orgs', () => {
  it('lists the organisations the caller belongs to', async () => {
    const response = await server.call('GET', '/v1/orgs', { token: await tokenOf(org.admin) });
    expect(response.status).toBe(200);
    const page = zOrgListResponse.parse(response.body);
    expect(page.data.map((o) => o.name)).toEqual(['Alpha Framing']);
    expect(page.data[0]!.saas_enabled_employees_count).toBe(4);
    expect(page.meta).toEqual({ current_page: 1, last_page: 1, total: 1, per_page: 50, to: 1 });
  });

  it('lists every organisation to provider staff, paged and searchable, never org 0', async () => {
    const token = await tokenOf(staff);
    const all = zOrgListResponse.parse(
      (await server.call('GET', '/v1/orgs?limit=1&page=2', { token })).body,
    );
    expect(all.meta.total).toBe(2);
    expect(all.meta.last_page).toBe(2);
    expect(all.data.map((o) => o.name)).toEqual(['Beta Concrete']);
    const found = zOrgListResponse.parse(
      (await server.call('GET', '/v1/orgs?search=alpha', { token })).body,
    );
    expect(found.data.map((o) => o.id)).toEqual([org.orgId]);
    const wildcard = zOrgListResponse.parse(
      (await server.call('GET', `/v1/orgs?search=${encodeURIComponent('%')}`, { token })).body,
    );
    expect(wildcard.data).toEqual([]);
  });

  it('searches without regard to case, and pages the matches', async () => {
    const token = await tokenOf(staff);
    const upper = zOrgListResponse.parse(
      (await server.call('GET', '/v1/orgs?search=BETA%20CON', { token })).body,
    );
    expect(upper.data.map((o) => o.name)).toEqual(['Beta Concrete']);
    // "a" is in both names: two matches, one per page.
    const second = zOrgListResponse.parse(
      (await server.call('GET', '/v1/orgs?search=a&limit=1&page=2', { token })).body,
    );
    expect(second.meta).toMatchObject({ total: 2, last_page: 2, current_page: 2 });
    expect(second.data.map((o) => o.name)).toEqual(['Beta Concrete']);
  });

  it('lists every organisation to a provider recruiter too', async () => {
    const recruiter = await server.fixtures.providerStaff(ROLE.providerRecruiter);
    const page = zOrgListResponse.parse(
      (await server.call('GET', '/v1/orgs', { token: await tokenOf(recruiter) })).body,
    );
    expect(page.data.map((o) => o.id)).toEqual(expect.arrayContaining([org.orgId, other.orgId]));
  });

  it('never lists to a member the organisations of others, nor one they were deactivated in', async () => {
    const person = await server.fixtures.member(other.orgId, ROLE.worker, { label: 'two-orgs' });
    await server.fixtures.join(org.orgId, person.profileId, ROLE.worker, person.displayName, {
      status: 'saas_disabled',
    });
    const page = zOrgListResponse.parse(
      (await server.call('GET', '/v1/orgs', { token: await tokenOf(person) })).body,
    );
    expect(page.data.map((o) => o.name)).toEqual(['Beta Concrete']);
    const searched = zOrgListResponse.parse(
      (await server.call('GET', '/v1/orgs?search=alpha', { token: await tokenOf(person) })).body,
    );
    expect(searched.data).toEqual([]);
  });

  it('is refused without a token', async () => {
    expect((await server.call('GET', '/v1/orgs')).status).toBe(401);
  });
});

describe('GET /v1/orgs/{org_id}', () => {
  it('answers members with the organisation', async () => {
    const response = await server.call('GET', `/v1/orgs/${org.orgId}`, {
      token: await tokenOf(org.workers[0]!),
    });
    expect(response.status).toBe(200);
    expect(zOrgResponse.parse(response.body).data.name).toBe('Alpha Framing');
  });

  it('refuses non-members and tells provider staff about unknown organisations', async () => {
    const outsider = await server.call('GET', `/v1/orgs/${org.orgId}`, {
      token: await tokenOf(other.admin),
    });
    expect(outsider.status).toBe(403);
    expect(outsider.body.message).toBe(MESSAGES.notOrgMember);
    const unknownForMember = await server.call('GET', '/v1/orgs/987654', {
      token: await tokenOf(other.admin),
    });
    expect(unknownForMember.status).toBe(403);
    const unknownForStaff = await server.call('GET', '/v1/orgs/987654', {
      token: await tokenOf(staff),
    });
    expect(unknownForStaff.status).toBe(404);
    expect(unknownForStaff.body).toEqual({ status_code: 404, message: MESSAGES.orgNotFound });
    expect(
      (await server.call('GET', `/v1/orgs/${org.orgId}`, { token: await tokenOf(staff) })).status,
    ).toBe(200);
  });

  it('refuses org 0 to everyone but staff, with the spec words', async () => {
    const response = await server.call('GET', '/v1/orgs/0', { token: await tokenOf(org.admin) });
    expect(response.status).toBe(403);
    expect(response.body.message).toBe(MESSAGES.org0Forbidden);
  });

  it('refuses a deactivated member', async () => {
    const former = await server.fixtures.member(org.orgId, ROLE.worker, { label: 'former' });
    const token = await tokenOf(former);
    await server.db
      .updateTable('employees')
      .set({ staffing_status: 'saas_disabled', is_saas_enabled: 0 })
      .where('id', '=', former.employeeId)
      .execute();
    const response = await server.call('GET', `/v1/orgs/${org.orgId}`, { token });
    expect(response.status).toBe(403);
    expect(response.body.message).toBe(MESSAGES.membershipDeactivated);
  });
});

describe('GET /v1/admin/orgs/{id}', () => {
  it('gives provider staff the administrators, each with the organisation', async () => {
    const response = await server.call('GET', `/v1/admin/orgs/${org.orgId}`, {
      token: await tokenOf(staff),
    });
    expect(response.status).toBe(200);
    const admins = zAdminOrgResponse.parse(response.body).data.admins;
    expect(admins).toHaveLength(1);
    expect(admins[0]).toMatchObject({
      employee_id: org.admin.employeeId,
      email: org.admin.email,
      organization: { id: org.orgId },
    });
    expect(
      (await server.call('GET', '/v1/admin/orgs/424242', { token: await tokenOf(staff) })).status,
    ).toBe(404);
  });

  it('answers a provider recruiter too', async () => {
    const recruiter = await server.fixtures.providerStaff(ROLE.providerRecruiter);
    const response = await server.call('GET', `/v1/admin/orgs/${other.orgId}`, {
      token: await tokenOf(recruiter),
    });
    expect(response.status).toBe(200);
    expect(zAdminOrgResponse.parse(response.body).data.admins[0]!.organization.id).toBe(
      other.orgId,
    );
  });

  it('is refused to everyone else, their own organisation included', async () => {
    for (const [user, orgId] of [
      [org.admin, org.orgId],
      [org.admin, other.orgId],
      [org.workers[0]!, org.orgId],
    ] as const) {
      const response = await server.call('GET', `/v1/admin/orgs/${orgId}`, {
        token: await tokenOf(user),
      });
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ status_code: 403, message: MESSAGES.providerStaffOnly });
    }
  });
});

describe('reference data', () => {
  it('GET /v1/config/{country_code} is public', async () => {
    const us = await server.call('GET', '/v1/config/us');
    expect(us.status).toBe(200);
    expect(us.body.data.timezones.map((t: { value: string }) => t.value)).toContain(
      'America/Los_Angeles',
    );
    const au = await server.call('GET', '/v1/config/au');
    expect(au.body.data.timezones.map((t: { value: string }) => t.value)).toContain(
      'Australia/Sydney',
    );
    expect((await server.call('GET', '/v1/config/fr')).status).toBe(400);
  });

  it('GET /v1/roles lists role mappings to signed-in people', async () => {
    expect((await server.call('GET', '/v1/roles')).status).toBe(401);
    const response = await server.call('GET', '/v1/roles', {
      token: await tokenOf(org.workers[0]!),
    });
    expect(response.status).toBe(200);
    expect(
      response.body.data.find((r: { id: number }) => r.id === 21).variable_permissions,
    ).toHaveLength(5);
  });
});
