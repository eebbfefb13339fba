import { describe, expect, it } from 'vitest';
import { toFastifyPath } from './route';
import { ORG_SCOPED_PATH } from './guards';

describe('toFastifyPath', () => {
  it('turns contract placeholders into Fastify parameters under /v1', () => {
    expect(toFastifyPath('/orgs/{org_id}/employees')).toBe('/v1/orgs/:org_id/employees');
    expect(toFastifyPath('/me')).toBe('/v1/me');
  });
});

describe('ORG_SCOPED_PATH', () => {
  it('matches the organisation and everything under it, nothing else', () => {
    expect(ORG_SCOPED_PATH.test('/v1/orgs/:org_id')).toBe(true);
    expect(ORG_SCOPED_PATH.test('/v1/orgs/:org_id/employees')).toBe(true);
    expect(ORG_SCOPED_PATH.test('/v1/orgs')).toBe(false);
    expect(ORG_SCOPED_PATH.test('/v1/admin/orgs/:id')).toBe(false);
  });
});
