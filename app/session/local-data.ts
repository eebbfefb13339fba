import { resetAppStateForSignOut } from '../state/app-store';
import { clearProfileCache } from './profile-cache';
import { clearTokens } from './token-store';

/**
 * Forgets the signed-in user in this browser tab: tokens, cached profile and app state.
 * Listeners (the query cache, the proactive refresh timer) drop what they hold.
 */
const listeners = new Set<() => void>();
const orgListeners = new Set<(orgId: number) => void>();

export function onSessionCleared(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * @param forgetPriorSession true for a deliberate sign-out; false when the session expired, so
 * the next visit of a protected page says the session expired.
 */
export function clearLocalSession(options: { forgetPriorSession?: boolean } = {}): void {
  clearTokens({ forgetPriorSession: options.forgetPriorSession ?? false });
  clearProfileCache();
  resetAppStateForSignOut();
  for (const listener of listeners) listener();
}

/** Selecting an organisation resets what was cached about the previous one. */
export function onOrgSelected(listener: (orgId: number) => void): () => void {
  orgListeners.add(listener);
  return () => orgListeners.delete(listener);
}

export function notifyOrgSelected(orgId: number): void {
  for (const listener of orgListeners) listener(orgId);
}
