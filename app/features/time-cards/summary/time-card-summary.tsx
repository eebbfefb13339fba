import { useCallback, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { Clock, Plus } from 'lucide-react';
import { can } from '../../../../contract/access';
import { Button } from '../../../../design-system/button/button';
import { EmptyState } from '../../../../design-system/empty-state/empty-state';
import { FilterBuilder } from '../../../../design-system/filter-builder/filter-builder';
import type { Filter } from '../../../../design-system/filter-builder/filter-builder-model';
import { ListBody } from '../../../lists/list-body';
import { useTimeCardRights } from '../time-card-access';
import { HoursGrid } from './hours-grid';
import { RangeBar } from './range-bar';
import { RangeCards } from './range-cards';
import { keepsCard, summaryFilterColumns, summaryFilterPlan } from './summary-filters';
import {
  rangeDays,
  rangeQuery,
  summarize,
  todayIn,
  weekOf,
  type DayRange,
  type MemberSummary,
} from './summary-model';
import { useRangeCards, useSummaryChoices, useSummaryOrg } from './use-summary-data';

const RANGE_CARDS_ID = 'time-card-range-cards';

/**
 * The managers' and administrators' summary of time cards (and provider staff's, on
 * /timecards): a date range (this week in the organisation's zone at first, stepped a week at a
 * time), filters, the hours of each member per day with totals, and the cards themselves, which
 * time approvers approve in bulk. The server decides whose cards the viewer reads.
 */
export function TimeCardSummary({ orgId }: { orgId: number }) {
  const org = useSummaryOrg(orgId);
  const rights = useTimeCardRights(orgId);
  const canAdd = rights.actor !== null && can(rights.actor, 'timeCards.edit');
  // The clock is read once: the range opens on the week of the day the page was opened.
  const [openedAt] = useState(() => Math.floor(Date.now() / 1000));
  const today = todayIn(org.timeZone, openedAt);
  const [picked, setPicked] = useState<DayRange | null>(null);
  const range = picked ?? weekOf(today);
  const [filters, setFilters] = useState<Filter[]>([]);
  const [memberId, setMemberId] = useState<number | null>(null);

  const days = useMemo(() => rangeDays(range, org.timeZone), [range, org.timeZone]);
  const plan = useMemo(() => summaryFilterPlan(filters), [filters]);
  const choices = useSummaryChoices(orgId, org.tracksProjects);
  const filterColumns = useMemo(
    () => summaryFilterColumns({ teams: choices.teams, projects: choices.projects }),
    [choices.teams, choices.projects],
  );
  const query = useRangeCards(
    orgId,
    { ...rangeQuery(range, org.timeZone), ...plan.query },
    org.isLoaded,
  );
  const summary = useMemo(() => {
    const excluded = new Set(
      plan.excludedTeamIds.flatMap((id) => choices.teamMembers.get(id) ?? []),
    );
    const cards = (query.data?.data ?? []).filter((card) => keepsCard(plan, card, excluded));
    return summarize(cards, days);
  }, [query.data, plan, choices.teamMembers, days]);
  const chosen = summary.members.find((member) => member.employeeId === memberId) ?? null;

  const chooseMember = useCallback((member: MemberSummary) => {
    setMemberId((current) => (current === member.employeeId ? null : member.employeeId));
    document.getElementById(RANGE_CARDS_ID)?.scrollIntoView?.({ block: 'start' });
  }, []);
  const isFiltered = filters.length > 0;

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
      <ListBody
        query={query}
        errorTitle="The time cards could not be loaded"
        loadingLabel="Loading time cards"
        skeleton={{ rows: 6, columns: days.length + 2 }}
        isEmpty={summary.members.length === 0}
        empty={
          <EmptyState
            icon={<Clock />}
            title="No time cards in these dates"
            description={
              isFiltered
                ? 'No time cards match these filters. Remove a filter or choose other dates.'
                : 'Time cards show here once your team clocks in. Choose other dates to see earlier weeks.'
            }
          />
        }
      >
        <div className="flex min-w-0 flex-col gap-8">
          <HoursGrid
            summary={summary}
            chosenMemberId={chosen?.employeeId ?? null}
            onChooseMember={chooseMember}
            isLoading={false}
          />
          <div id={RANGE_CARDS_ID} className="min-w-0 scroll-mt-4">
            <RangeCards
              orgId={orgId}
              timeZone={org.timeZone}
              projectNames={choices.projectNames}
              cards={chosen ? chosen.cards : summary.cards}
              memberName={chosen?.name ?? null}
              onShowEveryone={() => setMemberId(null)}
              canApprove={rights.approves}
              viewerEmployeeId={rights.actor?.employeeId ?? null}
            />
          </div>
        </div>
      </ListBody>
    </section>
  );
}
