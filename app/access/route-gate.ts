import { isSwitchOn } from '../../contract/feature-flags';
import type { Profile } from '../../contract/profile';
import type { SessionStatus } from '../state/app-store';
import { loginRedirectPath } from '../navigation/navigator';
import { fillParams, type Condition, type RouteEntry } from '../navigation/route-model';
import { orgIdFromPath } from '../session/selected-org';
import { employeeOf } from './actor';
import { passesGuard } from './guards';

export type GateInput = {
  entry: RouteEntry;
  params: Record<string, string | undefined>;
  pathname: string;
  search: string;
  session: SessionStatus;
  profile: Profile | undefined;
  /** A session existed in this browser before (adds expired=true to the login redirect). */
  hadPriorSession: boolean;
  /** The page was opened by a full page load rather than in-app navigation. */
  isInitialLoad: boolean;
};

export type GateDecision =
  | { kind: 'wait' }
  | { kind: 'render' }
  | { kind: 'not-found' }
  | { kind: 'forbidden' }
  | { kind: 'landing' }
  | { kind: 'redirect'; to: string }
  | { kind: 'reload'; to: string };

/**
 * What a route shows, in order: unconditional redirects (which need no session), then the
 * session (wait while it starts, /login when signed out), the guard (/error/403 when denied),
 * conditional redirects and full loads (they read the org's flags), and finally the screen,
 * or the not-found page for planned routes.
 */
export function decideGate(input: GateInput): GateDecision {
  const { entry, session } = input;
  const rules = entry.redirects ?? [];

  for (const rule of rules) {
    if (rule.kind === 'landing') {
      if (session === 'booting') return { kind: 'wait' };
      return session === 'authenticated' ? { kind: 'landing' } : { kind: 'redirect', to: '/login' };
    }
    if (rule.when || !rule.to) continue;
    const to = withSearch(fillParams(rule.to, input.params), input.search);
    return rule.kind === 'redirect' ? { kind: 'redirect', to } : { kind: 'reload', to };
  }

  if (entry.guard.kind !== 'public') {
    if (session === 'booting' || session === 'ending') return { kind: 'wait' };
    if (session === 'anonymous' || !input.profile) {
      return {
        kind: 'redirect',
        to: loginRedirectPath(input.pathname + input.search, input.hadPriorSession),
      };
    }
    const orgId = orgIdFromPath(input.pathname);
    if (!passesGuard(entry.guard, input.profile, orgId)) return { kind: 'forbidden' };

    for (const rule of rules) {
      if (rule.kind === 'landing' || !applies(rule.when, input, orgId)) continue;
      if (rule.kind === 'redirect') {
        return {
          kind: 'redirect',
          to: withSearch(fillParams(rule.to, input.params), input.search),
        };
      }
      if (!rule.to && !input.isInitialLoad)
        return { kind: 'reload', to: input.pathname + input.search };
      if (rule.to)
        return { kind: 'reload', to: withSearch(fillParams(rule.to, input.params), input.search) };
    }
  }

  return entry.status === 'planned' ? { kind: 'not-found' } : { kind: 'render' };
}

function applies(when: Condition[] | undefined, input: GateInput, orgId: number | null): boolean {
  if (!when) return true;
  const flags =
    input.profile && orgId !== null
      ? employeeOf(input.profile, orgId)?.organization.feature_flags
      : undefined;
  return when.some((condition) =>
    'switchOn' in condition
      ? isSwitchOn(flags, condition.switchOn)
      : input.params[condition.param] === condition.equals,
  );
}

/** Keeps the query string of the original link, merged after the target's own. */
function withSearch(to: string, search: string): string {
  if (!search || search === '?') return to;
  return to.includes('?') ? `${to}&${search.slice(1)}` : to + search;
}
