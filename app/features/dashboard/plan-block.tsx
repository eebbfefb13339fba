import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Organization } from '../../../contract/orgs';
import { Badge } from '../../../design-system/badge/badge';
import { Stat } from '../../../design-system/stat/stat';
import { STATUS_LABEL, STATUS_TONE } from '../orgs/org-labels';
import { DashboardBlock } from './dashboard-block';
import { featureSummary, planSummary } from './dashboard-model';

/** A figure at the size of this block, not the page's headline figures. */
function SmallStat({ label, value, hint }: { label: string; value: ReactNode; hint?: string }) {
  return (
    <Stat
      label={label}
      value={<span className="block text-base leading-6 font-semibold">{value}</span>}
      hint={hint}
      className="px-3 py-2 shadow-none"
    />
  );
}

/**
 * The organisation's plan, trials and team in a small block beside the time blocks: what the
 * dashboard showed before issue 15 put time first. The organisation's details and people are on
 * its own page.
 */
export function PlanBlock({
  org,
  nowUnix,
  className,
}: {
  org: Organization;
  nowUnix: number;
  className?: string;
}) {
  const plan = planSummary(org);
  const wfm = featureSummary(org.workforce_management_feature, nowUnix);
  const tracking = featureSummary(org.time_tracking_feature, nowUnix);
  return (
    <DashboardBlock
      title="Plan and team"
      summary={org.name}
      action={
        <Link
          to={`/org/${org.id}`}
          className="text-sm font-medium text-primary underline-offset-2 hover:underline"
        >
          Organisation details
        </Link>
      }
      className={className}
    >
      <div className="grid grid-cols-2 gap-2">
        <SmallStat label="Plan" value={plan.label} hint={plan.hint} />
        <SmallStat
          label="Subscription"
          value={
            <Badge tone={STATUS_TONE[org.crew_product_status]}>
              {STATUS_LABEL[org.crew_product_status]}
            </Badge>
          }
        />
        <SmallStat label="Workforce management" value={wfm.label} hint={wfm.hint} />
        <SmallStat label="Time tracking" value={tracking.label} hint={tracking.hint} />
        <SmallStat label="Workers" value={org.workers} />
        <SmallStat label="Active members" value={org.saas_enabled_employees_count} />
        <SmallStat label="Administrators" value={org.admins.length} />
        <SmallStat label="Time approvers" value={org.time_approvers.length} />
      </div>
    </DashboardBlock>
  );
}
