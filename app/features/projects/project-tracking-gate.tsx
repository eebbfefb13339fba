import type { ReactNode } from 'react';
import { Lock } from 'lucide-react';
import { can, ROLE } from '../../../contract/access';
import { featureAllowed } from '../../../contract/plans';
import { Button } from '../../../design-system/button/button';
import { EmptyState } from '../../../design-system/empty-state/empty-state';
import { UpgradePrompt } from '../../../design-system/upgrade-prompt/upgrade-prompt';
import { actorFor } from '../../access/actor';
import { useOrg } from '../../api/orgs';
import { useProfile } from '../../api/profile';

/**
 * Shows its children to an organisation with project tracking (Pro); without it, the upgrade
 * prompt in the viewer's variant (administrators upgrade, others ask them) instead of screens the
 * server would refuse.
 */
export function ProjectTrackingGate({ orgId, children }: { orgId: number; children: ReactNode }) {
  const profile = useProfile();
  const org = useOrg(orgId).data;
  const actor = profile ? actorFor(profile, orgId) : null;
  if (!org) return null;
  if (featureAllowed(org, 'project-tracking')) return <>{children}</>;
  return (
    <EmptyState
      icon={<Lock />}
      title="Projects are part of project tracking"
      description="Track time against projects, work sites and cost codes with the Pro plan."
      action={
        <UpgradePrompt
          locked
          variant={actor && can(actor, 'orgSetup.edit') ? 'upgrade' : 'ask-admin'}
          featureName="Project tracking"
          tierLabel="Pro"
        >
          <Button>Create project</Button>
        </UpgradePrompt>
      }
    />
  );
}

/** The caller's abilities on projects in this organisation. */
export function useProjectAbilities(orgId: number) {
  const profile = useProfile();
  const actor = profile ? actorFor(profile, orgId) : null;
  const canCreate = actor !== null && can(actor, 'projects.create');
  return {
    canCreate,
    canSeeMoney: actor !== null && can(actor, 'projects.viewFinancials'),
    /**
     * Who may be assigned as managers (server/modules/projects/README.md "Who edits"): anyone for
     * administrators and provider staff, themselves (and those already on it) for a manager with
     * 14, nobody (no picker) for the rest.
     */
    managerReach: (actor === null || !canCreate
      ? null
      : actor.isProviderStaff || actor.roleId === ROLE.admin
        ? 'any'
        : 'self') as 'any' | 'self' | null,
    employeeId: actor?.employeeId ?? null,
  };
}
