import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { UserPlus } from 'lucide-react';
import { Button } from '../../../../design-system/button/button';
import { PageHeader } from '../../../../design-system/page-header/page-header';
import { TabNav } from '../../../../design-system/tabs/tab-nav';
import { RouteTab } from '../../../navigation/route-tab';
import { passesGuard } from '../../../access/guards';
import { useProfile } from '../../../api/profile';

/** The four pages under the crew-members frame, in tab order. */
export const CREW_MEMBER_TABS = [
  { id: 'members', label: 'Members', path: 'crew/members' },
  { id: 'deactivated', label: 'Deactivated', path: 'crew/deactivated' },
  { id: 'expired', label: 'Expired invites', path: 'crew/expired' },
  { id: 'teams', label: 'Teams', path: 'crew/members/groups' },
] as const;

export type CrewMembersLayoutProps = {
  /** The page's own actions, shown before 'Add team member' in the header (e.g. 'Create team'). */
  actions?: ReactNode;
  /** A line under the 'Team members' title. */
  description?: ReactNode;
  children: ReactNode;
};

/**
 * The frame shared by the team-member lists and the teams page: the 'Team members' title with
 * 'Add team member' (for those who may invite) and routed tabs Members / Deactivated / Expired
 * invites / Teams. Each page renders it around its own content; the current tab follows the URL.
 */
export function CrewMembersLayout({ actions, description, children }: CrewMembersLayoutProps) {
  const orgId = Number(useParams().orgId);
  const profile = useProfile();
  const canInvite =
    profile !== undefined &&
    passesGuard({ kind: 'permission', action: 'employee.invite' }, profile, orgId);
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <PageHeader
        className="mb-0"
        title="Team members"
        description={description ?? 'The people of your organization and their teams.'}
        actions={
          actions || canInvite ? (
            <>
              {actions}
              {canInvite && (
                <Button asChild>
                  <Link to={`/org/${orgId}/employees/add`}>
                    <UserPlus aria-hidden="true" />
                    Add team member
                  </Link>
                </Button>
              )}
            </>
          ) : undefined
        }
      />
      <TabNav aria-label="Team members">
        {CREW_MEMBER_TABS.map((tab) => (
          <RouteTab key={tab.id} to={`/org/${orgId}/${tab.path}`}>
            {tab.label}
          </RouteTab>
        ))}
      </TabNav>
      {children}
    </div>
  );
}
