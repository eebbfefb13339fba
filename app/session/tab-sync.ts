import { getNavigator } from '../navigation/navigator';
import { appStore } from '../state/app-store';
import { isImpersonation } from './jwt';
import { clearLocalSession } from './local-data';
import { scheduleProactiveRefresh } from './refresh';
import { TOKENS_KEY } from './token-store';

/**
 * Keeps the tabs of one browser in step: a sign-out in one signs the others out, and a token
 * rotated by one re-plans the proactive refresh of the others (which then use the new pair).
 */
export function installTabSync(): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.storageArea !== localStorage || event.key !== TOKENS_KEY) return;
    const { session, tokenType } = appStore.getState();
    // An impersonating tab keeps its own session whatever the shared one does.
    if (isImpersonation(tokenType)) return;
    if (event.newValue === null) {
      if (session !== 'authenticated') return;
      clearLocalSession({ forgetPriorSession: true });
      getNavigator().navigate('/login', { replace: true });
      return;
    }
    scheduleProactiveRefresh();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
