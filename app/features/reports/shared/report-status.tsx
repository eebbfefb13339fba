import type { ReactNode } from 'react';
import { CalendarX2, FileSearch } from 'lucide-react';
import { PAYROLL_TEXT } from '../../../../contract/payroll';
import { Alert } from '../../../../design-system/alert/alert';
import { EmptyState } from '../../../../design-system/empty-state/empty-state';
import { errorText } from '../../../api/api-error';
import { ListBody, type ListQuery } from '../../../lists/list-body';
import type { ReportStateApi } from '../range/use-report-state';

export type ReportStatusProps = {
  report: ReportStateApi;
  query: ListQuery;
  /** The report's query: null while loading, 'nothing' when the filters leave nothing. */
  asked: object | 'nothing' | null;
  /** The answer holds no row. */
  isEmpty: boolean;
  /** What the report shows, in its messages: 'time', 'project time'. */
  what: string;
  skeletonColumns: number;
  children: ReactNode;
};

/**
 * What a report shows until it has rows: pay periods that could not be read, no pay schedule to
 * report by, filters that leave
 * nothing, loading, a failure with Try again, nothing in the dates; then the report.
 */
export function ReportStatus({
  report,
  query,
  asked,
  isEmpty,
  what,
  skeletonColumns,
  children,
}: ReportStatusProps) {
  if (report.state.kind === 'payperiod' && report.periods.error && !report.periods.chosen)
    return (
      <Alert tone="danger" title="The pay periods could not be loaded">
        {errorText(report.periods.error)}
      </Alert>
    );
  if (report.hasNoSchedule)
    return (
      <EmptyState
        icon={<CalendarX2 />}
        title="No pay schedule"
        description={`${PAYROLL_TEXT.noSchedule}, or choose another kind of range.`}
      />
    );
  const empty = (
    <EmptyState
      icon={<FileSearch />}
      title={`No ${what} in these dates`}
      description={
        Object.keys(report.state.filters).length > 0
          ? 'Nothing matches these filters. Remove a filter or choose other dates.'
          : 'Choose other dates, or a longer range.'
      }
    />
  );
  if (asked === 'nothing') return empty;
  return (
    <ListBody
      query={query}
      errorTitle="The report could not be loaded"
      loadingLabel="Loading the report"
      skeleton={{ rows: 6, columns: skeletonColumns }}
      isEmpty={isEmpty}
      empty={empty}
    >
      {children}
    </ListBody>
  );
}
