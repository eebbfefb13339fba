import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import type { TokenType } from '../../contract/token-types';
import type { Profile } from '../../contract/profile';
import { PHONE_QUERY } from '../../design-system/select/use-is-phone';
import { queryClient } from '../api/query-client';
import { resetNavigator } from '../navigation/navigator';
import { writeTokens } from '../session/token-store';
import { appStore, INITIAL_APP_STATE } from '../state/app-store';
import { makeJwt } from './fixtures';

/** Signs `profile` in as the app would have after sign-in, with `orgId` selected (null: none). */
export function signInAs(
  profile: Profile,
  { orgId = 7, tokenType = 'access' }: { orgId?: number | null; tokenType?: TokenType } = {},
) {
  writeTokens({
    access_token: makeJwt({ sub: String(profile.id), typ: tokenType }),
    refresh_token: 'r1',
    expires_in: 900,
  });
  appStore.setState({
    ...INITIAL_APP_STATE,
    session: 'authenticated',
    currentUser: profile,
    selectedOrgId: orgId,
    tokenType,
  });
}

/**
 * Each screen test starts clean (storage, the query cache) and leaves nothing behind (the DOM,
 * stubbed fetch, spies, the app's navigator). Call once at the top of a screen test file.
 */
export function resetBetweenScreenTests() {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    queryClient.clear();
    vi.spyOn(console, 'debug').mockImplementation(() => undefined);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    resetNavigator();
  });
}

/**
 * Makes the screen a phone's for the rest of the test (useIsPhone answers true); the other
 * media queries (such as the dark scheme) do not match. resetBetweenScreenTests restores it.
 */
export function pretendToBeAPhone() {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (media) =>
      ({
        media,
        matches: media === PHONE_QUERY,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}
