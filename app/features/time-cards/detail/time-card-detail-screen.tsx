import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Lock } from 'lucide-react';
import { TIME_CARD_TEXT } from '../../../../contract/time-card-text';
import type { TimeCardDetail } from '../../../../contract/time-cards';
import { Alert } from '../../../../design-system/alert/alert';
import { Badge } from '../../../../design-system/badge/badge';
import { Button } from '../../../../design-system/button/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../../design-system/card/card';
import { EmptyState } from '../../../../design-system/empty-state/empty-state';
import { formatLongDate } from '../../../../design-system/format/format-date';
import type { FormatLocale } from '../../../../design-system/format/format-locale';
import { Gallery } from '../../../../design-system/gallery/gallery';
import { PageHeader } from '../../../../design-system/page-header/page-header';
import { Skeleton, SkeletonGroup } from '../../../../design-system/skeleton/skeleton';
import { errorText, isApiError } from '../../../api/api-error';
import { useOrg } from '../../../api/orgs';
import { useTimeCard } from '../../../api/time-cards';
import { GpsActivity } from '../gps/gps-activity';
import { APPROVAL_LABEL, EXCEPTION_LABEL, STATUS_LABEL } from '../time-card-words';
import { useTimeCardRights } from '../time-card-access';
import { TimeCardActions } from './time-card-actions';
import {
  BREAK_WARNING_LABEL,
  cardActions,
  dateTimeText,
  SOURCE_LABEL,
} from './time-card-detail-model';
import { TimeCardHistory } from './time-card-history';
import { TimeCardParts, TimeCardTotals } from './time-card-parts';
import { timeCardsPath } from './time-card-paths';
import { DetailRows } from '../../../lists/detail-rows';

/**
 * /org/{orgId}/crew/timecard/{timecardId}: one card with its times in the card's zone, totals,
 * allocations, breaks, exceptions, photos, GPS activity and history, and the viewer's actions.
 * A card out of reach answers 404 (shown here); a 403 goes to the error page (the client).
 */
export default function TimeCardDetailScreen() {
  const params = useParams();
  const orgId = Number(params.orgId);
  const cardId = Number(params.timecardId);
  const query = useTimeCard(orgId, cardId);
  const org = useOrg(orgId).data;

  if (query.isPending) {
    return (
      <div className="flex flex-col gap-6">
        <PageHeader className="mb-0" title="Time card" />
        <SkeletonGroup label="Loading the time card" className="flex flex-col gap-4">
          <Skeleton className="h-32 w-full" />
          <Skeleton className="h-64 w-full" />
        </SkeletonGroup>
      </div>
    );
  }
  if (!query.data) {
    return (
      <div className="flex flex-col gap-6">
        <PageHeader className="mb-0" title="Time card" />
        {isApiError(query.error) && query.error.status === 404 ? (
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
  const locale: FormatLocale = org?.country_code === 'au' ? 'au' : 'us';
  return <TimeCardView orgId={orgId} card={query.data.data} locale={locale} />;
}

function TimeCardView({
  orgId,
  card,
  locale,
}: {
  orgId: number;
  card: TimeCardDetail;
  locale: FormatLocale;
}) {
  const rights = useTimeCardRights(orgId);
  const actions = cardActions(card, rights.actor);
  const zone = card.timezone;
  const at = (unix: number) => dateTimeText(unix, zone, locale);
  const warnings = [
    ...card.exceptions.map((type) => EXCEPTION_LABEL[type]),
    ...card.break_warnings.map((type) => BREAK_WARNING_LABEL[type]),
  ];
  const approval =
    card.approval_state === 'approved'
      ? [
          'Approved',
          card.approved_by ? `by ${card.approved_by.display_name}` : null,
          card.approved_at_unix ? `on ${at(card.approved_at_unix)}` : null,
        ]
          .filter(Boolean)
          .join(' ')
      : APPROVAL_LABEL.pending;
  const details: Array<[string, ReactNode]> = [
    ['Team member', card.employee.display_name],
    ['Date', formatLongDate(card.clock_in_dt_unix, zone)],
    ['Clock in', at(card.clock_in_dt_unix)],
    [
      'Clock out',
      card.clock_out_dt_unix === null ? 'Still clocked in' : at(card.clock_out_dt_unix),
    ],
    ['Time zone', zone],
    ['Status', STATUS_LABEL[card.status]],
    ['Source', SOURCE_LABEL[card.source]],
    ['Approval', approval],
    ...(card.signed_off_at_unix
      ? ([['Signed off', at(card.signed_off_at_unix)]] as Array<[string, ReactNode]>)
      : []),
    ['Note', card.note ?? '—'],
  ];

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <PageHeader
        className="mb-0"
        title="Time card"
        description={`${card.employee.display_name} · ${formatLongDate(card.clock_in_dt_unix, zone)}`}
        actions={<TimeCardActions orgId={orgId} card={card} actions={actions} />}
      />
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={card.status === 'completed' ? 'neutral' : 'info'}>
          {STATUS_LABEL[card.status]}
        </Badge>
        <Badge tone={card.approval_state === 'approved' ? 'success' : 'warning'}>
          {APPROVAL_LABEL[card.approval_state]}
        </Badge>
        {actions.isLocked && (
          <Badge tone="neutral">
            <Lock aria-hidden="true" />
            Locked
          </Badge>
        )}
      </div>
      {actions.isLocked && <Alert tone="info">{TIME_CARD_TEXT.locked}</Alert>}
      {warnings.length > 0 && (
        <Alert tone="warning" title="Exceptions">
          <ul className="list-disc pl-5">
            {warnings.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        </Alert>
      )}
      <TimeCardTotals card={card} locale={locale} />
      <div className="grid items-start gap-6 lg:grid-cols-2 [&>*]:min-w-0">
        <Card>
          <CardHeader>
            <CardTitle>Details</CardTitle>
          </CardHeader>
          <CardContent>
            <DetailRows rows={details} />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>History</CardTitle>
          </CardHeader>
          <CardContent>
            <TimeCardHistory card={card} locale={locale} />
          </CardContent>
        </Card>
      </div>
      <TimeCardParts card={card} locale={locale} />
      <Card>
        <CardHeader>
          <CardTitle>Photos</CardTitle>
        </CardHeader>
        <CardContent>
          {card.photos.length === 0 ? (
            <p className="text-sm text-text-muted">No photos.</p>
          ) : (
            <Gallery
              aria-label="Photos of the time card"
              slides={card.photos.map((photo) => ({
                // Signed for whoever may read the card; a reload of the card signs it afresh.
                src: photo.download_url,
                alt: `${photo.kind === 'clock_in' ? 'Clock-in' : 'Clock-out'} photo of ${card.employee.display_name}`,
                caption: at(photo.taken_at_unix),
              }))}
            />
          )}
        </CardContent>
      </Card>
      <GpsActivity orgId={orgId} timeCardId={card.id} />
    </div>
  );
}
