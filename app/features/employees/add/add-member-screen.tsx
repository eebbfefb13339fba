import { useNavigate, useParams } from 'react-router-dom';
import { Alert } from '../../../../design-system/alert/alert';
import { Button } from '../../../../design-system/button/button';
import { Card, CardContent } from '../../../../design-system/card/card';
import { PageHeader } from '../../../../design-system/page-header/page-header';
import { SkeletonGroup, SkeletonText } from '../../../../design-system/skeleton/skeleton';
import { actorFor, employeeOf } from '../../../access/actor';
import { errorText } from '../../../api/api-error';
import { useEmployeesAndTeams } from '../../../api/employees';
import { useOrg } from '../../../api/orgs';
import { useProfile } from '../../../api/profile';
import { AddMemberForm } from './add-member-form';
import { roleChoices } from './assignable-roles';

/**
 * /org/{orgId}/employees/add, and /org/0/employees/add where provider admins add provider staff:
 * the new member gets a pending membership and, unless unticked, an invitation e-mail; then their
 * detail page opens.
 */
export default function AddMemberScreen() {
  // /org/0/employees/add is a route of its own, without an :orgId parameter.
  const orgId = Number(useParams().orgId ?? 0);
  const isStaff = orgId === 0;
  const profile = useProfile();
  const navigate = useNavigate();
  const orgQuery = useOrg(isStaff ? null : orgId);
  const picker = useEmployeesAndTeams(orgId, { enabled: !isStaff });
  if (!profile) return null;

  const org = orgQuery.data ?? employeeOf(profile, orgId)?.organization;
  const roles = roleChoices(actorFor(profile, orgId));
  const listPath = isStaff ? '/orgs' : `/org/${orgId}/crew/members`;
  const header = (
    <PageHeader
      className="mb-0"
      title={isStaff ? 'Add provider staff' : 'Add team member'}
      description={
        isStaff
          ? 'Provider admins and recruiters work across every organization.'
          : org
            ? `Add someone to ${org.name}. They join once they accept the invitation.`
            : undefined
      }
    />
  );

  let body;
  if (roles.length === 0) {
    body = (
      <Alert tone="warning" title="You cannot add people here">
        {isStaff
          ? 'Only provider admins add provider staff.'
          : 'Ask an administrator of this organization to add them.'}
      </Alert>
    );
  } else if (!isStaff && orgQuery.isPending && !org) {
    body = (
      <SkeletonGroup label="Loading the form">
        <SkeletonText lines={8} />
      </SkeletonGroup>
    );
  } else if (!isStaff && !org) {
    body = <Alert tone="danger">{errorText(orgQuery.error)}</Alert>;
  } else {
    const teamOptions = (picker.data?.employee_groups ?? []).map((team) => ({
      value: String(team.id),
      label: team.name,
    }));
    const managerOptions = (org?.time_approvers ?? []).map((person) => ({
      value: String(person.employee_id),
      label: person.display_name,
    }));
    body = (
      <>
        {picker.isError && <Alert tone="warning">{errorText(picker.error)}</Alert>}
        <AddMemberForm
          orgId={orgId}
          region={org?.country_code ?? (profile.country_code === 'au' ? 'au' : 'us')}
          timeZone={org?.timezone ?? profile.timezone}
          roles={roles}
          teams={isStaff ? null : { options: teamOptions, isLoading: picker.isPending }}
          managers={isStaff ? null : managerOptions}
          onCancel={() => void navigate(listPath)}
          onAdded={(member) => void navigate(`/org/${orgId}/employee/${member.employee_id}`)}
        />
      </>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      {header}
      <Card className="w-full max-w-3xl">
        <CardContent className="pt-6">{body}</CardContent>
      </Card>
      {roles.length === 0 && (
        <div>
          <Button variant="secondary" onClick={() => void navigate(listPath)}>
            Back
          </Button>
        </div>
      )}
    </div>
  );
}
