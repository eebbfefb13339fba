import type { ReactNode } from 'react';
import { PageHeader } from '../../../design-system/page-header/page-header';
import { TabNav } from '../../../design-system/tabs/tab-nav';
import { RouteTab } from '../../navigation/route-tab';

const TABS = [
  { to: '/personal/settings', label: 'Profile' },
  { to: '/personal/settings/change-password', label: 'Change password' },
  { to: '/personal/settings/appearance', label: 'Appearance' },
];

/** The title and tabs shared by the personal settings pages. */
export function PersonalSettingsFrame({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        className="mb-0"
        title="Personal settings"
        description="Your own account, in every organisation."
      />
      <TabNav aria-label="Personal settings">
        {TABS.map((tab) => (
          <RouteTab key={tab.to} to={tab.to}>
            {tab.label}
          </RouteTab>
        ))}
      </TabNav>
      {children}
    </div>
  );
}
