import type { Profile } from '../../contract/profile';
import { useAppState } from '../state/app-store';
import { request } from './client';

/**
 * The signed-in user (core.md 3 "user state holds currentUser"). The session bootstrap loads it,
 * with the sessionStorage cache, and keeps it in the app store rather than the query cache: the
 * sign-in pages then need no query library at all, which keeps /login small.
 */
export async function fetchProfile(): Promise<Profile> {
  return (await request('me')).data;
}

export function useProfile(): Profile | undefined {
  return useAppState((state) => state.currentUser) ?? undefined;
}
