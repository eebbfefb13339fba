import { request } from '../api/client';
import { getNavigator, loginRedirectPath } from '../navigation/navigator';
import { appStore, startFetching } from '../state/app-store';
import { clearLocalSession } from './local-data';
import { readTokens } from './token-store';

/**
 * Signs out (core.md 4 Logout): POST /me/logout, then local data cleared whatever the answer
 * (a 401 means the server already forgot the session; other failures must not keep a user signed
 * in who asked to leave), then /login, or /login?redirect=...&expired=true for an expired session.
 * `message` is shown on the login page (blocked sign-ins).
 */
export async function logout(options: { expired?: boolean; message?: string } = {}): Promise<void> {
  const navigator = getNavigator();
  const current = navigator.currentPath();
  if (readTokens()) {
    const stop = startFetching('Signing out…');
    try {
      await request('logout');
    } catch {
      // Ignored on purpose, see above.
    } finally {
      stop();
    }
  }
  // Leave the signed-in page before forgetting the session: otherwise its guard, seeing a
  // signed-out visitor, would send to /login?redirect=<this page> first.
  appStore.setState({ session: 'ending' });
  await navigator.navigate(options.expired ? loginRedirectPath(current, true) : '/login', {
    replace: true,
    flushSync: true,
  });
  clearLocalSession({ forgetPriorSession: !options.expired });
  if (options.message) appStore.setState({ loginError: options.message });
}
