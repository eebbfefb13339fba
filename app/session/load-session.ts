import { DEFAULT_TIMEZONE } from '../../contract/reference-lists';
import type { Profile } from '../../contract/profile';
import { fetchProfile } from '../api/profile';
import { checkDownloadAppModal } from '../global/download-app';
import { getNavigator } from '../navigation/navigator';
import { appStore, closeAllModals } from '../state/app-store';
import { decodeJwtPayload, tokenTypeOf } from './jwt';
import { notifyOrgSelected } from './local-data';
import { logout } from './logout';
import { blockedReason } from './post-login';
import { readCachedProfile, writeCachedProfile } from './profile-cache';
import {
  orgIdFromPath,
  readStoredOrgId,
  resolveSelectedOrg,
  writeStoredOrgId,
} from './selected-org';
import { readTokens } from './token-store';

/**
 * Loads the profile and makes the session usable (core.md 4 steps 4-6): time zone, selected
 * org, impersonation mark, org bootstrap. A profile that may not sign in is logged out with the
 * reason. Resolves with the profile, or null when it was blocked.
 */
export async function loadSession(options: { useCache: boolean }): Promise<Profile | null> {
  const accessToken = readTokens()?.access_token;
  const subject = decodeJwtPayload(accessToken)?.sub;
  let profile = options.useCache ? readCachedProfile(subject) : null;
  if (!profile) {
    profile = await fetchProfile();
    writeCachedProfile(profile);
  }
  appStore.setState({ currentUser: profile });

  const blocked = blockedReason(profile);
  if (blocked) {
    await logout({ message: blocked });
    return null;
  }
  const selectedOrgId = resolveSelectedOrg({
    employees: profile.employees,
    pathOrgId: orgIdFromPath(getNavigator().currentPath().split('?')[0] ?? ''),
    storedOrgId: readStoredOrgId(),
  });
  writeStoredOrgId(selectedOrgId);
  appStore.setState({
    session: 'authenticated',
    loginError: null,
    selectedOrgId,
    timezone: profile.timezone || DEFAULT_TIMEZONE,
    tokenType: tokenTypeOf(accessToken),
  });
  runOrgBootstrap(selectedOrgId);
  return profile;
}

/** Fetches the profile again (after a change such as a new organisation) and refreshes the cache. */
export async function reloadProfile(): Promise<Profile> {
  const profile = await fetchProfile();
  writeCachedProfile(profile);
  appStore.setState({ currentUser: profile });
  return profile;
}

/**
 * The checks of the org bootstrap. The org info itself (GET /orgs/{id}) is loaded by the screens
 * that show it, through the query cache, which selecting an org resets.
 */
export function runOrgBootstrap(orgId: number | null): void {
  if (orgId !== null) checkDownloadAppModal(getNavigator().currentPath().split('?')[0]);
}

/** Switching organisation: persisted, org info reset, modals closed, org bootstrap again. */
export function selectOrg(orgId: number): void {
  writeStoredOrgId(orgId);
  appStore.setState({ selectedOrgId: orgId });
  notifyOrgSelected(orgId);
  closeAllModals();
  runOrgBootstrap(orgId);
}
