import { Link, useParams } from 'react-router-dom';
import { can } from '../../../contract/access';
import type { OrgDetail } from '../../../contract/orgs';
import { PLAN_LABEL } from '../../../contract/plans';
import { Alert } from '../../../design-system/alert/alert';
import { Badge } from '../../../design-system/badge/badge';
import { Button } from '../../../design-system/button/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../design-system/card/card';
import { PageHeader } from '../../../design-system/page-header/page-header';
import { Skeleton, SkeletonGroup, SkeletonText } from '../../../design-system/skeleton/skeleton';
import { actorFor, isInternalUser } from '../../access/actor';
import { errorText } from '../../api/api-error';
import { useOrg } from '../../api/orgs';
import { useProfile } from '../../api/profile';
import { DetailList } from './detail-list';
import { OrgPeopleCard } from './org-people-card';
import { OrgRulesCard } from './org-rules-card';
import {
  countryLabel,
  FEATURE_STATE_LABEL,
  FEATURE_STATE_TONE,
  formatDate,
  STATUS_LABEL,
  STATUS_TONE,
} from './org-labels';

/**
 * /org/{orgId}: the organisation as its members and provider staff see it: details, plan, people
 * and the rules its default groups set, with the ways into its dashboard and team members for
 * those whose role allows them.
 */
export default function OrgScreen() {
  const orgId = Number(useParams().orgId);
  const profile = useProfile();
  const { data: org, error, isPending } = useOrg(orgId);
  const actor = profile ? actorFor(profile, orgId) : null;

  if (isPending) return <OrgSkeleton />;
  if (!org) return <Alert tone="danger">{errorText(error)}</Alert>;

  const canSeeMembers = actor !== null && can(actor, 'employees.list');
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        className="mb-0"
        title={org.name}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <span>
              Organisation · {countryLabel(org.country_code)}
              {org.state ? `, ${org.state}` : ''}
            </span>
            <Badge tone={STATUS_TONE[org.crew_product_status]}>
              {STATUS_LABEL[org.crew_product_status]}
            </Badge>
          </span>
        }
        actions={
          <>
            {canSeeMembers && (
              <Button asChild variant="secondary">
                <Link to={`/org/${org.id}/crew/members`}>Team members</Link>
              </Button>
            )}
            {actor && can(actor, 'adminPages.view') && (
              <Button asChild>
                <Link to={`/org/${org.id}/dashboard`}>Dashboard</Link>
              </Button>
            )}
          </>
        }
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <DetailsCard org={org} />
        <OrgPeopleCard org={org} isStaff={profile ? isInternalUser(profile) : false} />
        <PlanCard org={org} />
        <OrgRulesCard org={org} />
      </div>
    </div>
  );
}

function DetailsCard({ org }: { org: OrgDetail }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Details</CardTitle>
      </CardHeader>
      <CardContent>
        <DetailList
          items={[
            { label: 'Name', value: org.name },
            { label: 'Company size', value: org.company_size },
            { label: 'Country', value: countryLabel(org.country_code) },
            { label: 'State', value: org.state },
            { label: 'Time zone', value: org.timezone },
            { label: 'Licence number', value: org.license_no },
            { label: 'Created', value: formatDate(org.created_at_unix, org.timezone) },
            { label: 'About', value: org.about },
          ]}
        />
      </CardContent>
    </Card>
  );
}

function PlanCard({ org }: { org: OrgDetail }) {
  const feature = (gate: OrgDetail['time_tracking_feature']) => (
    <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
      <Badge tone={FEATURE_STATE_TONE[gate.state]}>{FEATURE_STATE_LABEL[gate.state]}</Badge>
      {gate.state === 'trial' && gate.trial_expiry_dt_unix !== null && (
        <span className="font-normal text-text-muted">
          until {formatDate(gate.trial_expiry_dt_unix, org.timezone)}
        </span>
      )}
    </span>
  );
  return (
    <Card>
      <CardHeader>
        <CardTitle>Plan</CardTitle>
      </CardHeader>
      <CardContent>
        <DetailList
          items={[
            {
              label: 'Plan',
              value: org.crew_product_plan ? PLAN_LABEL[org.crew_product_plan.tier] : 'No plan',
            },
            {
              label: 'Billing',
              value: org.crew_product_plan
                ? org.crew_product_plan.recurring_interval === 'annual'
                  ? 'Yearly'
                  : 'Monthly'
                : null,
            },
            { label: 'Workforce management', value: feature(org.workforce_management_feature) },
            { label: 'Time tracking', value: feature(org.time_tracking_feature) },
          ]}
        />
      </CardContent>
    </Card>
  );
}

function OrgSkeleton() {
  return (
    <SkeletonGroup label="Loading the organisation" className="gap-6">
      <Skeleton className="h-8 w-64 max-w-full" />
      <div className="grid gap-6 lg:grid-cols-2">
        {[0, 1, 2, 3].map((card) => (
          <Card key={card} className="flex flex-col gap-4 p-5">
            <Skeleton className="h-5 w-32" />
            <SkeletonText lines={4} />
          </Card>
        ))}
      </div>
    </SkeletonGroup>
  );
}
