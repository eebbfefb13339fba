import { useParams } from 'react-router-dom';
import { PAYROLL_MAX_DAYS } from '../../../../contract/payroll';
import { usePayrollSummary } from '../../../api/payroll';
import { useReportState } from '../range/use-report-state';
import { ClosedRunNote } from '../shared/closed-run-note';
import { CsvDownloadButton } from '../shared/csv-download';
import { ReportFrame } from '../shared/report-frame';
import { ReportStatus } from '../shared/report-status';
import { csvFilename } from '../shared/report-format';
import { TimeDisplayChoice, useTimeDisplay } from '../shared/time-display';
import { TimeReportTable } from './time-report-table';

/**
 * /org/{orgId}/crew/time-report: per member and day, the hours the pay rules classify as regular,
 * overtime and double time, with why (a popover per cell), break flags and premium hours, each
 * day's approval, totals and gross pay for those who may see pay; a CSV of the same.
 */
export default function TimeReportScreen() {
  const orgId = Number(useParams().orgId);
  const report = useReportState(orgId, PAYROLL_MAX_DAYS);
  const [display, setDisplay] = useTimeDisplay();
  const asked = typeof report.payrollQuery === 'object' ? report.payrollQuery : null;
  const query = usePayrollSummary(orgId, asked);
  const answer = asked ? query.data : undefined;
  const summary = answer?.data;

  return (
    <ReportFrame
      page="time-report"
      title="Time report"
      description="Regular, overtime and double-time hours as the pay rules count them."
      report={report}
    >
      <div className="flex flex-wrap items-end justify-between gap-4">
        <TimeDisplayChoice value={display} onValueChange={setDisplay} />
        <CsvDownloadButton
          label="Download CSV"
          filename={csvFilename('time-report', report.resolved?.days ?? null)}
          download={asked && { name: 'payrollSummaryCsv', orgId, query: asked }}
        />
      </div>
      <ReportStatus
        report={report}
        query={query}
        asked={report.payrollQuery}
        isEmpty={summary?.members.length === 0}
        what="time"
        skeletonColumns={(summary?.days.length ?? 7) + 2}
      >
        {summary && (
          <div className="flex min-w-0 flex-col gap-4" aria-busy={query.isFetching || undefined}>
            {summary.closed_run && (
              <ClosedRunNote run={summary.closed_run} timeZone={summary.timezone} />
            )}
            <TimeReportTable summary={summary} showsPay={answer.meta.shows_pay} display={display} />
          </div>
        )}
      </ReportStatus>
    </ReportFrame>
  );
}
