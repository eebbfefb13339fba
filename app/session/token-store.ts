import { decodeJwtPayload, isImpersonation, tokenTypeOf } from './jwt';

/**
 * Where the session's tokens live. Ordinary sessions: localStorage, shared by the tabs of the
 * browser. Impersonated sessions: sessionStorage, so a provider admin impersonating someone in
 * one tab keeps their own session in the others.
 */
export const TOKENS_KEY = 'crewcard.session.v1';
/** Set at sign-in, removed at a deliberate sign-out: its presence means "a prior session". */
export const PRIOR_SESSION_KEY = 'crewcard.had-session.v1';

export type StoredTokens = {
  access_token: string;
  /** Absent for one-off sessions (impersonation, token links). */
  refresh_token: string | null;
  /** Access token expiry, epoch milliseconds. */
  expires_at: number;
};

export type IssuedTokens = {
  access_token: string;
  refresh_token?: string | null;
  /** Seconds until the access token expires. */
  expires_in?: number | null;
};

function parse(raw: string | null): StoredTokens | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<StoredTokens>;
    if (typeof value.access_token !== 'string' || typeof value.expires_at !== 'number') return null;
    return {
      access_token: value.access_token,
      refresh_token: typeof value.refresh_token === 'string' ? value.refresh_token : null,
      expires_at: value.expires_at,
    };
  } catch {
    return null;
  }
}

function safeGet(storage: Storage, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

export function readTokens(): StoredTokens | null {
  return parse(safeGet(sessionStorage, TOKENS_KEY)) ?? parse(safeGet(localStorage, TOKENS_KEY));
}

/** Stores a fresh pair; the expiry comes from expires_in, else the token's exp claim. */
export function writeTokens(tokens: IssuedTokens, nowMs: number = Date.now()): StoredTokens {
  const exp = decodeJwtPayload(tokens.access_token)?.exp;
  const expiresAt =
    typeof tokens.expires_in === 'number'
      ? nowMs + tokens.expires_in * 1000
      : typeof exp === 'number'
        ? exp * 1000
        : nowMs;
  const stored: StoredTokens = {
    access_token: tokens.access_token,
    refresh_token: tokens.refresh_token ?? null,
    expires_at: expiresAt,
  };
  const impersonated = isImpersonation(tokenTypeOf(tokens.access_token));
  const target = impersonated ? sessionStorage : localStorage;
  target.setItem(TOKENS_KEY, JSON.stringify(stored));
  // Keep only one copy: an impersonation in this tab hides, but does not touch, the shared session.
  if (!impersonated) sessionStorage.removeItem(TOKENS_KEY);
  localStorage.setItem(PRIOR_SESSION_KEY, '1');
  return stored;
}

/** Forgets the tokens of this tab's session; `forgetPriorSession` after a deliberate sign-out. */
export function clearTokens(options: { forgetPriorSession?: boolean } = {}): void {
  if (parse(safeGet(sessionStorage, TOKENS_KEY))) sessionStorage.removeItem(TOKENS_KEY);
  else localStorage.removeItem(TOKENS_KEY);
  if (options.forgetPriorSession) localStorage.removeItem(PRIOR_SESSION_KEY);
}

export function hadPriorSession(): boolean {
  return safeGet(localStorage, PRIOR_SESSION_KEY) === '1';
}

export function isAccessTokenFresh(
  tokens: StoredTokens | null,
  nowMs: number = Date.now(),
): boolean {
  return !!tokens && tokens.expires_at > nowMs;
}
