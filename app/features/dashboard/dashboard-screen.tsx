import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { MealBreakAlert } from '../../../contract/dashboard';
import type { Organization } from '../../../contract/orgs';
import { featureAllowed } from '../../../contract/plans';
import { Alert } from '../../../design-system/alert/alert';
import { Button } from '../../../design-system/button/button';
import { EmptyState } from '../../../design-system/empty-state/empty-state';
import { PageHeader } from '../../../design-system/page-header/page-header';
import { errorText } from '../../api/api-error';
import { useDashboard, useMealBreakAlerts } from '../../api/dashboard';
import { useOrg } from '../../api/orgs';
import { ScreenFallback } from '../../navigation/screen-fallback';
import { timeOfDay } from '../time-cards/clock/clock-format';
import { daysLeftText } from '../orgs/org-labels';
import { ApprovalsBlock } from './approvals-block';
import { BlockError, BlockLoading, DashboardBlock } from './dashboard-block';
import { endingTrial } from './dashboard-model';
import { alertsByCard } from './dashboard-time-model';
import { FlaggedCardsBlock } from './flagged-cards-block';
import { NearOvertimeBlock } from './near-overtime-block';
import { PlanBlock } from './plan-block';
import { WeekBlock } from './week-block';
import { WorkingNowBlock } from './working-now-block';

/**
 * /org/{orgId}/dashboard: the landing of administrators and managers (core.md 2), built around
 * time (issue 15): who is working now, this week against last, who is near overtime, the cards
 * that need a look, the approvals waiting, and the plan in a smaller block. The time blocks read
 * GET dashboard/webapp (the caller's reach: a manager their own workers) and refresh every minute
 * while the page is visible.
 */
export default function DashboardScreen() {
  const orgId = Number(useParams().orgId);
  const { data: org, error, isPending } = useOrg(orgId);
  const [nowUnix] = useState(() => Math.floor(Date.now() / 1000));

  if (isPending) return <ScreenFallback />;
  if (!org) return <Alert tone="danger">{errorText(error)}</Alert>;
  return <Dashboard org={org} nowUnix={nowUnix} />;
}

function Dashboard({ org, nowUnix }: { org: Organization; nowUnix: number }) {
  const trial = endingTrial(org, nowUnix);
  const expired = [org.workforce_management_feature, org.time_tracking_feature].some(
    (gate) => gate.state === 'show-paywall',
  );
  const tracksTime = featureAllowed(org, 'time-tracking');
  const dashboard = useDashboard(org.id, tracksTime);
  const alerts = useMealBreakAlerts(org.id, tracksTime);
  const data = dashboard.data?.data;
  const updated = data
    ? `Updated ${timeOfDay(data.as_of_unix, data.timezone, org.country_code)}`
    : null;

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        className="mb-0"
        title="Dashboard"
        description={org.name}
        actions={updated && <p className="text-sm text-text-muted">{updated}</p>}
      />
      {trial && (
        <Alert
          tone="info"
          title={`Your ${trial.name} trial: ${daysLeftText(trial.days).toLowerCase()}`}
        >
          Everything stays available until the trial ends.
        </Alert>
      )}
      {expired && !trial && (
        <Alert tone="warning" title="Your trial has ended">
          Choose a plan to keep using every feature.
        </Alert>
      )}
      <div className="grid items-start gap-6 lg:grid-cols-3">
        <div className="flex min-w-0 flex-col gap-6 lg:col-span-2">
          {tracksTime ? (
            <TimeBlocks
              org={org}
              query={dashboard}
              alerts={alerts.data?.data.alerts}
              side={false}
            />
          ) : (
            <NoTimeTracking orgId={org.id} />
          )}
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          {tracksTime && <TimeBlocks org={org} query={dashboard} side />}
          <PlanBlock org={org} nowUnix={nowUnix} />
        </div>
      </div>
    </div>
  );
}

type DashboardQuery = ReturnType<typeof useDashboard>;

/**
 * The time blocks of one column: the main column (working now, the week, flagged cards) or the
 * side column (near overtime, approvals). While the data loads or fails, each block says so.
 */
function TimeBlocks({
  org,
  query,
  alerts = [],
  side,
}: {
  org: Organization;
  query: DashboardQuery;
  /** The meal breaks due now (GET mandatory_breaks/alert), shown on the members working. */
  alerts?: readonly MealBreakAlert[] | undefined;
  side: boolean;
}) {
  const data = query.data?.data;
  const locale = org.country_code;
  const pending = (title: string, label: string): ReactNode => (
    <DashboardBlock title={title}>
      {query.isError ? (
        <BlockError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <BlockLoading label={label} />
      )}
    </DashboardBlock>
  );

  if (side)
    return data ? (
      <>
        <NearOvertimeBlock rows={data.near_overtime} />
        <ApprovalsBlock orgId={org.id} approvals={data.approvals} timeZone={data.timezone} />
      </>
    ) : (
      <>
        {pending('Near overtime', 'Loading who is near overtime')}
        {pending('Waiting for approval', 'Loading approvals')}
      </>
    );

  return data ? (
    <>
      <WorkingNowBlock
        orgId={org.id}
        rows={data.working_now}
        alerts={alertsByCard(alerts)}
        timeZone={data.timezone}
        locale={locale}
      />
      <WeekBlock week={data.week} />
      <FlaggedCardsBlock
        orgId={org.id}
        exceptions={data.exceptions}
        missingBreaks={data.missing_breaks}
        timeZone={data.timezone}
        locale={locale}
      />
    </>
  ) : (
    <>
      {pending('Working now', 'Loading who is working now')}
      {pending('This week against last', 'Loading this week’s hours')}
      {pending('Exceptions and missing breaks', 'Loading exceptions and missing breaks')}
    </>
  );
}

/** Without time tracking in the plan there is no time to show: say so, and where to get it. */
function NoTimeTracking({ orgId }: { orgId: number }) {
  return (
    <EmptyState
      title="Time tracking is not in your plan"
      description="Choose a plan with time tracking to see here who is working, this week’s hours, overtime and the time cards waiting for approval."
      action={
        <Button asChild size="sm">
          <Link to={`/org/${orgId}/billing/plans`}>See plans</Link>
        </Button>
      }
    />
  );
}
