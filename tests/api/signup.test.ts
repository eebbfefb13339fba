import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zSignupResponse } from '../../contract/auth';
import { MESSAGES } from '../../contract/errors';
import { zProfileResponse } from '../../contract/profile';
import { signupBody } from './bodies';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    env: { SALES_CALENDAR_URL: 'https://calendar.example.com/sales' },
  });
});
afterAll(async () => server?.close());

describe('POST /v1/signup', () => {
  it('creates the person, an activated organisation on a Pro trial and an administrator membership', async () => {
    const body = signupBody();
    const response = await server.call('POST', '/v1/signup', { body });
    expect(response.status).toBe(200);
    const result = zSignupResponse.parse(response.body);
    expect(result.sales_owner_calendar_link).toBe('https://calendar.example.com/sales');
    expect(result.expires_in).toBe(900);
    expect(result.profile.email).toBe(body.email);
    expect(result.profile.timezone).toBe('America/Los_Angeles');
    const [membership] = result.profile.employees;
    expect(membership?.role.id).toBe(3);
    const org = membership!.organization;
    expect(org.name).toBe('Riley Roofing');
    expect(org.crew_product_status).toBe('activated');
    expect(org.crew_product_plan?.tier).toBe('pro');
    const now = Date.now() / 1000;
    expect(org.workforce_management_feature.state).toBe('trial');
    expect(org.workforce_management_feature.trial_expiry_dt_unix! - now).toBeGreaterThan(
      29.9 * 86400,
    );
    expect(org.workforce_management_feature.trial_expiry_dt_unix! - now).toBeLessThan(30.1 * 86400);
    expect(org.time_tracking_feature.state).toBe('trial');
    expect(org.time_tracking_feature.trial_expiry_dt_unix! - now).toBeGreaterThan(13.9 * 86400);
    expect(org.time_tracking_feature.trial_expiry_dt_unix! - now).toBeLessThan(14.1 * 86400);
    expect(org.admins).toEqual([
      { employee_id: membership!.employee_id, display_name: 'Riley Owner' },
    ]);

    const me = await server.call('GET', '/v1/me', { token: result.access_token });
    expect(me.status).toBe(200);
    expect(zProfileResponse.parse(me.body).data.id).toBe(result.profile.id);
  });

  it('sends a welcome e-mail through the outbox', async () => {
    const body = signupBody();
    await server.call('POST', '/v1/signup', { body });
    const mail = (await server.outbox()).find((row) => row.recipient === body.email);
    expect(mail?.subject).toBe('Welcome to Crewcard');
    expect(mail?.text_body).toContain('Riley Roofing');
  });

  it('answers 409 with a field hint when the e-mail is taken, whatever its case', async () => {
    const body = signupBody();
    expect((await server.call('POST', '/v1/signup', { body })).status).toBe(200);
    const again = await server.call('POST', '/v1/signup', {
      body: { ...body, email: body.email.toUpperCase() },
    });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      status_code: 409,
      message: MESSAGES.emailTaken,
      field_hints: { email: [MESSAGES.emailTaken] },
    });
  });

  it('checks every field with the shared validation rules', async () => {
    const response = await server.call('POST', '/v1/signup', {
      body: signupBody({
        display_name: 'Riley',
        email: 'not-an-email',
        password: 'letters',
        business_name: 'ab',
        country_code: 'fr',
        platform: 'iOS',
      }),
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(MESSAGES.validation);
    expect(response.body.field_hints.display_name).toEqual(['Please enter a first and last name']);
    expect(response.body.field_hints.email).toEqual(['Email is invalid']);
    expect(response.body.field_hints.password).toEqual([
      'Password must be 8-64 characters',
      'Password must contain at least one number or symbol',
    ]);
    expect(response.body.field_hints.business_name).toEqual([
      'Business name must be 3-80 characters',
    ]);
    expect(response.body.field_hints.country_code).toEqual(['Please choose a country']);
    expect(response.body.field_hints.platform).toBeDefined();
  });

  it('starts Australian organisations in Sydney time', async () => {
    const response = await server.call('POST', '/v1/signup', {
      body: signupBody({ country_code: 'au' }),
    });
    expect(response.status).toBe(200);
    expect(response.body.profile.employees[0].organization.timezone).toBe('Australia/Sydney');
  });
});
