import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { Plus } from 'lucide-react';
import { can } from '../../../../contract/access';
import { featureAllowed } from '../../../../contract/plans';
import { Alert } from '../../../../design-system/alert/alert';
import { Button } from '../../../../design-system/button/button';
import { createFormatters } from '../../../../design-system/format/formatters';
import { DEFAULT_TIME_ZONE } from '../../../../design-system/format/format-locale';
import { Skeleton, SkeletonGroup } from '../../../../design-system/skeleton/skeleton';
import { employeeOf } from '../../../access/actor';
import { useOrg } from '../../../api/orgs';
import { useProfile } from '../../../api/profile';
import { useProjects } from '../../../api/projects';
import { useTimeCards } from '../../../api/time-cards';
import { useTimeCardRights } from '../time-card-access';
import { MyCardItem, paidLabel } from './my-card-item';
import { stepWeek, weekLabel, weekOfInstant, type Week } from './week-range';
import { WeekSignOff } from './week-sign-off';
import { WeekStepper } from './week-stepper';

/** A week of one person's cards fits in one page (a card per switch on a busy day included). */
const WEEK_LIMIT = 500;

/**
 * The member's own time cards, a week at a time on the organisation's calendar (weeks start on
 * Monday: the organisation names no workweek of its own), with the week's totals and, when they
 * may edit their own cards, Add time card.
 */
export function MyWeeks({ orgId }: { orgId: number }) {
  const rights = useTimeCardRights(orgId);
  const profile = useProfile();
  const org = useOrg(orgId).data;
  const timeZone = org?.timezone || DEFAULT_TIME_ZONE;
  const locale = org?.country_code === 'au' ? 'au' : 'us';
  const format = useMemo(() => createFormatters({ locale, timeZone }), [locale, timeZone]);
  const employeeId = rights.actor?.employeeId ?? null;
  // Today as the page opened: a page left open over midnight keeps its week until stepped.
  const [openedAt] = useState(() => Date.now() / 1000);
  const thisWeek = weekOfInstant(openedAt, timeZone);
  // Kept as its first day: the instants follow the zone once the organisation has loaded.
  const [weeksBack, setWeeksBack] = useState(0);
  const week: Week = stepWeek(thisWeek, -weeksBack, timeZone);

  const cards = useTimeCards(
    {
      orgId,
      employee_ids: employeeId === null ? [] : [employeeId],
      start_dt_unix: week.startUnix,
      end_dt_unix: week.endUnix,
      page: 1,
      limit: WEEK_LIMIT,
    },
    employeeId !== null && org !== undefined,
  );
  const hasTracking = featureAllowed(org, 'project-tracking');
  const projects = useProjects(
    { orgId, page: 1, limit: WEEK_LIMIT, status: 'all', sort: 'name' },
    hasTracking,
  );
  const projectNames = useMemo(
    () => new Map((projects.data?.data ?? []).map((project) => [project.id, project.name])),
    [projects.data],
  );

  const employee = profile ? employeeOf(profile, orgId) : undefined;
  const mayAdd =
    rights.actor !== null &&
    employeeId !== null &&
    can(rights.actor, 'timeCards.edit', {
      employeeId,
      mayEditOwn: Boolean(org?.enable_time_card_editing || employee?.enable_time_card_editing),
    });

  const list = cards.data?.data ?? [];
  const total = list.reduce(
    (sum, card) => ({
      worked: sum.worked + card.totals.worked_seconds,
      paid: sum.paid + card.totals.paid_seconds,
      // One rounding step for the week's label: the organisation's, as its cards carry it.
      round: Math.max(sum.round, card.totals.round_minutes),
    }),
    { worked: 0, paid: 0, round: 0 },
  );

  return (
    <section aria-labelledby="my-weeks-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="my-weeks-title" className="text-lg font-semibold text-text">
          My time cards
        </h2>
        {mayAdd && (
          <Button asChild variant="secondary">
            <Link to={`/org/${orgId}/crew/timecards/add`}>
              <Plus aria-hidden="true" />
              Add time card
            </Link>
          </Button>
        )}
      </div>
      <WeekStepper
        week={week}
        thisWeek={thisWeek}
        onStep={(weeks) => setWeeksBack((back) => Math.max(0, back - weeks))}
        onToday={() => setWeeksBack(0)}
      />
      {cards.isError ? (
        <Alert tone="danger" title="Your time cards could not be loaded">
          <Button variant="link" onClick={() => void cards.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : cards.isPending ? (
        <SkeletonGroup label="Loading your time cards">
          <Skeleton className="h-28 w-full" />
          <Skeleton className="h-28 w-full" />
        </SkeletonGroup>
      ) : (
        <>
          <dl
            aria-label="Week total"
            className="flex flex-wrap gap-x-8 gap-y-1 rounded-lg border border-border bg-surface-sunken px-4 py-3 text-sm"
          >
            <div className="flex gap-2">
              <dt className="text-text-muted">Worked this week</dt>
              <dd className="font-semibold text-text tabular-nums">{format.hours(total.worked)}</dd>
            </div>
            <div className="flex gap-2">
              <dt className="text-text-muted">{paidLabel(total.round)}</dt>
              <dd className="font-semibold text-text tabular-nums">{format.hours(total.paid)}</dd>
            </div>
          </dl>
          <WeekSignOff orgId={orgId} week={week} cards={list} />
          {list.length === 0 ? (
            <p className="text-sm text-text-muted">No time cards this week.</p>
          ) : (
            <ul aria-label={`Time cards, ${weekLabel(week)}`} className="flex flex-col gap-3">
              {list.map((card) => (
                <MyCardItem
                  key={card.id}
                  orgId={orgId}
                  card={card}
                  projectNames={projectNames}
                  format={format}
                  locale={locale}
                />
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
