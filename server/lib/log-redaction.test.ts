import { describe, expect, it } from 'vitest';
import { REDACTED, redactUrl } from './log-redaction';

describe('redactUrl', () => {
  it('replaces path parameters named like a secret, by the route pattern', () => {
    expect(redactUrl('/v1/validate_invite/abc123', '/v1/validate_invite/:invite_token')).toBe(
      `/v1/validate_invite/${REDACTED}`,
    );
    expect(redactUrl('/v1/orgs/12/employee/7', '/v1/orgs/:org_id/employee/:employee_id')).toBe(
      '/v1/orgs/12/employee/7',
    );
  });

  it('replaces the token of the e-mailed reset and invite pages', () => {
    expect(redactUrl('/reset_password/abc', '/*')).toBe(`/reset_password/${REDACTED}`);
    expect(redactUrl('/invite/abc/extra?x=1', '/*')).toBe(`/invite/${REDACTED}?x=1`);
    expect(redactUrl('/invite/')).toBe('/invite/');
  });

  it('replaces query values of secret-named keys only', () => {
    expect(redactUrl('/v1/me?access_token=abc&page=2&Refresh%5FToken=x&country_code=us')).toBe(
      `/v1/me?access_token=${REDACTED}&page=2&Refresh%5FToken=${REDACTED}&country_code=us`,
    );
    expect(redactUrl('/v1/me?%E0%A4%A=1&password')).toBe(`/v1/me?%E0%A4%A=1&password=${REDACTED}`);
  });
});
