import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { PageHeader } from '../../../design-system/page-header/page-header';
import { TabNav } from '../../../design-system/tabs/tab-nav';
import { RouteTab } from '../../navigation/route-tab';

/** The sections of the settings hub, in the order of its cards and tabs. */
export const SETTINGS_SECTIONS = [
  { id: 'overview', path: 'settings', label: 'Overview' },
  { id: 'time', path: 'settings/time', label: 'Time' },
  { id: 'projects', path: 'settings/projects', label: 'Projects' },
  { id: 'company', path: 'settings/company', label: 'Company' },
  { id: 'workers-comp', path: 'settings/workers-comp', label: 'Workers’ comp' },
] as const;

/**
 * The frame of every settings page: the page header and the row of section links (the workers'
 * comp page included), so each section is one step from the others.
 */
export function SettingsLayout({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  const orgId = Number(useParams().orgId);
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <PageHeader className="mb-0" title={title} description={description} />
      <SettingsSectionNav orgId={orgId} />
      {children}
    </div>
  );
}

/** The settings sections as links; a section's tabs count as the section. */
export function SettingsSectionNav({ orgId }: { orgId: number }) {
  return (
    <TabNav aria-label="Settings sections">
      {SETTINGS_SECTIONS.map((section) => (
        <RouteTab
          key={section.id}
          to={`/org/${orgId}/${section.path}`}
          prefix={section.id !== 'overview'}
        >
          {section.label}
        </RouteTab>
      ))}
    </TabNav>
  );
}
