import { useParams } from 'react-router-dom';
import { PAYROLL_MAX_DAYS, type PayrollMember } from '../../../../contract/payroll';
import { usePayrollSummary } from '../../../api/payroll';
import { reportSearch } from '../range/report-url-state';
import { useReportState } from '../range/use-report-state';
import { ClosedRunNote } from '../shared/closed-run-note';
import { ReportFrame } from '../shared/report-frame';
import { useReportRights } from '../shared/report-rights';
import { ReportStatus } from '../shared/report-status';
import { TimeDisplayChoice, useTimeDisplay } from '../shared/time-display';
import { ClosePeriodButton } from './close-period-button';
import { CrewTotalsTable } from './crew-totals-table';

/**
 * /org/{orgId}/crew/reports: each member's totals of the range (regular, overtime, double time,
 * breaks, time off, premium hours, gross pay where the caller may see pay), sortable; for a pay
 * period, closing it (permission 104); the other reports a tab away with the same range.
 */
export default function CrewReportsScreen() {
  const orgId = Number(useParams().orgId);
  const report = useReportState(orgId, PAYROLL_MAX_DAYS);
  const rights = useReportRights(orgId);
  const [display, setDisplay] = useTimeDisplay();
  const asked = typeof report.payrollQuery === 'object' ? report.payrollQuery : null;
  const query = usePayrollSummary(orgId, asked);
  const answer = asked ? query.data : undefined;
  const summary = answer?.data;
  const { schedule, chosen } = report.periods;
  const canClose =
    rights.closesPeriods && report.state.kind === 'payperiod' && schedule && chosen && summary;

  const timeReportOf = (member: PayrollMember) =>
    `/org/${orgId}/crew/time-report${reportSearch({
      ...report.state,
      filters: {
        ...report.state.filters,
        member: { rule: 'is_any_of', ids: [member.employee_id] },
      },
    })}`;

  return (
    <ReportFrame
      page="reports"
      title="Crew reports"
      description="Each team member’s hours and pay for the dates chosen."
      report={report}
      actions={
        canClose && (
          <ClosePeriodButton
            orgId={orgId}
            scheduleId={schedule.id}
            period={chosen}
            closedRun={summary.closed_run}
            timeZone={summary.timezone}
          />
        )
      }
    >
      <TimeDisplayChoice value={display} onValueChange={setDisplay} />
      <ReportStatus
        report={report}
        query={query}
        asked={report.payrollQuery}
        isEmpty={summary?.members.length === 0}
        what="time"
        skeletonColumns={8}
      >
        {summary && (
          <div className="flex min-w-0 flex-col gap-4" aria-busy={query.isFetching || undefined}>
            {summary.closed_run && (
              <ClosedRunNote run={summary.closed_run} timeZone={summary.timezone} />
            )}
            <CrewTotalsTable
              summary={summary}
              showsPay={answer.meta.shows_pay}
              display={display}
              timeReportOf={timeReportOf}
            />
          </div>
        )}
      </ReportStatus>
    </ReportFrame>
  );
}
