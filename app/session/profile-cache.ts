import type { Profile } from '../../contract/profile';

/**
 * The profile cached in sessionStorage, keyed by profile id (core.md 3). A cached profile is only
 * used when its id is the token's subject, and a page reload clears the cache so a reload always
 * shows fresh data.
 */
export const PROFILE_CACHE_PREFIX = 'crewcard.profile.v1:';

export function readCachedProfile(subject: string | number | null | undefined): Profile | null {
  if (subject === null || subject === undefined || subject === '') return null;
  try {
    const raw = sessionStorage.getItem(PROFILE_CACHE_PREFIX + String(subject));
    if (!raw) return null;
    const profile = JSON.parse(raw) as Profile;
    return String(profile.id) === String(subject) ? profile : null;
  } catch {
    return null;
  }
}

export function writeCachedProfile(profile: Profile): void {
  clearProfileCache();
  try {
    sessionStorage.setItem(PROFILE_CACHE_PREFIX + String(profile.id), JSON.stringify(profile));
  } catch {
    // A full sessionStorage only costs a refetch next time.
  }
}

export function clearProfileCache(): void {
  for (const key of Object.keys(sessionStorage)) {
    if (key.startsWith(PROFILE_CACHE_PREFIX)) sessionStorage.removeItem(key);
  }
}

/** True when this document was loaded by the browser's reload. */
export function isPageReload(): boolean {
  const [entry] = performance.getEntriesByType?.('navigation') ?? [];
  return (entry as PerformanceNavigationTiming | undefined)?.type === 'reload';
}

/** Called once at start-up. */
export function clearProfileCacheOnReload(reloaded: boolean = isPageReload()): void {
  if (reloaded) clearProfileCache();
}
