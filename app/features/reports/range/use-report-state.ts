import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { PayPeriodItem } from '../../../../contract/pay-schedules';
import { featureAllowed } from '../../../../contract/plans';
import { addDays, type PlainDate } from '../../../../contract/time/plain-date';
import type { Filter } from '../../../../design-system/filter-builder/filter-builder-model';
import { useEmployeesAndTeams } from '../../../api/employees';
import { useOrg } from '../../../api/orgs';
import { useCostCodes, usePayPeriods, usePaySchedules } from '../../../api/reference-data';
import { todayIn } from '../../time-cards/summary/summary-model';
import { useSummaryChoices, useSummaryOrg } from '../../time-cards/summary/use-summary-data';
import {
  builderFilters,
  filterQuery,
  reportFilterColumns,
  reportFiltersOf,
  type FilterChoices,
} from './report-filters';
import { jobCostingQueryOf, payrollQueryOf } from './report-queries';
import { rangeInstants, type DayRange } from './report-range-model';
import {
  readReportState,
  reportSearch,
  type ReportOpening,
  type ReportState,
} from './report-url-state';

/** Pay periods offered: those of the last year, as far as the current one. */
const PERIODS_BACK_DAYS = 366;
const SCHEDULES_PAGE = { page: 1, limit: 100 };
const COST_CODES_PAGE = { page: 1, limit: 500, search: '', isArchived: false };

/** The days and instants a report covers, once they are known. */
export type ResolvedRange = {
  days: DayRange;
  start_dt_unix: number;
  end_dt_unix: number;
};

/**
 * A report's range and filters: read from the address and written back to it (so a link shows
 * the same report), with what the range bar offers (pay schedules, their current and earlier
 * periods, the filters' choices) and what the report asks the server. `maxDays` is the longest
 * custom range the report reads; `opening` what it shows before anyone chooses.
 */
export function useReportState(orgId: number, maxDays: number, opening: ReportOpening = 'week') {
  const org = useSummaryOrg(orgId);
  const orgRecord = useOrg(orgId).data;
  const includesTimeOff =
    orgRecord !== undefined && featureAllowed(orgRecord, 'time-off-management');
  // The clock is read once: the report stays on the day it was opened.
  const [openedAt] = useState(() => Math.floor(Date.now() / 1000));
  const today = todayIn(org.timeZone, openedAt);
  const [params, setParams] = useSearchParams();
  const state = useMemo(
    () => readReportState(params, today, maxDays, opening),
    [params, today, maxDays, opening],
  );
  const setState = useCallback(
    (next: ReportState) => setParams(new URLSearchParams(reportSearch(next)), { replace: true }),
    [setParams],
  );

  const periods = usePayPeriodChoices(orgId, state, today);
  const choices = useFilterChoices(orgId, org.tracksProjects);
  const filters = useMemo(() => builderFilters(state.filters, choices), [state.filters, choices]);
  const filterColumns = useMemo(() => reportFilterColumns(choices), [choices]);
  const setFilters = useCallback(
    (next: Filter[]) => setState({ ...state, filters: reportFiltersOf(next) }),
    [setState, state],
  );

  const resolved = useMemo((): ResolvedRange | null => {
    if (state.kind !== 'payperiod') {
      if (!org.isLoaded) return null;
      return { days: state.range, ...rangeInstants(state.range, org.timeZone) };
    }
    const period = periods.chosen;
    if (!period) return null;
    return {
      days: { first: period.start_date, last: period.end_date },
      start_dt_unix: period.start_dt_unix,
      end_dt_unix: period.end_dt_unix,
    };
  }, [state, org.isLoaded, org.timeZone, periods.chosen]);
  const asked = useMemo(() => filterQuery(state.filters, choices), [state.filters, choices]);
  const scheduleId = periods.schedule?.id ?? null;
  const periodIndex = periods.chosen?.index ?? null;
  const payrollQuery = useMemo(
    () =>
      payrollQueryOf({
        kind: state.kind,
        asked,
        instants: resolved,
        period:
          scheduleId !== null && periodIndex !== null ? { scheduleId, index: periodIndex } : null,
        includesTimeOff,
      }),
    [state.kind, asked, resolved, scheduleId, periodIndex, includesTimeOff],
  );
  const jobCostingQuery = useMemo(
    () => jobCostingQueryOf({ asked, instants: resolved }),
    [asked, resolved],
  );
  const hasNoSchedule =
    state.kind === 'payperiod' && !periods.isLoadingSchedules && periods.schedule === null;

  return {
    orgId,
    timeZone: org.timeZone,
    region: org.region,
    isOrgLoaded: org.isLoaded,
    includesTimeOff,
    today,
    maxDays,
    state,
    setState,
    /** The query string of the report's choices, for links to the other reports. */
    search: reportSearch(state),
    periods,
    filterColumns,
    filters,
    setFilters,
    resolved,
    /** The payroll summary's query; null while loading, 'nothing' when no row can match. */
    payrollQuery,
    /** Job costing's query, the same way. */
    jobCostingQuery,
    /** A pay period report in an organisation without a pay schedule. */
    hasNoSchedule,
  };
}

export type ReportStateApi = ReturnType<typeof useReportState>;

function useFilterChoices(orgId: number, tracksProjects: boolean): FilterChoices {
  const summary = useSummaryChoices(orgId, tracksProjects);
  // The same call the summary's team choices read: one request.
  const people = useEmployeesAndTeams(orgId).data?.employees;
  const costCodes = useCostCodes({ orgId, ...COST_CODES_PAGE }).data?.data;
  return useMemo(
    () => ({
      team: people ? summary.teams : 'loading',
      project: summary.projects,
      costCode: costCodes
        ? costCodes.map((code) => ({ value: String(code.id), label: `${code.code} ${code.name}` }))
        : 'loading',
      member: people
        ? people
            .map((person) => ({ value: String(person.employee_id), label: person.display_name }))
            .sort((a, b) => a.label.localeCompare(b.label))
        : 'loading',
    }),
    [people, summary.teams, summary.projects, costCodes],
  );
}

/**
 * The pay schedules and the chosen one's periods of the last year up to the current one (newest
 * first), with the period the report shows: the one chosen, else the current one.
 */
function usePayPeriodChoices(orgId: number, state: ReportState, today: PlainDate) {
  const schedulesQuery = usePaySchedules({ orgId, ...SCHEDULES_PAGE });
  const schedules = useMemo(() => schedulesQuery.data?.data ?? [], [schedulesQuery.data]);
  const schedule =
    schedules.find((item) => item.id === state.scheduleId) ??
    schedules.find((item) => item.is_default) ??
    schedules[0] ??
    null;
  const periodsQuery = usePayPeriods({
    orgId,
    // Read with any kind of range: choosing Pay period then opens on the current one at once.
    scheduleId: schedule?.id ?? null,
    from: addDays(today, -PERIODS_BACK_DAYS),
    to: today,
  });
  const list = useMemo(
    () => [...(periodsQuery.data?.data ?? [])].sort((a, b) => b.index - a.index),
    [periodsQuery.data],
  );
  const current = list.find((period) => period.start_date <= today && today <= period.end_date);
  const chosen: PayPeriodItem | null =
    list.find((period) => period.index === state.periodIndex) ?? current ?? list[0] ?? null;
  return {
    schedules,
    schedule,
    isLoadingSchedules: schedulesQuery.isPending,
    list,
    isLoadingPeriods: state.kind === 'payperiod' && schedule !== null && periodsQuery.isPending,
    error: schedulesQuery.error ?? periodsQuery.error,
    currentIndex: current?.index ?? null,
    chosen,
  };
}
