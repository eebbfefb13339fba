import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { visibleNav } from './access/nav';
import { buildRouteObjects } from './navigation/create-router';
import { NAV_ORDER } from './navigation/nav-order';
import type { RouteEntry } from './navigation/route-model';
import { NOT_FOUND_ROUTE, ROUTES } from './routes';
import { makeEmployee, makeOrg, makeProfile } from './test-support/fixtures';

// The route table is gathered from the features' route files (app/routes.tsx); nothing may depend
// on the order of that list: these tests pin matching and navigation against it.

/**
 * A pattern's segments: one list for each way of leaving out or keeping its optional segments, as
 * the router explodes them.
 */
function variants(path: string): string[][] {
  let out: string[][] = [[]];
  for (const segment of path.split('/').filter(Boolean)) {
    const kept = out.map((segments) => [...segments, segment.replace(/\?$/, '')]);
    out = segment.endsWith('?') ? [...out, ...kept] : kept;
  }
  return out;
}
const isParam = (segment: string) => segment.startsWith(':');
/** The shape of a pattern the router compares: parameter names do not matter. */
const shape = (segments: string[]) =>
  `/${segments.map((segment) => (isParam(segment) ? ':' : segment)).join('/')}`;

/** A URL both patterns match, if there is one. */
function unify(a: string[], b: string[]): string | undefined {
  if (a.length !== b.length) return undefined;
  const url: string[] = [];
  for (const [i, left] of a.entries()) {
    const right = b[i]!;
    if (!isParam(left) && !isParam(right) && left !== right) return undefined;
    url.push(isParam(left) ? (isParam(right) ? 'x7' : right) : left);
  }
  return `/${url.join('/')}`;
}

/** The route entry path the router picks for `url`, with the table in the order given. */
const matched = (routes: ReturnType<typeof buildRouteObjects>, url: string) =>
  matchRoutes(routes, url)?.at(-1)?.route.path;

describe('the route table as a list', () => {
  it('declares no path twice, even written with other parameter names or optional segments', () => {
    const shapes = [...ROUTES, NOT_FOUND_ROUTE].flatMap((entry) => variants(entry.path).map(shape));
    expect(shapes.filter((path, i) => shapes.indexOf(path) !== i)).toEqual([]);
  });

  it('matches every path to its own entry', () => {
    const routes = buildRouteObjects(ROUTES);
    for (const entry of ROUTES) {
      for (const segments of variants(entry.path)) {
        const url = unify(segments, segments)!;
        expect(matched(routes, url), url).toBe(entry.path);
      }
    }
  });

  it('matches the same entries whatever the order of the list', () => {
    const patterns = ROUTES.flatMap((entry) => variants(entry.path));
    // Every URL two patterns could both claim, and each pattern's own.
    const urls = new Set(
      patterns.flatMap((a) => patterns.map((b) => unify(a, b))).filter((url) => url !== undefined),
    );
    // The router breaks ties between equally specific paths by list order: there must be none.
    const forward = buildRouteObjects(ROUTES);
    const reversed = buildRouteObjects([...ROUTES].reverse());
    const differing = [...urls].filter((url) => matched(forward, url) !== matched(reversed, url));
    expect(differing).toEqual([]);
    expect(urls.size).toBeGreaterThan(ROUTES.length);
  });
});

describe('the navigation order', () => {
  // Every planned screen marked built: the whole menu as later issues will show it.
  const allBuilt = (routes: RouteEntry[]) =>
    routes.map((route) =>
      route.status === 'planned' ? { ...route, status: 'built' as const } : route,
    );
  const labels = (routes: RouteEntry[], roleOrgId: number, roleId: number, orgId: number) =>
    visibleNav({
      profile: makeProfile([makeEmployee(roleOrgId, roleId)]),
      orgId,
      org: orgId === 0 ? null : makeOrg(),
      routes: allBuilt(routes),
    }).map((item) => `${item.section}: ${item.label}`);

  it('names each item of NAV_ORDER on exactly one route', () => {
    const ids = ROUTES.flatMap((entry) => (entry.nav ? [entry.nav.id] : []));
    expect([...ids].sort()).toEqual([...NAV_ORDER].sort());
  });

  it('shows the menu in the order of NAV_ORDER, main section first', () => {
    expect(labels(ROUTES, 7, 3, 7)).toEqual([
      'main: Dashboard',
      'main: Time cards',
      'main: Time off',
      'main: Projects',
      'main: Tasks',
      'main: Cost codes',
      'main: Team members',
      'main: Teams',
      'main: Reports',
      'main: Job costing',
      'main: Integrations',
      'main: Settings',
      'main: Billing',
      'main: Organisation',
    ]);
    expect(labels(ROUTES, 0, 4, 0)).toEqual(['admin: Organisations', 'admin: All time cards']);
  });

  it('keeps that order whatever the order of the route table', () => {
    const reversed = [...ROUTES].reverse();
    expect(labels(reversed, 7, 3, 7)).toEqual(labels(ROUTES, 7, 3, 7));
    expect(labels(reversed, 0, 4, 7)).toEqual(labels(ROUTES, 0, 4, 7));
    expect(labels(reversed, 0, 4, 0)).toEqual(labels(ROUTES, 0, 4, 0));
  });
});
