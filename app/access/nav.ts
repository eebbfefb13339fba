import { matchPath } from 'react-router-dom';
import type { Organization } from '../../contract/orgs';
import type { Profile } from '../../contract/profile';
import { NAV_ORDER } from '../navigation/nav-order';
import { fillParams, type NavMeta, type RouteEntry } from '../navigation/route-model';
import { ROUTES } from '../routes';
import { passesGuard } from './guards';
import { featureAllowed } from '../../contract/plans';

export type NavLinkItem = NavMeta & { to: string };

/** Fills the org id into a route pattern, leaving its other parameters to match any value. */
const inOrg = (pattern: string, orgId: number | null) =>
  orgId === null ? pattern : pattern.replace(/:orgId\b/, String(orgId));

/**
 * The navigation a user sees in one organisation: routes that carry nav metadata, are built,
 * pass the user's guard (the item's own rule when stricter) and whose plan feature the
 * organisation's plan includes. Org-scoped items need an organisation. Items come in the order of
 * NAV_ORDER, whatever the order of the route table.
 */
export function visibleNav(input: {
  profile: Profile;
  orgId: number | null;
  org:
    | Pick<
        Organization,
        'crew_product_plan' | 'workforce_management_feature' | 'time_tracking_feature'
      >
    | null
    | undefined;
  routes?: readonly RouteEntry[];
}): NavLinkItem[] {
  const { profile, orgId, org } = input;
  const items: NavLinkItem[] = [];
  for (const route of input.routes ?? ROUTES) {
    const nav = route.nav;
    if (!nav || route.status !== 'built') continue;
    const scoped = route.path.includes(':orgId');
    if (scoped && (orgId === null || orgId === 0)) continue;
    const pathOrg = scoped ? orgId : null;
    if (!passesGuard(route.guard, profile, pathOrg)) continue;
    if (nav.guard && !passesGuard(nav.guard, profile, pathOrg)) continue;
    if (nav.feature && !featureAllowed(org, nav.feature)) continue;
    items.push({
      ...nav,
      to: fillParams(route.path, { orgId: orgId ?? undefined }),
      ...(nav.activeOn ? { activeOn: nav.activeOn.map((path) => inOrg(path, pathOrg)) } : {}),
    });
  }
  const rank = (item: NavLinkItem) => NAV_ORDER.indexOf(item.id);
  return items.sort((a, b) => rank(a) - rank(b));
}

/**
 * Whether an item is current at `pathname`: 'page' on its own page (only there: the organisation
 * page /org/7 is not current on /org/7/dashboard), 'true' on a page of its section (activeOn).
 */
export function navCurrent(item: NavLinkItem, pathname: string): 'page' | 'true' | undefined {
  const at = (path: string) => matchPath({ path, end: true }, pathname) !== null;
  if (at(item.to)) return 'page';
  return item.activeOn?.some(at) ? 'true' : undefined;
}
