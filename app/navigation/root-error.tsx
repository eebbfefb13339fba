import { lazy, Suspense, useEffect, useMemo } from 'react';
import { Navigate, useRouteError } from 'react-router-dom';
import { isSilencedError, reportError } from '../global/silenced-errors';
import { uuid } from '../lib/uuid';

const FatalErrorModal = lazy(() => import('../global/fatal-error-modal'));

/**
 * Render errors: the silenced ones of core.md 8 open the fatal error modal; the others go to
 * the 500 page with their message. Every one is reported.
 */
export function RootError() {
  const error = useRouteError();
  // A new reference id for each error the boundary catches.
  const { referenceId } = useMemo(() => ({ error, referenceId: uuid() }), [error]);
  useEffect(() => {
    reportError(error, 'render error', referenceId);
  }, [error, referenceId]);
  if (isSilencedError(error)) {
    return (
      <Suspense fallback={null}>
        <FatalErrorModal error={{ message: (error as Error).message, referenceId }} />
      </Suspense>
    );
  }
  const message = error instanceof Error ? error.message : undefined;
  return <Navigate to="/error/500" replace state={{ message, referenceId }} />;
}
