import type { PolicyId } from '../../contract/access';
import type { Guard, NavMeta, RedirectRule, RouteEntry, ScreenLoader } from './route-model';

/**
 * The words route entries are written in. Each feature's `<feature>.routes.ts` builds its entries
 * with these and nothing else (no screen imported statically), so the route table stays data and
 * loading it pulls no screen into the first bundle.
 */
export const PUBLIC: Guard = { kind: 'public' };
export const AUTH: Guard = { kind: 'auth' };
export const MEMBER: Guard = { kind: 'member' };
export const INTERNAL: Guard = { kind: 'internal' };
export const ORG_0: Guard = { kind: 'org-0' };
export const can = (action: PolicyId): Guard => ({ kind: 'permission', action });

type Extra = { redirects?: RedirectRule[]; nav?: NavMeta };
const layoutOf = (guard: Guard) =>
  (guard.kind === 'public' ? 'bare' : 'home') as RouteEntry['layout'];

/** A built screen, loaded lazily: pass `() => import('./x-screen')`, never a static import. */
export function screen(
  path: string,
  guard: Guard,
  load: ScreenLoader,
  title: string,
  extra: Extra = {},
): RouteEntry {
  return { path, guard, layout: layoutOf(guard), status: 'built', screen: load, title, ...extra };
}

/** A screen of a later issue: its guard runs, then the not-found page shows; navigation hides it. */
export function planned(path: string, guard: Guard, extra: Extra = {}): RouteEntry {
  return { path, guard, layout: layoutOf(guard), status: 'planned', ...extra };
}

/** A client-side redirect to `to` (`:params` filled, query kept), after `guard`. */
export function redirect(path: string, to: string, guard: Guard = PUBLIC): RouteEntry {
  return { path, guard, layout: 'bare', status: 'redirect', redirects: [{ kind: 'redirect', to }] };
}

/** A full page load to `to`. */
export function fullReload(path: string, to: string): RouteEntry {
  return {
    path,
    guard: PUBLIC,
    layout: 'bare',
    status: 'redirect',
    redirects: [{ kind: 'reload', to }],
  };
}
