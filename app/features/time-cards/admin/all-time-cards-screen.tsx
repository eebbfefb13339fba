import { Building2 } from 'lucide-react';
import { useSearchParams } from 'react-router-dom';
import { EmptyState } from '../../../../design-system/empty-state/empty-state';
import { PageHeader } from '../../../../design-system/page-header/page-header';
import { useOrg } from '../../../api/orgs';
import { TimeCardSummary } from '../summary/time-card-summary';
import { OrgPicker } from './org-picker';

/** The chosen organisation lives in the address (?org=7), so a reload or a shared link keeps it. */
const ORG_PARAM = 'org';

/**
 * /timecards, provider staff's time cards: choose an organisation, then its summary as its
 * administrators see it (dates, filters, hours per member and day, the cards).
 */
export default function AllTimeCardsScreen() {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get(ORG_PARAM));
  const orgId = Number.isInteger(raw) && raw > 0 ? raw : null;
  const org = useOrg(orgId).data;
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <PageHeader
        className="mb-0"
        title="All time cards"
        description="Time cards of any organisation on Crewcard, as its administrators see them."
      />
      <OrgPicker
        value={orgId}
        knownName={org?.name ?? null}
        onValueChange={(next) =>
          setParams(next === null ? {} : { [ORG_PARAM]: String(next) }, { replace: true })
        }
      />
      {orgId === null ? (
        <EmptyState
          icon={<Building2 />}
          title="No organisation chosen"
          description="Choose an organisation above: its time cards show here, a week at a time."
        />
      ) : (
        // A new organisation starts afresh: its own dates, filters and choices.
        <TimeCardSummary key={orgId} orgId={orgId} />
      )}
    </div>
  );
}
