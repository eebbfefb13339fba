import { useParams } from 'react-router-dom';
import { Lock } from 'lucide-react';
import { can } from '../../../contract/access';
import { Button } from '../../../design-system/button/button';
import { EmptyState } from '../../../design-system/empty-state/empty-state';
import { PageHeader } from '../../../design-system/page-header/page-header';
import { actorFor } from '../../access/actor';
import { useOrg } from '../../api/orgs';
import { useProfile } from '../../api/profile';
import { usePlanLock } from '../settings/plan-lock';
import { CostCodesPanel } from './cost-codes-panel';

/**
 * /org/{orgId}/cost-codes (and /crew/cost-codes): the organisation's cost codes. Cost codes are
 * part of project tracking (Pro): without it the page explains and offers the upgrade, in the
 * viewer's variant, instead of a list the server would refuse.
 */
export default function CostCodesScreen() {
  const orgId = Number(useParams().orgId);
  const profile = useProfile();
  const org = useOrg(orgId).data;
  const { isLocked, lock } = usePlanLock(orgId);
  const actor = profile ? actorFor(profile, orgId) : null;
  const canManage = actor !== null && can(actor, 'projects.create');

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <PageHeader
        className="mb-0"
        title="Cost codes"
        description="What your crews’ time on a project is for, as your estimates and accounting name it."
      />
      {isLocked('project-tracking') ? (
        <EmptyState
          icon={<Lock />}
          title="Cost codes are part of project tracking"
          description="Track time against projects and cost codes with the Pro plan."
          action={lock('project-tracking', <Button>Add cost code</Button>)}
        />
      ) : org ? (
        <CostCodesPanel orgId={orgId} canManage={canManage} />
      ) : null}
    </div>
  );
}
