import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PageHeader } from '../../../../design-system/page-header/page-header';
import { TabNav, TabNavItem } from '../../../../design-system/tabs/tab-nav';
import { ReportRangeBar } from '../range/report-range-bar';
import type { ReportStateApi } from '../range/use-report-state';
import { useReportRights } from './report-rights';

export type ReportPage = 'reports' | 'time-report' | 'job-costing';

const PAGES: { page: ReportPage; label: string; path: string }[] = [
  { page: 'reports', label: 'Crew reports', path: 'crew/reports' },
  { page: 'time-report', label: 'Time report', path: 'crew/time-report' },
  { page: 'job-costing', label: 'Job costing', path: 'crew/job-costing' },
];

export type ReportFrameProps = {
  page: ReportPage;
  title: string;
  description: ReactNode;
  report: ReportStateApi;
  /** Buttons beside the title (a download, closing a period). */
  actions?: ReactNode;
  children: ReactNode;
};

/**
 * A report page: its title, the tabs to the other reports (each keeping the range and filters,
 * job costing only for those with financial access), the range bar, then the report.
 */
export function ReportFrame({
  page,
  title,
  description,
  report,
  actions,
  children,
}: ReportFrameProps) {
  const rights = useReportRights(report.orgId);
  const pages = PAGES.filter((item) => item.page !== 'job-costing' || rights.seesMoney);
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <PageHeader className="mb-0" title={title} description={description} actions={actions} />
      <TabNav aria-label="Reports">
        {pages.map((item) => (
          <TabNavItem key={item.page} asChild isActive={item.page === page}>
            <Link to={`/org/${report.orgId}/${item.path}${report.search}`}>{item.label}</Link>
          </TabNavItem>
        ))}
      </TabNav>
      <ReportRangeBar report={report} />
      {children}
    </div>
  );
}
