import { isSilentError } from '../api/api-error';
import { request } from '../api/client';
import { onSessionCleared } from './local-data';
import { setRefresher, trackRefresh } from './refresh-gate';
import { readTokens, writeTokens } from './token-store';

/** Refresh a minute before expiry (or half-way for short-lived tokens). */
const PROACTIVE_MARGIN_MS = 60_000;
const MIN_DELAY_MS = 1000;
const OFFLINE_RETRY_MS = 30_000;
// setTimeout overflows above 2^31-1 ms (about 24.8 days).
const MAX_DELAY_MS = 2_147_483_647;
const LOCK_NAME = 'crewcard.token-refresh';

let current: Promise<boolean> | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;

/**
 * Rotates both tokens with POST /me/refresh_token. One refresh at a time: concurrent callers share
 * the one in flight, and across tabs a Web Lock serialises them; a tab that waited for the lock
 * adopts the pair the other tab stored instead of spending a used refresh token (the server
 * revokes a family whose token is reused). Resolves false when there is nothing to refresh.
 */
export function refreshSession(): Promise<boolean> {
  if (current) return current;
  const run = (async () => {
    const before = readTokens();
    if (!before?.refresh_token) return false;
    await withLock(async () => {
      const latest = readTokens();
      if (latest?.refresh_token && latest.refresh_token !== before.refresh_token) return;
      const answer = await request('refreshToken');
      writeTokens({
        access_token: answer.token,
        refresh_token: answer.refresh_token,
        expires_in: answer.expires_in,
      });
    });
    scheduleProactiveRefresh();
    return true;
  })();
  current = run;
  const clear = () => {
    if (current === run) current = null;
  };
  run.then(clear, clear);
  return trackRefresh(run);
}

async function withLock(work: () => Promise<void>): Promise<void> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (locks?.request) {
    await locks.request(LOCK_NAME, work);
  } else {
    await work();
  }
}

/** Plans the next refresh shortly before the stored access token expires. */
export function scheduleProactiveRefresh(nowMs: number = Date.now()): void {
  cancelProactiveRefresh();
  const tokens = readTokens();
  if (!tokens?.refresh_token) return;
  timer = setTimeout(runProactiveRefresh, proactiveDelay(tokens.expires_at, nowMs));
}

export function proactiveDelay(expiresAt: number, nowMs: number): number {
  const remaining = expiresAt - nowMs;
  const margin = Math.min(PROACTIVE_MARGIN_MS, Math.max(0, remaining) / 2);
  return Math.min(MAX_DELAY_MS, Math.max(MIN_DELAY_MS, remaining - margin));
}

function runProactiveRefresh(): void {
  refreshSession().catch((error: unknown) => {
    // Offline: try again later. Other failures end the session through the client's 401 rule.
    if (isSilentError(error)) timer = setTimeout(runProactiveRefresh, OFFLINE_RETRY_MS);
  });
}

export function cancelProactiveRefresh(): void {
  clearTimeout(timer);
  timer = undefined;
}

setRefresher(refreshSession);
onSessionCleared(cancelProactiveRefresh);
