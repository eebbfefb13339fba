import { QueryClient } from '@tanstack/react-query';
import { onOrgSelected, onSessionCleared } from '../session/local-data';
import { watchOrgLoadFailures } from '../session/org-load-failure';
import { ApiError } from './api-error';
import { isOrgSummaryKey, keys } from './keys';

/**
 * Server data cache. Client errors (4xx) are answers, not glitches: they are not retried.
 * Signing out drops everything cached for the previous user.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: (failureCount, error) => {
        if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
        return failureCount < 2;
      },
    },
    mutations: { retry: false },
  },
});

/**
 * Loaded with the first screen that reads server data (the signed-in frame, the invitation page),
 * never by the sign-in pages. Signing out drops everything cached; switching organisation drops
 * the previous organisation's info.
 */
onSessionCleared(() => queryClient.clear());
onOrgSelected(() =>
  queryClient.removeQueries({
    queryKey: keys.orgs,
    predicate: (query) => isOrgSummaryKey(query.queryKey),
  }),
);
// core.md 8: an organisation that cannot be loaded sends the page to /error/404.
watchOrgLoadFailures(queryClient);
