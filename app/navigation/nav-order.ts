/**
 * The order of the navigation items, by NavMeta id: the menu follows this list, not the order in
 * which features list their routes. The main section comes first, then the provider (admin)
 * section, as the sidebar shows them. A route's `nav.id` must be one of these (NavId), so a new
 * item is placed here on purpose.
 */
export const NAV_ORDER = [
  // Main section
  'dashboard',
  'timecards',
  'time-off',
  'projects',
  'tasks',
  'cost-codes',
  'members',
  'teams',
  'reports',
  'job-costing',
  'integrations',
  'settings',
  'billing',
  'organisation',
  // Provider section
  'orgs',
  'all-timecards',
] as const;

export type NavId = (typeof NAV_ORDER)[number];
