import { useParams } from 'react-router-dom';
import { Landmark, Lock } from 'lucide-react';
import { JOB_COSTING_MAX_DAYS } from '../../../../contract/job-costing';
import { Alert } from '../../../../design-system/alert/alert';
import { Button } from '../../../../design-system/button/button';
import { EmptyState } from '../../../../design-system/empty-state/empty-state';
import { PageHeader } from '../../../../design-system/page-header/page-header';
import { errorText } from '../../../api/api-error';
import { useOrg } from '../../../api/orgs';
import { useJobCosting } from '../../../api/payroll';
import { ScreenFallback } from '../../../navigation/screen-fallback';
import { usePlanLock } from '../../settings/plan-lock';
import { useReportState } from '../range/use-report-state';
import { CsvDownloadButton } from '../shared/csv-download';
import { ReportFrame } from '../shared/report-frame';
import { csvFilename } from '../shared/report-format';
import { useReportRights } from '../shared/report-rights';
import { ReportStatus } from '../shared/report-status';
import { TimeDisplayChoice, useTimeDisplay } from '../shared/time-display';
import { JobCostingCharts } from './job-costing-charts';
import { budgetRows } from './job-costing-model';
import { JobCostingTable } from './job-costing-table';

const TITLE = 'Job costing';
const DESCRIPTION = 'Labor hours and cost by project and cost code, against each project’s budget.';

/**
 * /org/{orgId}/crew/job-costing: labor by project and cost code, budget against actual. Labor
 * cost is financial data: without financial access (permission 15) the page says so, and on a
 * plan without labor cost reporting it offers the upgrade (the viewer's variant); the route guard
 * itself is crew reports'.
 */
export default function JobCostingScreen() {
  const orgId = Number(useParams().orgId);
  const org = useOrg(orgId);
  const rights = useReportRights(orgId);
  const { isLocked, lock } = usePlanLock(orgId);
  if (org.isPending) return <ScreenFallback />;
  if (!org.data) return <Alert tone="danger">{errorText(org.error)}</Alert>;
  if (!rights.seesMoney)
    return (
      <Gate>
        <EmptyState
          icon={<Landmark />}
          title="You need financial access"
          description="Job costing shows labor cost, which only people who may view project financials can see. Ask an administrator of your organization for that access."
        />
      </Gate>
    );
  if (isLocked('labor-cost-reporting'))
    return (
      <Gate>
        <EmptyState
          icon={<Lock />}
          title="Job costing is on the Pro plan"
          description="See labor hours and cost by project and cost code, overtime included, against each project’s budget."
          action={lock('labor-cost-reporting', <Button>Unlock job costing</Button>)}
        />
      </Gate>
    );
  return <JobCostingReport orgId={orgId} />;
}

function Gate({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-6">
      <PageHeader className="mb-0" title={TITLE} description={DESCRIPTION} />
      {children}
    </div>
  );
}

function JobCostingReport({ orgId }: { orgId: number }) {
  const report = useReportState(orgId, JOB_COSTING_MAX_DAYS, 'year-to-date');
  const [display, setDisplay] = useTimeDisplay();
  const asked = typeof report.jobCostingQuery === 'object' ? report.jobCostingQuery : null;
  const query = useJobCosting(orgId, asked);
  const costing = asked ? query.data?.data : undefined;
  return (
    <ReportFrame page="job-costing" title={TITLE} description={DESCRIPTION} report={report}>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <TimeDisplayChoice value={display} onValueChange={setDisplay} />
        <CsvDownloadButton
          label="Download cost allocation CSV"
          filename={csvFilename('cost-allocation', report.resolved?.days ?? null)}
          download={asked && { name: 'costAllocationExport', orgId, query: asked }}
        />
      </div>
      <ReportStatus
        report={report}
        query={query}
        asked={report.jobCostingQuery}
        isEmpty={costing?.projects.length === 0}
        what="project time"
        skeletonColumns={9}
      >
        {costing && (
          <div className="flex min-w-0 flex-col gap-6" aria-busy={query.isFetching || undefined}>
            <JobCostingCharts rows={budgetRows(costing.projects)} display={display} />
            <JobCostingTable costing={costing} display={display} />
          </div>
        )}
      </ReportStatus>
    </ReportFrame>
  );
}
