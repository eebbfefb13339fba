import { beforeEach, describe, expect, it } from 'vitest';
import { resetNavigator } from '../navigation/navigator';
import { makeJwt } from '../test-support/fixtures';
import { spyNavigator } from '../test-support/stubs';
import { endImpersonation } from './end-impersonation';
import { decodeJwtPayload, isImpersonation, tokenTypeOf } from './jwt';
import {
  PRIOR_SESSION_KEY,
  TOKENS_KEY,
  clearTokens,
  hadPriorSession,
  isAccessTokenFresh,
  readTokens,
  writeTokens,
} from './token-store';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('jwt', () => {
  it('decodes the payload of a JWT without verifying it', () => {
    const token = makeJwt({ sub: '42', exp: 1_900_000_000, typ: 'access', name: 'Zoë' });
    expect(decodeJwtPayload(token)).toEqual({
      sub: '42',
      exp: 1_900_000_000,
      typ: 'access',
      name: 'Zoë',
    });
  });

  it('answers null for tokens that are not JWTs', () => {
    expect(decodeJwtPayload('not-a-jwt')).toBeNull();
    expect(decodeJwtPayload('a.%%%.c')).toBeNull();
    expect(decodeJwtPayload(`a.${btoa('[1]')}.c`)).toBeNull();
    expect(decodeJwtPayload(null)).toBeNull();
  });

  it('reads the token type claim', () => {
    expect(tokenTypeOf(makeJwt({ typ: 'impersonate-read' }))).toBe('impersonate-read');
    expect(tokenTypeOf(makeJwt({ typ: 'impersonate-write' }))).toBe('impersonate-write');
    expect(tokenTypeOf(makeJwt({ typ: 'access' }))).toBe('access');
    expect(tokenTypeOf(makeJwt({ sub: '1' }))).toBe('access');
    expect(tokenTypeOf(makeJwt({ typ: 'root' }))).toBeNull();
    expect(tokenTypeOf('garbage')).toBeNull();
    expect(isImpersonation('impersonate-read')).toBe(true);
    expect(isImpersonation('access')).toBe(false);
  });
});

describe('token store', () => {
  it('stores both tokens and the expiry under a versioned localStorage key', () => {
    const token = makeJwt({ sub: '1' });
    writeTokens({ access_token: token, refresh_token: 'r1', expires_in: 900 }, 1_000);
    expect(TOKENS_KEY).toMatch(/\.v\d+$/);
    expect(JSON.parse(localStorage.getItem(TOKENS_KEY)!)).toEqual({
      access_token: token,
      refresh_token: 'r1',
      expires_at: 901_000,
    });
    expect(readTokens()).toEqual({ access_token: token, refresh_token: 'r1', expires_at: 901_000 });
  });

  it('takes the expiry from the exp claim when expires_in is missing', () => {
    writeTokens({ access_token: makeJwt({ exp: 2_000 }) });
    expect(readTokens()?.expires_at).toBe(2_000_000);
    expect(readTokens()?.refresh_token).toBeNull();
  });

  it('keeps impersonated sessions in this tab only, leaving the shared session alone', () => {
    writeTokens({ access_token: makeJwt({ typ: 'access' }), refresh_token: 'own', expires_in: 60 });
    const impersonation = makeJwt({ typ: 'impersonate-read' });
    writeTokens({ access_token: impersonation, expires_in: 60 });
    expect(readTokens()?.access_token).toBe(impersonation);
    expect(JSON.parse(localStorage.getItem(TOKENS_KEY)!).refresh_token).toBe('own');
    clearTokens();
    expect(readTokens()?.refresh_token).toBe('own');
  });

  it('ends an impersonation without touching the shared session', () => {
    const nav = spyNavigator('/org/7/dashboard');
    writeTokens({ access_token: makeJwt({ typ: 'access' }), refresh_token: 'own', expires_in: 60 });
    writeTokens({ access_token: makeJwt({ typ: 'impersonate-write' }), expires_in: 60 });
    endImpersonation();
    expect(readTokens()?.refresh_token).toBe('own');
    expect(nav.reload).toHaveBeenCalledWith('/');
    resetNavigator();
  });

  it('marks a prior session until a deliberate sign-out', () => {
    expect(hadPriorSession()).toBe(false);
    writeTokens({ access_token: makeJwt({}), refresh_token: 'r', expires_in: 60 });
    expect(localStorage.getItem(PRIOR_SESSION_KEY)).toBe('1');
    clearTokens();
    expect(readTokens()).toBeNull();
    expect(hadPriorSession()).toBe(true);
    clearTokens({ forgetPriorSession: true });
    expect(hadPriorSession()).toBe(false);
  });

  it('ignores unreadable stored values', () => {
    localStorage.setItem(TOKENS_KEY, '{broken');
    expect(readTokens()).toBeNull();
    localStorage.setItem(TOKENS_KEY, JSON.stringify({ access_token: 5 }));
    expect(readTokens()).toBeNull();
  });

  it('tells whether the access token is unexpired', () => {
    expect(
      isAccessTokenFresh({ access_token: 'a', refresh_token: null, expires_at: 2_000 }, 1_999),
    ).toBe(true);
    expect(
      isAccessTokenFresh({ access_token: 'a', refresh_token: null, expires_at: 2_000 }, 2_000),
    ).toBe(false);
    expect(isAccessTokenFresh(null)).toBe(false);
  });
});
