import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorText } from '../../api/api-error';
import { reportError } from '../../global/silenced-errors';
import { isFailureFor404 } from '../../session/org-load-failure';

/**
 * core.md 8: "workers' compensation code fetch failure: logged, then /error/404". The client has
 * already dealt with 401 (sign-in) and 403 (the 403 page); a dropped connection (status 0) is
 * silent, so the caller shows its own retry instead.
 */
export function isCodeFetchFailureFor404(error: unknown): boolean {
  return isFailureFor404(error);
}

/** Logs a failed GET of the codes and goes to /error/404 with the server's message. */
export function useWcCodeFetchFailure(error: unknown): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (!isCodeFetchFailureFor404(error)) return;
    reportError(error, 'workers’ compensation codes');
    void navigate('/error/404', { state: { message: errorText(error) } });
  }, [error, navigate]);
}
