import { useParams } from 'react-router-dom';
import { PageHeader } from '../../../design-system/page-header/page-header';
import { ClockPanel } from './clock/clock-panel';
import { MyWeeks } from './clock/my-weeks';
import { TimeCardSummary } from './summary/time-card-summary';
import { useTimeCardRights } from './time-card-access';

/**
 * /org/{orgId}/crew/timecards, every member's landing: their clock, then their own cards by
 * week, or for managers and administrators the summary of the cards they see.
 */
export default function CrewTimeCardsScreen() {
  const orgId = Number(useParams().orgId);
  const rights = useTimeCardRights(orgId);
  return (
    <div className="flex flex-col gap-8">
      <PageHeader className="mb-0" title="Time cards" />
      {rights.clocksSelf && <ClockPanel orgId={orgId} />}
      {rights.seesCrew ? <TimeCardSummary orgId={orgId} /> : <MyWeeks orgId={orgId} />}
    </div>
  );
}
