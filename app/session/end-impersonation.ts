import { getNavigator } from '../navigation/navigator';
import { clearTokens } from './token-store';

/**
 * Ends an impersonated session in this tab. No sign-out call: the server would end the
 * impersonated person's sessions. The tab drops its token and starts again on the provider
 * staff's own session, if the browser has one.
 */
export function endImpersonation(): void {
  clearTokens();
  getNavigator().reload('/');
}
