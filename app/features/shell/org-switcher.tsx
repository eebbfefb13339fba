import { Check, ChevronDown } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import type { Organization } from '../../../contract/orgs';
import type { Profile } from '../../../contract/profile';
import { Button } from '../../../design-system/button/button';
import {
  Menu,
  MenuContent,
  MenuItem,
  MenuLabel,
  MenuSeparator,
  MenuTrigger,
} from '../../../design-system/menu/menu';
import { canAnywhere, isInternalUser } from '../../access/actor';
import { selectOrg } from '../../session/load-session';
import { landingForOrg } from '../../session/post-login';
import { goTo } from '../../session/sign-in';

/** Shows the current organisation and switches to another of the user's organisations. */
export function OrgSwitcher({
  profile,
  orgId,
  org,
}: {
  profile: Profile;
  orgId: number | null;
  org: Organization | undefined;
}) {
  const navigate = useNavigate();
  const memberships = profile.employees.filter((employee) => employee.org_id !== 0);
  const internal = isInternalUser(profile);
  const canCreate = canAnywhere(profile, 'org.create');
  const currentName =
    org?.name ??
    (orgId === 0 || orgId === null
      ? internal
        ? 'All organisations'
        : 'Organisation'
      : 'Organisation');

  const switchTo = (id: number) => {
    selectOrg(id);
    goTo(landingForOrg(profile, id));
  };

  return (
    <Menu>
      <MenuTrigger>
        <Button
          variant="secondary"
          size="sm"
          aria-label={`Organisation: ${currentName}. Switch organisation`}
          className="max-w-[9rem] sm:max-w-56"
        >
          <span className="truncate">{currentName}</span>
          <ChevronDown aria-hidden="true" />
        </Button>
      </MenuTrigger>
      <MenuContent align="end" className="w-64">
        {memberships.length > 0 && <MenuLabel>Your organisations</MenuLabel>}
        {memberships.map((employee) => (
          <MenuItem key={employee.org_id} onSelect={() => switchTo(employee.org_id)}>
            <span className="flex-1 truncate">{employee.organization.name}</span>
            {employee.org_id === orgId && (
              <Check aria-label="Current organisation" className="size-4 text-primary" />
            )}
          </MenuItem>
        ))}
        {memberships.length > 0 && (internal || canCreate) && <MenuSeparator />}
        {/* The organisation list is provider staff's (core.md 6, admin route group). */}
        {internal && <MenuItem onSelect={() => navigate('/orgs')}>All organisations</MenuItem>}
        {canCreate && <MenuItem onSelect={() => navigate('/org')}>Create organisation</MenuItem>}
      </MenuContent>
    </Menu>
  );
}
