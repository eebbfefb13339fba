import { useState } from 'react';
import { useParams } from 'react-router-dom';
import type { Organization } from '../../../contract/orgs';
import { Alert } from '../../../design-system/alert/alert';
import { Badge } from '../../../design-system/badge/badge';
import { Card, CardContent, CardHeader, CardTitle } from '../../../design-system/card/card';
import { PageHeader } from '../../../design-system/page-header/page-header';
import { Stat } from '../../../design-system/stat/stat';
import { errorText } from '../../api/api-error';
import { useOrg } from '../../api/orgs';
import { ScreenFallback } from '../../navigation/screen-fallback';
import { DetailList } from '../orgs/detail-list';
import { countryLabel, daysLeftText, STATUS_LABEL, STATUS_TONE } from '../orgs/org-labels';
import { endingTrial, featureSummary, onOff, planSummary } from './dashboard-model';

/** /org/{orgId}/dashboard: the organisation at a glance for administrators and managers. */
export default function DashboardScreen() {
  const orgId = Number(useParams().orgId);
  const { data: org, error, isPending } = useOrg(orgId);
  const [nowUnix] = useState(() => Math.floor(Date.now() / 1000));

  if (isPending) return <ScreenFallback />;
  if (!org) return <Alert tone="danger">{errorText(error)}</Alert>;
  return <Dashboard org={org} nowUnix={nowUnix} />;
}

function Dashboard({ org, nowUnix }: { org: Organization; nowUnix: number }) {
  const plan = planSummary(org);
  const wfm = featureSummary(org.workforce_management_feature, nowUnix);
  const tracking = featureSummary(org.time_tracking_feature, nowUnix);
  const trial = endingTrial(org, nowUnix);
  const expired = [org.workforce_management_feature, org.time_tracking_feature].some(
    (gate) => gate.state === 'show-paywall',
  );

  return (
    <div className="flex flex-col gap-8">
      <PageHeader className="mb-0" title="Dashboard" description={org.name} />
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

      <section aria-labelledby="plan-heading" className="flex flex-col gap-3">
        <h2 id="plan-heading" className="text-lg font-semibold text-text">
          Plan
        </h2>
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          <Stat label="Plan" value={plan.label} hint={plan.hint} />
          <Stat
            label="Subscription"
            value={
              <Badge tone={STATUS_TONE[org.crew_product_status]}>
                {STATUS_LABEL[org.crew_product_status]}
              </Badge>
            }
          />
          <Stat
            label="Workforce management"
            value={<span className="text-xl">{wfm.label}</span>}
            hint={wfm.hint}
          />
          <Stat
            label="Time tracking"
            value={<span className="text-xl">{tracking.label}</span>}
            hint={tracking.hint}
          />
        </div>
      </section>

      <section aria-labelledby="team-heading" className="flex flex-col gap-3">
        <h2 id="team-heading" className="text-lg font-semibold text-text">
          Team
        </h2>
        <div className="grid grid-cols-2 gap-4 xl:grid-cols-4">
          <Stat label="Workers" value={org.workers} />
          <Stat label="Active members" value={org.saas_enabled_employees_count} />
          <Stat label="Administrators" value={org.admins.length} />
          <Stat label="Time approvers" value={org.time_approvers.length} />
        </div>
      </section>

      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Organisation</CardTitle>
          </CardHeader>
          <CardContent>
            <DetailList
              items={[
                { label: 'Time zone', value: org.timezone },
                { label: 'Country', value: countryLabel(org.country_code) },
                { label: 'Company size', value: org.company_size },
                {
                  label: 'Time rounding',
                  value: org.time_round_minutes ? `${org.time_round_minutes} minutes` : 'Off',
                },
                { label: 'Meal breaks', value: onOff(org.is_meal_break_enabled) },
                {
                  label: 'Location tracking required',
                  value: onOff(org.requires_location_tracking),
                },
                {
                  label: 'Workers edit their time cards',
                  value: onOff(org.enable_time_card_editing),
                },
                { label: 'Cost allocation required', value: onOff(org.requires_cost_allocation) },
              ]}
            />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>People</CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col gap-5">
            <PeopleList title="Administrators" people={org.admins} empty="No administrators" />
            <PeopleList
              title="Time approvers"
              people={org.time_approvers}
              empty="No time approvers yet"
            />
          </CardContent>
        </Card>
      </div>
    </div>
  );
}

function PeopleList({
  title,
  people,
  empty,
}: {
  title: string;
  people: { employee_id: number; display_name: string }[];
  empty: string;
}) {
  return (
    <div className="flex flex-col gap-2">
      <h3 className="text-sm font-medium text-text-muted">{title}</h3>
      {people.length === 0 ? (
        <p className="text-sm text-text-subtle">{empty}</p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {people.map((person) => (
            <li key={person.employee_id}>
              <Badge tone="neutral">{person.display_name}</Badge>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
