import { Link, useParams } from 'react-router-dom';
import { PLAN_LABEL } from '../../../contract/plans';
import { Alert } from '../../../design-system/alert/alert';
import { Badge } from '../../../design-system/badge/badge';
import { Button } from '../../../design-system/button/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../design-system/card/card';
import { PageHeader } from '../../../design-system/page-header/page-header';
import { errorText } from '../../api/api-error';
import { useOrg } from '../../api/orgs';
import { useProfile } from '../../api/profile';
import { actorFor } from '../../access/actor';
import { can } from '../../../contract/access';
import { ScreenFallback } from '../../navigation/route-gate';
import { DetailList } from './detail-list';
import { countryLabel, formatDate, STATUS_LABEL, STATUS_TONE } from './org-labels';

/** /org/{orgId}: the organisation's details. */
export default function OrgScreen() {
  const orgId = Number(useParams().orgId);
  const profile = useProfile();
  const { data: org, error, isPending } = useOrg(orgId);
  const actor = profile ? actorFor(profile, orgId) : null;

  if (isPending) return <ScreenFallback />;
  if (!org) return <Alert tone="danger">{errorText(error)}</Alert>;

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        className="mb-0"
        title={org.name}
        description="Organisation details"
        actions={
          actor && can(actor, 'admin-pages') ? (
            <Button asChild variant="secondary">
              <Link to={`/org/${org.id}/dashboard`}>Open dashboard</Link>
            </Button>
          ) : undefined
        }
      />
      <Card>
        <CardHeader>
          <CardTitle>Details</CardTitle>
        </CardHeader>
        <CardContent>
          <DetailList
            items={[
              { label: 'Name', value: org.name },
              { label: 'About', value: org.about },
              { label: 'Licence number', value: org.license_no },
              { label: 'Country', value: countryLabel(org.country_code) },
              { label: 'State', value: org.state },
              { label: 'Time zone', value: org.timezone },
              { label: 'Company size', value: org.company_size },
              { label: 'Created', value: formatDate(org.created_at_unix, org.timezone) },
            ]}
          />
        </CardContent>
      </Card>
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
                label: 'Status',
                value: (
                  <Badge tone={STATUS_TONE[org.crew_product_status]}>
                    {STATUS_LABEL[org.crew_product_status]}
                  </Badge>
                ),
              },
            ]}
          />
        </CardContent>
      </Card>
    </div>
  );
}
