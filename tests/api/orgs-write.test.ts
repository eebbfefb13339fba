import { describe, expect, it } from 'vitest';

import { ROLE } from '../../contract/access';

import { MESSAGES } from '../../contract/errors';

import { RULE_TEXT } from '../../contract/validation';

import { zOrgResponse } from '../../contract/orgs';
import { org, other, server, setUpOrgsWorld, staff, tokenOf } from './orgs-world';

setUpOrgsWorld();

describe('PATCH /v1/orgs/{org_id}', () => {
  it('lets an administrator change settings, answers the four fields and audits the change', async () => {
    const response = await server.call('PATCH', `/v1/orgs/${org.orgId}`, {
      token: await tokenOf(org.admin),
      body: {
        is_split_tc_enabled: true,
        is_meal_break_enabled: true,
        time_round_minutes: 15,
        timezone: 'America/Denver',
        state: 'co',
        about: 'We frame houses.',
      },
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      data: {
        id: org.orgId,
        is_split_tc_enabled: true,
        is_meal_break_enabled: true,
        time_round_minutes: 15,
      },
    });
    const after = zOrgResponse.parse(
      (await server.call('GET', `/v1/orgs/${org.orgId}`, { token: await tokenOf(org.admin) })).body,
    ).data;
    expect(after).toMatchObject({
      timezone: 'America/Denver',
      state: 'CO',
      about: 'We frame houses.',
      is_split_tc_enabled: true,
    });
    const audit = await server.db
      .selectFrom('audit_log')
      .selectAll()
      .where('org_id', '=', org.orgId)
      .where('action', '=', 'update')
      .execute();
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0]!.before_json!)).toMatchObject({
      time_round_minutes: 0,
      is_split_tc_enabled: 0,
    });
    expect(JSON.parse(audit[0]!.after_json!)).toMatchObject({
      time_round_minutes: 15,
      is_split_tc_enabled: 1,
    });
    expect(audit[0]!.actor_profile_id).toBe(org.admin.profileId);
  });

  it('refuses managers and workers (permission 8)', async () => {
    for (const user of [org.managers[0]!, org.workers[0]!]) {
      const response = await server.call('PATCH', `/v1/orgs/${org.orgId}`, {
        token: await tokenOf(user),
        body: { time_round_minutes: 5 },
      });
      expect(response.status).toBe(403);
      expect(response.body.message).toBe(MESSAGES.forbidden);
    }
  });

  it('lets a provider admin change any organisation, and refuses a provider recruiter', async () => {
    const response = await server.call('PATCH', `/v1/orgs/${other.orgId}`, {
      token: await tokenOf(staff),
      body: { time_round_minutes: 5 },
    });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ id: other.orgId, time_round_minutes: 5 });
    const audit = await server.db
      .selectFrom('audit_log')
      .select('actor_profile_id')
      .where('org_id', '=', other.orgId)
      .where('action', '=', 'update')
      .execute();
    expect(audit.map((row) => row.actor_profile_id)).toEqual([staff.profileId]);

    const recruiter = await server.fixtures.providerStaff(ROLE.providerRecruiter);
    const refused = await server.call('PATCH', `/v1/orgs/${other.orgId}`, {
      token: await tokenOf(recruiter),
      body: { time_round_minutes: 10 },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(MESSAGES.forbidden);
  });

  it('refuses members of another organisation', async () => {
    const response = await server.call('PATCH', `/v1/orgs/${org.orgId}`, {
      token: await tokenOf(other.admin),
      body: { name: 'Taken Over' },
    });
    expect(response.status).toBe(403);
    expect(response.body.message).toBe(MESSAGES.notOrgMember);
  });

  it('checks the name with the catalogue’s rule', async () => {
    const response = await server.call('PATCH', `/v1/orgs/${org.orgId}`, {
      token: await tokenOf(org.admin),
      body: { name: ' x ' },
    });
    expect(response.status).toBe(400);
    expect(response.body.field_hints).toEqual({ name: [RULE_TEXT.businessNameLength] });
  });

  it('checks time zone, state, rounding and unknown fields', async () => {
    const token = await tokenOf(org.admin);
    const zone = await server.call('PATCH', `/v1/orgs/${org.orgId}`, {
      token,
      body: { timezone: 'Mars/Base', state: 'NSW' },
    });
    expect(zone.status).toBe(400);
    expect(zone.body.field_hints).toEqual({
      timezone: [MESSAGES.invalidTimezone],
      state: [MESSAGES.invalidState],
    });
    const rounding = await server.call('PATCH', `/v1/orgs/${org.orgId}`, {
      token,
      body: { time_round_minutes: 7 },
    });
    expect(rounding.status).toBe(400);
    expect(rounding.body.field_hints.time_round_minutes).toBeDefined();
    const unknown = await server.call('PATCH', `/v1/orgs/${org.orgId}`, {
      token,
      body: { crew_product_status: 'activated' },
    });
    expect(unknown.status).toBe(400);
  });
});

describe('POST /v1/orgs', () => {
  it('lets an administrator create an organisation and become its administrator', async () => {
    const token = await tokenOf(other.admin);
    const response = await server.call('POST', '/v1/orgs', {
      token,
      body: { name: 'Gamma Electric', country_code: 'au', company_size: '2-5' },
    });
    expect(response.status).toBe(200);
    const created = zOrgResponse.parse(response.body).data;
    expect(created).toMatchObject({
      name: 'Gamma Electric',
      country_code: 'au',
      timezone: 'Australia/Sydney',
      crew_product_status: 'activated',
    });
    expect(created.admins.map((a) => a.display_name)).toEqual([other.admin.displayName]);
    const me = await server.call('GET', '/v1/me', { token });
    expect(me.body.data.employees.map((e: { org_id: number }) => e.org_id)).toContain(created.id);
  });

  it('refuses people without permission 102 (managers, workers, deactivated administrators)', async () => {
    const former = await server.fixtures.member(org.orgId, ROLE.admin, { label: 'former-admin' });
    const formerToken = await tokenOf(former);
    await server.db
      .updateTable('employees')
      .set({ staffing_status: 'saas_disabled', is_saas_enabled: 0 })
      .where('id', '=', former.employeeId)
      .execute();
    const before = await server.db.selectFrom('organisations').select('id').execute();
    for (const token of [
      await tokenOf(org.managers[0]!),
      await tokenOf(org.workers[0]!),
      formerToken,
    ]) {
      const response = await server.call('POST', '/v1/orgs', {
        token,
        body: { name: 'Nope Co', country_code: 'us', company_size: '2-5' },
      });
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ status_code: 403, message: MESSAGES.forbidden });
    }
    expect(await server.db.selectFrom('organisations').select('id').execute()).toHaveLength(
      before.length,
    );
    expect((await server.call('POST', '/v1/orgs', { body: { name: 'Anon Co' } })).status).toBe(401);
  });

  it.each([
    [
      'no fields',
      {},
      {
        name: [RULE_TEXT.required],
        country_code: ['Please choose a country'],
        company_size: ['Please choose a company size'],
      },
    ],
    [
      'a blank name',
      { name: '   ', country_code: 'us', company_size: '2-5' },
      {
        name: [RULE_TEXT.required],
      },
    ],
    [
      'a short name',
      { name: 'Al', country_code: 'us', company_size: '2-5' },
      {
        name: [RULE_TEXT.businessNameLength],
      },
    ],
    [
      'a long name',
      { name: 'x'.repeat(81), country_code: 'us', company_size: '2-5' },
      {
        name: [RULE_TEXT.businessNameLength],
      },
    ],
    [
      'an unknown country and size',
      { name: 'Delta Co', country_code: 'fr', company_size: '3' },
      {
        country_code: ['Please choose a country'],
        company_size: ['Please choose a company size'],
      },
    ],
    [
      'an unknown time zone',
      {
        name: 'Delta Co',
        country_code: 'us',
        company_size: '2-5',
        timezone: 'Mars/Base',
      },
      { timezone: [MESSAGES.invalidTimezone] },
    ],
  ])('answers %s with the catalogue’s messages', async (_, body, hints) => {
    const response = await server.call('POST', '/v1/orgs', {
      token: await tokenOf(other.admin),
      body,
    });
    expect(response.status).toBe(400);
    expect(response.body.field_hints).toEqual(hints);
  });

  it('lets provider staff create one', async () => {
    const response = await server.call('POST', '/v1/orgs', {
      token: await tokenOf(staff),
      body: {
        name: 'Staff Made',
        country_code: 'us',
        company_size: '2-5',
        timezone: 'America/Chicago',
      },
    });
    expect(response.status).toBe(200);
    expect(response.body.data.timezone).toBe('America/Chicago');
  });
});
