import { isCancelledError, type QueryClient } from '@tanstack/react-query';
import { errorText, isApiError, isSilentError } from '../api/api-error';
import { isOrgSummaryKey } from '../api/keys';
import { reportError } from '../global/silenced-errors';
import { getNavigator } from '../navigation/navigator';

/**
 * Whether a failed load goes to /error/404 carrying its error, as core.md 8 asks for an org
 * bootstrap failure and a workers' compensation code fetch failure. Not the failures the client
 * has already dealt with: 401 (signed out to /login) and 403 (the 403 page); nor status 0, a
 * dropped connection or an abort, which core.md 8 drops silently (the page keeps its own retry).
 */
export function isFailureFor404(error: unknown): boolean {
  if (!error || isSilentError(error)) return false;
  return !(isApiError(error) && (error.status === 401 || error.status === 403));
}

/**
 * core.md 8 "org bootstrap failure: redirect to /error/404 carrying the error". The organisation
 * (GET /orgs/{id}) is loaded through the query cache by whichever screen or frame needs it first,
 * so its failure is caught here once, for all of them: once the query has given up (a 500 after
 * its retries), the error is reported and the page replaced by /error/404 with the server's
 * message in navigation state, which the error page shows. Returns the unsubscribe function.
 */
export function watchOrgLoadFailures(client: QueryClient): () => void {
  return client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'error') return;
    if (!isOrgSummaryKey(event.query.queryKey)) return;
    const { error } = event.action;
    // A cancelled load (its screen left, the organisation switched) is no failure.
    if (isCancelledError(error) || !isFailureFor404(error)) return;
    reportError(error, 'organisation load');
    void getNavigator().navigate('/error/404', {
      replace: true,
      state: { message: errorText(error) },
    });
  });
}
