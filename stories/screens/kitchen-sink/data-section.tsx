import { GridPager } from '../../../design-system/pagination/grid-pager';
import { Pagination } from '../../../design-system/pagination/pagination';
import { TabNav, TabNavItem } from '../../../design-system/tabs/tab-nav';
import { Tabs, type TabItem } from '../../../design-system/tabs/tabs';
import { DemoPanel, KitchenSinkSection } from './section';
import { TimeCardsPanel } from './time-cards-panel';

const EMPLOYEE_TABS: TabItem[] = [
  {
    label: 'Profile',
    content: (
      <p className="text-sm">Dana Whitfield, foreman of the North yard framing crew since 2019.</p>
    ),
  },
  {
    label: 'Time cards',
    content: <p className="text-sm">38.5 hours this week, 2 punches waiting for approval.</p>,
  },
  {
    label: 'Pay rates',
    content: <p className="text-sm">Regular $34.00 an hour, overtime $51.00 an hour.</p>,
  },
];

/** A list screen's parts: filters over a grid, the two pagers, in-page and routed tabs. */
export function DataSection() {
  return (
    <KitchenSinkSection title="Data">
      <TimeCardsPanel />

      <DemoPanel title="Pagination" description="A window of ten pages over a long list.">
        <Pagination pageCount={23} defaultPage={4} scrollToTop={false} />
      </DemoPanel>

      <DemoPanel title="Grid pager" description="Range, rows per page and page buttons.">
        <GridPager total={245} defaultPage={2} navLabel="Report pages" />
      </DemoPanel>

      <DemoPanel title="Tabs" description="In-page tabs and tabs that are pages.">
        <Tabs items={EMPLOYEE_TABS} aria-label="Employee sections" />
        <TabNav aria-label="Project sections">
          <TabNavItem href="#overview" isActive>
            Overview
          </TabNavItem>
          <TabNavItem href="#crews">Crews</TabNavItem>
          <TabNavItem href="#documents">Documents</TabNavItem>
        </TabNav>
      </DemoPanel>
    </KitchenSinkSection>
  );
}
