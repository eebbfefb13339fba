import { MESSAGES } from '../../contract/messages';
import { errorText, isApiError, isSilentError } from '../api/api-error';
import { getNavigator } from '../navigation/navigator';
import { appStore } from '../state/app-store';
import { decodeJwtPayload } from './jwt';
import { clearLocalSession } from './local-data';
import { loadSession } from './load-session';
import { clearProfileCacheOnReload } from './profile-cache';
import { refreshSession, scheduleProactiveRefresh } from './refresh';
import { isRefreshing } from './refresh-gate';
import { readTokens, type StoredTokens } from './token-store';

export type BootstrapDecision =
  'anonymous' | 'expired' | 'invalid' | 'refresh-then-profile' | 'profile';

/**
 * core.md 4 "Session bootstrap" as a decision:
 * - no stored token: anonymous;
 * - an access token that is not a readable JWT: invalid;
 * - neither token usable (access expired and no refresh token): expired;
 * - a refresh already in progress: load the profile (the client makes it wait for the refresh);
 * - a usable refresh token: refresh, then load the profile;
 * - an unexpired access token alone (one-off sessions): load the profile directly.
 */
export function decideBootstrap(input: {
  tokens: StoredTokens | null;
  isRefreshing: boolean;
  nowMs: number;
}): BootstrapDecision {
  const { tokens } = input;
  if (!tokens) return 'anonymous';
  if (!decodeJwtPayload(tokens.access_token)) return 'invalid';
  const accessValid = tokens.expires_at > input.nowMs;
  if (!accessValid && !tokens.refresh_token) return 'expired';
  if (input.isRefreshing) return 'profile';
  return tokens.refresh_token ? 'refresh-then-profile' : 'profile';
}

/** Runs once when the app starts. */
export async function bootstrapSession(): Promise<BootstrapDecision> {
  clearProfileCacheOnReload();
  const decision = decideBootstrap({
    tokens: readTokens(),
    isRefreshing: isRefreshing(),
    nowMs: Date.now(),
  });
  switch (decision) {
    case 'anonymous':
      appStore.setState({ session: 'anonymous' });
      return decision;
    case 'expired':
      // The prior-session mark stays, so protected pages send to /login?...&expired=true.
      clearLocalSession();
      return decision;
    case 'invalid':
      clearLocalSession();
      appStore.setState({ loginError: MESSAGES.invalidToken });
      getNavigator().navigate('/login', { replace: true });
      return decision;
    case 'refresh-then-profile':
      try {
        await refreshSession();
      } catch (error) {
        failedRefresh(error);
        return decision;
      }
      break;
    case 'profile':
      scheduleProactiveRefresh();
      break;
  }
  try {
    await loadSession({ useCache: true });
  } catch (error) {
    failedProfile(error);
  }
  return decision;
}

function failedRefresh(error: unknown): void {
  // A 401 was already handled by the client (session cleared, login with expired=true).
  if (isApiError(error) && error.status === 401) return;
  if (isSilentError(error)) {
    // Offline: keep the tokens so the next visit can still refresh; treat this one as signed out.
    appStore.setState({ session: 'anonymous' });
    return;
  }
  clearLocalSession();
  appStore.setState({ loginError: errorText(error) });
  getNavigator().navigate('/login', { replace: true });
}

function failedProfile(error: unknown): void {
  if (isApiError(error) && error.status === 401) return;
  // Only the first error is kept (core.md 8).
  appStore.setState((state) => ({
    session: 'anonymous',
    loginError: state.loginError ?? (isSilentError(error) ? null : errorText(error)),
  }));
}
