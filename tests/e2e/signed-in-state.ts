import { expect, request } from '@playwright/test';
import type { Tokens } from '../../contract/auth';
import { PRIOR_SESSION_KEY, TOKENS_KEY, type StoredTokens } from '../../app/session/token-store';
import { baseURL } from '../../playwright.config';
import { demoEmail, demoPassword } from './support';

/** A session started by the sign-in call, for one tab. */
export type ApiSession = {
  /** What `browser.newContext({ storageState })` takes: the tokens in the app's storage. */
  storageState: {
    cookies: [];
    origins: { origin: string; localStorage: { name: string; value: string }[] }[];
  };
  /** Its access token, for API reads before the tab has loaded a page. */
  token: string;
};

/**
 * A fresh session of `local`: the sign-in call the login page makes
 * (POST /v1/login_email), its tokens kept as the app keeps them (app/session/token-store.ts). A
 * tab opened on it starts the session at its first page load, as after signing in on the login
 * page, without loading the login page and the landing page first (signing in through the page
 * is checked by session.spec.ts). One state per tab: every page load refreshes the session and
 * the refresh token rotates, so two tabs sharing one would reuse a revoked token.
 */
export async function signInByApi(local: Parameters<typeof demoEmail>[0]): Promise<ApiSession> {
  const api = await request.newContext({ baseURL });
  try {
    const response = await api.post('/v1/login_email', {
      data: { email: demoEmail(local), password: demoPassword() },
    });
    expect(response.ok(), `sign-in of ${demoEmail(local)}`).toBe(true);
    const tokens = (await response.json()) as Tokens;
    const stored: StoredTokens = {
      access_token: tokens.access_token,
      refresh_token: tokens.refresh_token,
      expires_at: Date.now() + tokens.expires_in * 1000,
    };
    return {
      storageState: {
        cookies: [],
        origins: [
          {
            origin: baseURL,
            localStorage: [
              { name: TOKENS_KEY, value: JSON.stringify(stored) },
              { name: PRIOR_SESSION_KEY, value: '1' },
            ],
          },
        ],
      },
      token: tokens.access_token,
    };
  } finally {
    await api.dispose();
  }
}
