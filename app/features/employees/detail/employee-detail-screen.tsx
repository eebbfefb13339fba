import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { EmployeeDetail } from '../../../../contract/employee-detail';
import type { Profile } from '../../../../contract/profile';
import { Alert } from '../../../../design-system/alert/alert';
import { Button } from '../../../../design-system/button/button';
import { Card, CardContent, CardHeader } from '../../../../design-system/card/card';
import { EmptyState } from '../../../../design-system/empty-state/empty-state';
import { PageHeader } from '../../../../design-system/page-header/page-header';
import { Skeleton, SkeletonGroup, SkeletonText } from '../../../../design-system/skeleton/skeleton';
import { passesGuard } from '../../../access/guards';
import { errorText, isApiError } from '../../../api/api-error';
import { useEmployee } from '../../../api/employee-detail';
import { useProfile } from '../../../api/profile';
import { useEmployeeProjectTimeRuleGroup, useEmployeeRuleGroup } from '../../../api/rule-groups';
import { CompensationCard } from './compensation-card';
import { DeactivateDialog } from './deactivate-dialog';
import { DetailHeader } from './detail-header';
import { detailRights } from './detail-rights';
import { EditEmployeeDialog } from './edit-employee-dialog';
import { InvitationCard } from './invitation-card';
import { ManagersCard } from './managers-card';
import { ProfileCard } from './profile-card';
import { RoleCard } from './role-card';
import { RoleChangeDialog } from './role-change-dialog';
import { RuleGroupsCard } from './rule-groups-card';
import { useEmployeeOrg } from './use-employee-org';
import { KioskPinCard } from '../../kiosk/kiosk-pin-card';
import { TimeOffBalancesCard } from '../../time-off/time-off-balances-card';

/** /org/{orgId}/employee/{employeeId}: a team member's details, with what the viewer may change. */
export default function EmployeeDetailScreen() {
  const params = useParams();
  const orgId = Number(params.orgId);
  const employeeId = Number(params.employeeId);
  const profile = useProfile();
  const query = useEmployee(orgId, employeeId);

  if (!profile) return null;
  if (query.isPending) return <DetailSkeleton />;
  if (!query.data) {
    return (
      <div className="flex flex-col gap-6">
        <PageHeader className="mb-0" title="Team member" />
        {isApiError(query.error) && query.error.status === 404 ? (
          <EmptyState
            title="Team member not found"
            description="They may have been removed, or they are not among the people you can see."
            action={
              // The way back, for those who may open the list.
              passesGuard({ kind: 'permission', action: 'employees.list' }, profile, orgId) ? (
                <Button asChild variant="secondary">
                  <Link to={`/org/${orgId}/crew/members`}>Back to team members</Link>
                </Button>
              ) : undefined
            }
          />
        ) : (
          <div className="flex flex-col items-start gap-3">
            <Alert tone="danger">{errorText(query.error)}</Alert>
            <Button variant="secondary" onClick={() => void query.refetch()}>
              Try again
            </Button>
          </div>
        )}
      </div>
    );
  }
  return <EmployeeDetailView profile={profile} orgId={orgId} detail={query.data} />;
}

type Dialog = 'edit' | 'role' | 'deactivate' | null;

function EmployeeDetailView({
  profile,
  orgId,
  detail,
}: {
  profile: Profile;
  orgId: number;
  detail: EmployeeDetail;
}) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const rights = detailRights(profile, orgId, detail);
  const org = useEmployeeOrg(profile, orgId);
  const timeClock = useEmployeeRuleGroup(orgId, detail.employee_id);
  const projectTime = useEmployeeProjectTimeRuleGroup(orgId, detail.employee_id);
  const dialogProps = (name: Exclude<Dialog, null>) => ({
    open: dialog === name,
    onOpenChange: (open: boolean) => setDialog(open ? name : null),
    detail,
    orgId,
    org,
  });

  return (
    <div className="flex flex-col gap-6">
      <DetailHeader
        detail={detail}
        orgId={orgId}
        rights={rights}
        onEdit={() => setDialog('edit')}
        onDeactivate={() => setDialog('deactivate')}
      />
      {!detail.is_saas_enabled && (
        <Alert tone="warning">
          {detail.display_name} is deactivated and cannot sign in to this organisation.
        </Alert>
      )}
      <div className="grid items-start gap-6 lg:grid-cols-5">
        <div className="flex min-w-0 flex-col gap-6 lg:col-span-3">
          <ProfileCard detail={detail} format={org.format} />
          <InvitationCard
            detail={detail}
            orgId={orgId}
            format={org.format}
            canResend={rights.canResendInvite && detail.is_saas_enabled}
          />
          {rights.pay !== 'none' && (
            <CompensationCard
              orgId={orgId}
              employeeId={detail.employee_id}
              name={detail.display_name}
              access={rights.pay}
              org={org}
              isBreaksPaid={org.isBreaksPaid}
            />
          )}
        </div>
        <div className="flex min-w-0 flex-col gap-6 lg:col-span-2">
          <RoleCard
            detail={detail}
            onChangeRole={rights.canChangeRole ? () => setDialog('role') : undefined}
          />
          <ManagersCard detail={detail} orgId={orgId} />
          <RuleGroupsCard
            name={detail.display_name}
            timeClock={timeClock}
            projectTime={projectTime}
          />
          <KioskPinCard orgId={orgId} employeeId={detail.employee_id} name={detail.display_name} />
          <TimeOffBalancesCard
            orgId={orgId}
            employeeId={detail.employee_id}
            name={detail.display_name}
          />
        </div>
      </div>
      <EditEmployeeDialog
        {...dialogProps('edit')}
        edit={rights.edit}
        ruleGroups={{ timeClock: timeClock.data, projectTime: projectTime.data }}
      />
      <RoleChangeDialog {...dialogProps('role')} />
      <DeactivateDialog {...dialogProps('deactivate')} />
    </div>
  );
}

function DetailSkeleton() {
  return (
    <SkeletonGroup label="Loading team member" className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <Skeleton className="h-8 w-56" />
        <Skeleton className="h-5 w-40" />
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        {[0, 1].map((column) => (
          <Card key={column}>
            <CardHeader>
              <Skeleton className="h-6 w-32" />
            </CardHeader>
            <CardContent>
              <SkeletonText lines={5} />
            </CardContent>
          </Card>
        ))}
      </div>
    </SkeletonGroup>
  );
}
