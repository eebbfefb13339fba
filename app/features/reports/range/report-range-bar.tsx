import { Link } from 'react-router-dom';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { PAYROLL_TEXT } from '../../../../contract/payroll';
import { partsOf, type PlainDate } from '../../../../contract/time/plain-date';
import { Button } from '../../../../design-system/button/button';
import { DateRangePicker } from '../../../../design-system/date-range-picker/date-range-picker';
import { FilterBuilder } from '../../../../design-system/filter-builder/filter-builder';
import { Select } from '../../../../design-system/select/select';
import { periodText } from '../../pay-schedules/pay-schedule-model';
import {
  RANGE_KINDS,
  RANGE_KIND_LABELS,
  normalRange,
  rangeAround,
  stepRange,
  type CalendarKind,
  type DayRange,
  type RangeKind,
} from './report-range-model';
import type { ReportStateApi } from './use-report-state';

/** A calendar day as the picker holds it: local midnight of that day. */
const pickerDate = (date: PlainDate) => {
  const { year, month, day } = partsOf(date);
  return new Date(year, month - 1, day);
};
const pad = (value: number) => String(value).padStart(2, '0');
const plainOf = (date: Date): PlainDate =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** What one step moves, in the step buttons' names. */
const STEP_UNIT: Record<RangeKind, string> = {
  day: 'day',
  week: 'week',
  month: 'month',
  custom: 'range',
  payperiod: 'pay period',
};
const BACK_TO_NOW: Record<RangeKind, string> = {
  day: 'Today',
  week: 'This week',
  month: 'This month',
  custom: 'This week',
  payperiod: 'Current period',
};

const KIND_OPTIONS = RANGE_KINDS.map((kind) => ({ value: kind, label: RANGE_KIND_LABELS[kind] }));
const inRange = (range: DayRange, date: PlainDate) => range.first <= date && date <= range.last;

/**
 * The reports' range and filters: Daily, Weekly, Monthly, Custom Range or Pay period (one of the
 * schedule's current and earlier periods), a step back or forward, a way back to now, and the
 * team, project, cost code and member filters. Every choice goes into the address.
 */
export function ReportRangeBar({ report }: { report: ReportStateApi }) {
  const { state, setState, periods, today } = report;
  const kind = state.kind;
  // The days on screen: a pay period's, or the calendar range.
  const days = report.resolved?.days ?? state.range;

  const chooseKind = (next: RangeKind) => {
    if (next === kind) return;
    if (next === 'payperiod') {
      setState({ ...state, kind: next, periodIndex: periods.currentIndex });
      return;
    }
    // A day, week or month around today when today is on screen, else around the first day shown.
    const anchor = inRange(days, today) ? today : days.first;
    const range = next === 'custom' ? days : rangeAround(next, anchor);
    setState({ ...state, kind: next, range: normalRange(next, range, report.maxDays) });
  };

  const pickDays = (picked: DayRange) => {
    const calendar: CalendarKind = kind === 'payperiod' ? 'custom' : kind;
    // A pick that is one day, or the kind's own span, keeps the kind; anything else is custom.
    const keeps =
      calendar !== 'custom' &&
      (picked.first === picked.last ||
        JSON.stringify(rangeAround(calendar, picked.first)) === JSON.stringify(picked));
    const nextKind: CalendarKind = keeps ? calendar : 'custom';
    setState({ ...state, kind: nextKind, range: normalRange(nextKind, picked, report.maxDays) });
  };

  const periodPosition = periods.list.findIndex((period) => period.index === periods.chosen?.index);
  const isAtFirstPeriod = periodPosition === periods.list.length - 1;
  const isAtCurrentPeriod =
    periods.chosen !== null &&
    periods.chosen.index === (periods.currentIndex ?? periods.list[0]?.index);

  const step = (direction: -1 | 1) => {
    if (kind !== 'payperiod') {
      setState({ ...state, range: stepRange(kind, state.range, direction) });
      return;
    }
    // The list is newest first: back is further down it.
    const next = periods.list[periodPosition - direction];
    if (next) setState({ ...state, periodIndex: next.index });
  };
  const backToNow = () => {
    if (kind === 'payperiod') setState({ ...state, periodIndex: periods.currentIndex });
    else
      setState({
        ...state,
        kind: kind === 'custom' ? 'week' : kind,
        range: rangeAround(kind === 'custom' ? 'week' : kind, today),
      });
  };
  const isBackDisabled = kind === 'payperiod' && (periods.chosen === null || isAtFirstPeriod);
  const isNextDisabled = kind === 'payperiod' && (periods.chosen === null || isAtCurrentPeriod);
  const hasNoSchedule = report.hasNoSchedule;

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end gap-2">
        <Select
          label="Report by"
          fieldClassName="w-full sm:w-40"
          options={KIND_OPTIONS}
          value={kind}
          onValueChange={(value) => value && chooseKind(value as RangeKind)}
        />
        {kind === 'payperiod' ? (
          <>
            {periods.schedules.length > 1 && (
              <Select
                label="Pay schedule"
                fieldClassName="w-full sm:w-56"
                options={periods.schedules.map((schedule) => ({
                  value: String(schedule.id),
                  label: schedule.name,
                }))}
                value={periods.schedule ? String(periods.schedule.id) : null}
                onValueChange={(value) =>
                  value && setState({ ...state, scheduleId: Number(value), periodIndex: null })
                }
              />
            )}
            {!hasNoSchedule && (
              <Select
                label="Pay period"
                fieldClassName="w-full sm:w-80"
                options={periods.list.map((period) => ({
                  value: String(period.index),
                  label: `${periodText(period)}${period.index === periods.currentIndex ? ' (current)' : ''}`,
                }))}
                value={periods.chosen ? String(periods.chosen.index) : null}
                isLoading={periods.isLoadingPeriods}
                onValueChange={(value) =>
                  value !== null && setState({ ...state, periodIndex: Number(value) })
                }
              />
            )}
          </>
        ) : (
          <DateRangePicker
            label="Dates"
            fieldClassName="w-full sm:w-auto"
            className="w-full sm:w-64"
            value={{ start: pickerDate(days.first), end: pickerDate(days.last) }}
            onValueChange={({ start, end }) => {
              if (start) pickDays({ first: plainOf(start), last: plainOf(end ?? start) });
            }}
            required
            maxDays={report.maxDays}
            weekStartsOn={1}
            locale={report.region}
            today={pickerDate(today)}
          />
        )}
        {!hasNoSchedule && (
          <div role="group" aria-label="Step the dates" className="flex gap-1">
            {/* aria-disabled, not disabled: focus stays on a button that reaches the last period. */}
            <Button
              variant="secondary"
              size="icon"
              aria-label={`Previous ${STEP_UNIT[kind]}`}
              aria-disabled={isBackDisabled || undefined}
              onClick={() => !isBackDisabled && step(-1)}
            >
              <ChevronLeft aria-hidden="true" />
            </Button>
            <Button
              variant="secondary"
              size="icon"
              aria-label={`Next ${STEP_UNIT[kind]}`}
              aria-disabled={isNextDisabled || undefined}
              onClick={() => !isNextDisabled && step(1)}
            >
              <ChevronRight aria-hidden="true" />
            </Button>
            <Button variant="ghost" onClick={backToNow}>
              {BACK_TO_NOW[kind]}
            </Button>
          </div>
        )}
      </div>
      {hasNoSchedule && (
        <p className="text-sm text-text-muted">
          {PAYROLL_TEXT.noSchedule} in{' '}
          <Link
            className="font-medium text-primary underline underline-offset-2"
            to={`/org/${report.orgId}/settings/company/pay-schedules`}
          >
            Company settings
          </Link>
          .
        </p>
      )}
      <FilterBuilder
        columns={report.filterColumns}
        filters={report.filters}
        onFiltersChange={report.setFilters}
      />
    </div>
  );
}
