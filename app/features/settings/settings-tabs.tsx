import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { TabNav, TabNavItem } from '../../../design-system/tabs/tab-nav';

export type SettingsTab = { id: string; label: string; content: () => ReactNode };

/**
 * The tabs of a settings section, one path each (/settings/{section}/{tabId}); no tab id (or an
 * unknown one) shows the first.
 */
export function SettingsTabs({
  section,
  label,
  tabs,
}: {
  section: string;
  label: string;
  tabs: readonly SettingsTab[];
}) {
  const { orgId, tabId } = useParams();
  const current = tabs.find((tab) => tab.id === tabId) ?? tabs[0]!;
  return (
    <div className="flex flex-col gap-6">
      <TabNav aria-label={label}>
        {tabs.map((tab) => (
          <TabNavItem key={tab.id} asChild isActive={tab.id === current.id}>
            {/* The kiosk tab reloads the page (core.md 2): the router sees to it. */}
            <Link to={`/org/${orgId}/settings/${section}/${tab.id}`}>{tab.label}</Link>
          </TabNavItem>
        ))}
      </TabNav>
      <div>{current.content()}</div>
    </div>
  );
}
