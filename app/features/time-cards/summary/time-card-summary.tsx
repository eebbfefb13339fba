import { useCallback, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { Clock, Plus } from 'lucide-react';
import { can } from '../../../../contract/access';
import type { SummaryMember } from '../../../../contract/time-card-summary';
import { Button } from '../../../../design-system/button/button';
import { EmptyState } from '../../../../design-system/empty-state/empty-state';
import { FilterBuilder } from '../../../../design-system/filter-builder/filter-builder';
import type { Filter } from '../../../../design-system/filter-builder/filter-builder-model';
import { useTimeCardSummary } from '../../../api/time-cards';
import { ListBody } from '../../../lists/list-body';
import { useTimeCardRights } from '../time-card-access';
import { HoursGrid } from './hours-grid';
import { RangeBar } from './range-bar';
import { RangeCards } from './range-cards';
import { summaryFilterColumns, summaryFilterQuery } from './summary-filters';
import { rangeDayCount, rangeQuery, todayIn, weekOf, type DayRange } from './summary-model';
import { useSummaryChoices, useSummaryOrg } from './use-summary-data';

const RANGE_CARDS_ID = 'time-card-range-cards';

/**
 * The managers' and administrators' summary of time cards (and provider staff's, on
 * /timecards): a date range (this week in the organisation's zone at first, stepped a week at a
 * time), filters, the hours of each member per day with totals as the server counts them
 * (GET time_cards/summary), and below, a page at a time, the cards themselves, which time
 * approvers approve in bulk. The server decides whose cards the viewer reads.
 */
export function TimeCardSummary({ orgId }: { orgId: number }) {
  const org = useSummaryOrg(orgId);
  const rights = useTimeCardRights(orgId);
  const canAdd = rights.actor !== null && can(rights.actor, 'timeCards.edit');
  // The clock is read once: the range opens on the week of the day the page was opened.
  const [openedAt] = useState(() => Math.floor(Date.now() / 1000));
  const today = todayIn(org.timeZone, openedAt);
  const [picked, setPicked] = useState<DayRange | null>(null);
  const range = useMemo(() => picked ?? weekOf(today), [picked, today]);
  const [filters, setFilters] = useState<Filter[]>([]);
  const [memberId, setMemberId] = useState<number | null>(null);

  const choices = useSummaryChoices(orgId, org.tracksProjects);
  const filterColumns = useMemo(
    () => summaryFilterColumns({ teams: choices.teams, projects: choices.projects }),
    [choices.teams, choices.projects],
  );
  // The summary and the list below ask for the same range and filters: they hold the same cards.
  const listed = useMemo(() => {
    const filterQuery = summaryFilterQuery(filters);
    return filterQuery && { ...rangeQuery(range, org.timeZone), ...filterQuery };
  }, [filters, range, org.timeZone]);
  const isNothingAsked = listed === null;
  const query = useTimeCardSummary(
    { orgId, ...(listed ?? rangeQuery(range, org.timeZone)) },
    org.isLoaded && !isNothingAsked,
  );
  const summary = isNothingAsked ? undefined : query.data?.data;
  const chosen = summary?.members.find((member) => member.employee_id === memberId) ?? null;

  const chooseMember = useCallback((member: SummaryMember) => {
    setMemberId((current) => (current === member.employee_id ? null : member.employee_id));
    document.getElementById(RANGE_CARDS_ID)?.scrollIntoView?.({ block: 'start' });
  }, []);
  const isFiltered = filters.length > 0;
  const empty = (
    <EmptyState
      icon={<Clock />}
      title="No time cards in these dates"
      description={
        isFiltered
          ? 'No time cards match these filters. Remove a filter or choose other dates.'
          : 'Time cards show here once your team clocks in. Choose other dates to see earlier weeks.'
      }
    />
  );

  return (
    <section
      aria-label="Time card summary"
      aria-busy={query.isFetching || undefined}
      className="flex min-w-0 flex-col gap-6"
    >
      <div className="flex flex-col gap-3 md:flex-row md:items-end md:justify-between">
        <RangeBar range={range} onRangeChange={setPicked} today={today} locale={org.region} />
        {canAdd && (
          <Button asChild className="self-start md:self-auto">
            <Link to={`/org/${orgId}/crew/timecards/add`}>
              <Plus aria-hidden="true" />
              Add time card
            </Link>
          </Button>
        )}
      </div>
      <FilterBuilder columns={filterColumns} filters={filters} onFiltersChange={setFilters} />
      {isNothingAsked ? (
        // "Is none of" every status or approval state: no card can match.
        empty
      ) : (
        <ListBody
          query={query}
          errorTitle="The time cards could not be loaded"
          loadingLabel="Loading time cards"
          skeleton={{ rows: 6, columns: rangeDayCount(range) + 2 }}
          isEmpty={summary?.members.length === 0}
          empty={empty}
        >
          {summary && (
            <div className="flex min-w-0 flex-col gap-8">
              <HoursGrid
                summary={summary}
                chosenMemberId={chosen?.employee_id ?? null}
                onChooseMember={chooseMember}
                isLoading={false}
              />
              <div id={RANGE_CARDS_ID} className="min-w-0 scroll-mt-4">
                <RangeCards
                  orgId={orgId}
                  timeZone={org.timeZone}
                  projectNames={choices.projectNames}
                  listed={listed}
                  member={chosen && { employeeId: chosen.employee_id, name: chosen.display_name }}
                  onShowEveryone={() => setMemberId(null)}
                  canApprove={rights.approves}
                  viewerEmployeeId={rights.actor?.employeeId ?? null}
                />
              </div>
            </div>
          )}
        </ListBody>
      )}
    </section>
  );
}
