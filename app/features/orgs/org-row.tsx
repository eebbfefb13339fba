import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { OrgListItem } from '../../../contract/orgs';
import { Badge } from '../../../design-system/badge/badge';
import { countryLabel, formatDate, memberCountText, STATUS_LABEL, STATUS_TONE } from './org-labels';

/**
 * One organisation of the list. Its name is the link to /org/{orgId}; the link's hit area covers
 * the whole row (an ::after box), so the row is one tab stop and one target on a phone.
 */
export function OrgRow({ org, onOpen }: { org: OrgListItem; onOpen: () => void }) {
  return (
    <li className="relative flex items-center gap-3 px-4 py-3 transition-colors focus-within:bg-surface-sunken hover:bg-surface-sunken sm:gap-4 sm:px-5">
      <div className="flex min-w-0 flex-1 flex-col gap-1 sm:flex-row sm:items-center sm:gap-4">
        <div className="flex min-w-0 flex-1 flex-col gap-0.5">
          <Link
            to={`/org/${org.id}`}
            onClick={onOpen}
            className="truncate font-medium text-text after:absolute after:inset-0 after:content-[''] focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:-outline-offset-2 focus-visible:after:outline-ring"
          >
            {org.name}
          </Link>
          <p className="text-sm text-text-muted">
            {countryLabel(org.country_code)} · {memberCountText(org.saas_enabled_employees_count)}
            <span className="hidden md:inline"> · Created {formatDate(org.created_at_unix)}</span>
          </p>
        </div>
        <Badge className="self-start sm:self-center" tone={STATUS_TONE[org.crew_product_status]}>
          {STATUS_LABEL[org.crew_product_status]}
        </Badge>
      </div>
      <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-text-subtle" />
    </li>
  );
}
