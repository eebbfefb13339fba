import type { OrgListItem } from '../../../contract/orgs';
import { Badge } from '../../../design-system/badge/badge';
import { Button } from '../../../design-system/button/button';
import { countryLabel, STATUS_LABEL, STATUS_TONE } from './org-labels';

/** One organisation of the list with the button that switches to it. */
export function OrgRow({ org, onOpen }: { org: OrgListItem; onOpen: () => void }) {
  const members = org.saas_enabled_employees_count;
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 sm:px-5">
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <p className="truncate font-medium text-text">{org.name}</p>
        <p className="text-sm text-text-muted">
          {countryLabel(org.country_code)} ·{' '}
          {members === 1 ? '1 active member' : `${members} active members`}
        </p>
      </div>
      <Badge tone={STATUS_TONE[org.crew_product_status]}>
        {STATUS_LABEL[org.crew_product_status]}
      </Badge>
      <Button variant="secondary" size="sm" onClick={onOpen} aria-label={`Open ${org.name}`}>
        Open
      </Button>
    </li>
  );
}
