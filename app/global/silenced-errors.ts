import { uuid } from '../lib/uuid';
import { appStore } from '../state/app-store';

/**
 * The render errors core.md 8 silences into the fatal error modal instead of the 500 page: too
 * much recursion, and the browser's security error for too many history replacements.
 */
export function isSilencedError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (/too much recursion|maximum call stack/i.test(error.message)) return true;
  return error.name === 'SecurityError' && /history|replaceState|pushState/i.test(error.message);
}

/** Reports an error (to the console: no error-reporting service is wired) and returns its reference id. */
export function reportError(error: unknown, context: string, referenceId: string = uuid()): string {
  console.error(`[${context}] reference ${referenceId}`, error);
  return referenceId;
}

export function showFatalError(error: unknown, referenceId: string): void {
  const message = error instanceof Error && error.message ? error.message : String(error);
  appStore.setState({ fatalError: { message, referenceId } });
}

/** Silenced errors thrown outside rendering (event handlers, timers) open the modal too. */
export function installGlobalErrorHandlers(): () => void {
  const onError = (event: ErrorEvent) => {
    if (!isSilencedError(event.error)) return;
    showFatalError(event.error, reportError(event.error, 'silenced error'));
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    if (!isSilencedError(event.reason)) return;
    showFatalError(event.reason, reportError(event.reason, 'silenced error'));
  };
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  };
}
