import { Link, useParams } from 'react-router-dom';
import { Lock } from 'lucide-react';
import { TIME_CARD_TEXT } from '../../../../contract/time-card-text';
import { Alert } from '../../../../design-system/alert/alert';
import { Button } from '../../../../design-system/button/button';
import { EmptyState } from '../../../../design-system/empty-state/empty-state';
import { PageHeader } from '../../../../design-system/page-header/page-header';
import { Skeleton } from '../../../../design-system/skeleton/skeleton';
import { errorText, isApiError } from '../../../api/api-error';
import { useOrg } from '../../../api/orgs';
import { useTimeCard } from '../../../api/time-cards';
import { timeCardPath, timeCardsPath } from '../detail/time-card-paths';
import { TimeCardForm } from './time-card-form';

/**
 * /org/{orgId}/crew/timecards/add, the legacy /org/{orgId}/time-cards/create, and
 * /org/{orgId}/crew/timecard/{timecardId}/edit: a card typed in afterwards, or a card corrected
 * with a reason. Both load afresh.
 */
export default function TimeCardFormScreen() {
  const params = useParams();
  const orgId = Number(params.orgId);
  const cardId = params.timecardId ? Number(params.timecardId) : null;
  const org = useOrg(orgId).data;
  const card = useTimeCard(orgId, cardId);
  const title = cardId === null ? 'Add time card' : 'Edit time card';

  if (cardId !== null && card.isError) {
    return (
      <div className="flex flex-col gap-6">
        <PageHeader className="mb-0" title={title} />
        {isApiError(card.error) && card.error.status === 404 ? (
          <EmptyState
            title="Time card not found"
            description="It may have been deleted, or it is not among the time cards you can see."
            action={
              <Button asChild variant="secondary">
                <Link to={timeCardsPath(orgId)}>Back to time cards</Link>
              </Button>
            }
          />
        ) : (
          <Alert tone="danger">{errorText(card.error)}</Alert>
        )}
      </div>
    );
  }
  if (!org || (cardId !== null && !card.data)) {
    return (
      <div className="flex flex-col gap-6" aria-busy="true">
        <PageHeader className="mb-0" title={title} />
        <Skeleton className="h-96 w-full" />
      </div>
    );
  }
  const detail = card.data?.data ?? null;
  if (detail && !detail.can_edit) {
    return (
      <div className="flex flex-col gap-6">
        <PageHeader className="mb-0" title={title} />
        <EmptyState
          icon={<Lock />}
          title={detail.is_locked ? 'This time card is locked' : 'You can not edit this time card'}
          description={detail.is_locked ? TIME_CARD_TEXT.locked : undefined}
          action={
            <Button asChild variant="secondary">
              <Link to={timeCardPath(orgId, detail.id)}>Back to the time card</Link>
            </Button>
          }
        />
      </div>
    );
  }
  return <TimeCardForm key={detail?.id ?? 'new'} orgId={orgId} org={org} card={detail} />;
}
