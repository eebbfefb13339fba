import type { PolicyId } from './access';
import type { Route } from './endpoint';
import type { FeatureKey } from './plans';

/**
 * What an entry of contract/route-access.ts says, and the entries the per-resource access tables
 * (contract/<resource>.access.ts) are written with, so each is spelled once.
 */

/** The kinds of role a caller holds; every manager variant (2, 21–35) is a manager. */
export const ROLE_KINDS = [
  'admin',
  'manager',
  'worker',
  'provider-admin',
  'provider-recruiter',
] as const;
export type RoleKind = (typeof ROLE_KINDS)[number];

/** Provider staff kinds: a membership of org 0, acting on any organisation. */
export const PROVIDER_KINDS: readonly RoleKind[] = ['provider-admin', 'provider-recruiter'];

/**
 * A private operation's callers: on a path under /orgs/{org_id}, the caller's role in that
 * organisation (provider staff: their staff role); elsewhere, a role the caller holds in any
 * organisation. `anyone` is every signed-in person.
 */
export type PrivateAccess = (
  | { auth: 'private'; roles: 'anyone' | readonly [RoleKind, ...RoleKind[]] }
  | { auth: 'private'; policy: PolicyId }
) & {
  /**
   * A feature of a plan tier (document 2, section 6) the organisation in the path must have:
   * the server refuses the call for a plan without it, whoever calls.
   */
  feature?: FeatureKey;
};

type AccessFor<Kind> = Kind extends 'private' ? PrivateAccess : { auth: Kind };

/**
 * One entry per route of a routes table, of the route's own auth kind: a new route without one
 * fails to compile.
 */
export type AccessTableFor<Routes extends Record<string, Route>> = {
  [Name in keyof Routes]: AccessFor<Routes[Name]['auth']>;
};

export const PUBLIC = { auth: 'public' } as const;
export const ANYONE = { auth: 'private', roles: 'anyone' } as const;
export const EVERY_MEMBER = {
  auth: 'private',
  roles: ['admin', 'manager', 'worker', 'provider-admin', 'provider-recruiter'],
} as const;
export const policy = (id: PolicyId) => ({ auth: 'private', policy: id }) as const;

/** An entry that also needs a plan feature of the organisation (see PrivateAccess.feature). */
export const withFeature = <const Entry extends PrivateAccess>(feature: FeatureKey, entry: Entry) =>
  ({ ...entry, feature }) as const;
