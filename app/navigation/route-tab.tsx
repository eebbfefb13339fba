import type { ReactNode } from 'react';
import { Link, matchPath, useLocation } from 'react-router-dom';
import { TabNavItem } from '../../design-system/tabs/tab-nav';

/**
 * One routed tab of a TabNav: current on its own page only, with or without a trailing slash
 * (the spec writes some pages as '/crew/members/'), and not on the pages below it, so 'Members'
 * is not current on '/crew/members/groups'.
 */
export function RouteTab({
  to,
  prefix = false,
  children,
}: {
  to: string;
  /** Current on the pages below it too (a section whose tabs have paths of their own). */
  prefix?: boolean;
  children: ReactNode;
}) {
  const { pathname } = useLocation();
  return (
    <TabNavItem asChild isActive={matchPath({ path: to, end: !prefix }, pathname) !== null}>
      <Link to={to}>{children}</Link>
    </TabNavItem>
  );
}
