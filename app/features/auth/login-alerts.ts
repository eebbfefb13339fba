import { MESSAGES } from '../../../contract/messages';

/** Messages for `/login/{alert}`: pages that end at the sign-in page say why. */
export const LOGIN_ALERTS: Record<string, { tone: 'success' | 'info'; text: string }> = {
  'password-reset': { tone: 'success', text: MESSAGES.passwordResetDone },
  'signed-out': { tone: 'info', text: MESSAGES.loggedOut },
};

export const EXPIRED_TEXT = 'Your session has expired. Please sign in again.';
