import { MESSAGES } from '../../contract/messages';
import type { LoginResponse } from '../../contract/auth';
import { getNavigator } from '../navigation/navigator';
import { appStore } from '../state/app-store';
import { loadSession } from './load-session';
import { logout } from './logout';
import { completeProfileTarget, postLoginTarget, type LandingTarget } from './post-login';
import { scheduleProactiveRefresh } from './refresh';
import { writeTokens, type IssuedTokens } from './token-store';

/** Navigation state carried to /complete_profile when a sign-in answers with an invitation. */
export type InviteState = { inviteToken: string; email?: string; orgName?: string };

export function goTo(target: LandingTarget): void {
  const navigator = getNavigator();
  if (target.kind === 'reload') navigator.reload(target.to);
  else if (target.kind === 'logout') void logout({ message: target.message });
  else navigator.navigate(target.to, { replace: true, state: target.state });
}

/**
 * Stores the tokens of a successful sign-in, loads the profile and lands the user
 * (the redirect query, else the post-login logic). Throws when the profile cannot be loaded.
 */
export async function completeSignIn(
  tokens: IssuedTokens,
  options: { redirect?: string | null; after?: 'login' | 'complete-profile' } = {},
): Promise<void> {
  writeTokens(tokens);
  scheduleProactiveRefresh();
  const profile = await loadSession({ useCache: false });
  if (!profile) return;
  const selectedOrgId = appStore.getState().selectedOrgId;
  goTo(
    options.after === 'complete-profile'
      ? completeProfileTarget(profile, selectedOrgId)
      : postLoginTarget({ profile, selectedOrgId, redirect: options.redirect }),
  );
}

/**
 * The answer of a sign-in call (core.md 4 Login): an invitation goes to /complete_profile with
 * the invite token in navigation state; tokens complete the sign-in; anything else is the
 * 'could not connect' failure.
 */
export async function handleLoginResponse(
  response: LoginResponse | null | undefined,
  options: { redirect?: string | null } = {},
): Promise<void> {
  if (response && 'invite' in response) {
    const state: InviteState = {
      inviteToken: response.invite.token,
      email: response.invite.email,
      orgName: response.invite.org_name,
    };
    getNavigator().navigate('/complete_profile', { state });
    return;
  }
  if (!response || !('access_token' in response) || !response.access_token) {
    throw new Error(MESSAGES.emptyLogin);
  }
  await completeSignIn(response, options);
}
