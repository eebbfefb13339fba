import type { ComponentType } from 'react';
import type { PolicyId } from '../../contract/access';
import type { FeatureSwitch } from '../../contract/feature-flags';
import type { FeatureKey } from '../../contract/plans';
import type { NavId } from './nav-order';

/** Who may open a route (core.md 6 "Access rules"). */
export type Guard =
  | { kind: 'public' }
  /** Signed in. */
  | { kind: 'auth' }
  /** Signed in and a member of the org in the path (provider staff act on any org). */
  | { kind: 'member' }
  /** A policy of contract/access `can()`, in the org of the path (or in any org of the user). */
  | { kind: 'permission'; action: PolicyId }
  /** Provider staff only. */
  | { kind: 'internal' }
  /** A provider-staff record in org 0 that may invite. */
  | { kind: 'org-0' };

/**
 * A redirect applies when any of its conditions holds (or always, without conditions): a switch
 * of contract/feature-flags.ts on in the org of the path, or a path parameter's value.
 */
export type Condition = { switchOn: FeatureSwitch } | { param: string; equals: string };

export type RedirectRule =
  /** Client-side replace to `to` (`:params` filled, query kept). */
  | { kind: 'redirect'; to: string; when?: Condition[] }
  /**
   * A full page load: to `to`, or, without `to`, of the page itself when it was reached by
   * in-app navigation (a page opened by a full load is not loaded again).
   */
  | { kind: 'reload'; to?: string; when?: Condition[] }
  /** The root path: /login when signed out, else the post-login landing. */
  | { kind: 'landing' };

export type ScreenModule = { default: ComponentType };
export type ScreenLoader = () => Promise<ScreenModule>;

export type NavMeta = {
  /** Also its place in the menu (nav-order.ts). */
  id: NavId;
  label: string;
  section: 'main' | 'admin';
  /** The plan feature the item needs (document 2, section 6). */
  feature?: FeatureKey;
  /** Visibility rule when stricter than the route's guard. */
  guard?: Guard;
  /**
   * Other route paths that belong to the item's section: on them the item shows as current
   * (aria-current="true"), e.g. a team member's page under 'Team members'.
   */
  activeOn?: string[];
};

export type RouteEntry = {
  path: string;
  guard: Guard;
  /** home: inside the signed-in frame (AppShell); bare: a page of its own. */
  layout: 'bare' | 'home';
  /** planned: the screen comes with a later issue; the guard runs, then the not-found page. */
  status: 'built' | 'planned' | 'redirect';
  screen?: ScreenLoader;
  redirects?: RedirectRule[];
  /** Document title of the page. */
  title?: string;
  nav?: NavMeta;
};

/** Fills `:name` and optional `:name?` segments; a missing optional segment is dropped. */
export function fillParams(
  pattern: string,
  params: Record<string, string | number | undefined>,
): string {
  const filled = pattern.replace(/\/:(\w+)(\?)?/g, (segment, name: string, optional?: string) => {
    const value = params[name];
    if (value === undefined || value === '') {
      if (optional) return '';
      throw new Error(`Missing route parameter ${name} for ${pattern}`);
    }
    return `/${encodeURIComponent(String(value))}`;
  });
  return filled.replace(
    /=:(\w+)/g,
    (_, name: string) => `=${encodeURIComponent(String(params[name] ?? ''))}`,
  );
}
