import { ChevronLeft, ChevronRight } from 'lucide-react';
import { partsOf, type PlainDate } from '../../../../contract/time/plain-date';
import { Button } from '../../../../design-system/button/button';
import { DateRangePicker } from '../../../../design-system/date-range-picker/date-range-picker';
import type { FormatLocale } from '../../../../design-system/format/format-locale';
import { SUMMARY_MAX_DAYS } from '../../../../contract/time-card-summary';
import { stepRange, weekOf, type DayRange } from './summary-model';

/** A calendar day as the picker holds it: local midnight of that day. */
const pickerDate = (date: PlainDate) => {
  const { year, month, day } = partsOf(date);
  return new Date(year, month - 1, day);
};
const pad = (value: number) => String(value).padStart(2, '0');
/** The calendar day a picker date stands for. */
const plainOf = (date: Date): PlainDate =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

export type RangeBarProps = {
  range: DayRange;
  onRangeChange: (range: DayRange) => void;
  /** Today in the organisation's zone, marked in the calendar. */
  today: PlainDate;
  locale: FormatLocale;
};

/** The dates of the summary: the calendar range picker, and a week back or forward. */
export function RangeBar({ range, onRangeChange, today, locale }: RangeBarProps) {
  return (
    <div className="flex flex-wrap items-end gap-2">
      <DateRangePicker
        label="Dates"
        fieldClassName="w-full sm:w-auto"
        className="w-full sm:w-64"
        value={{ start: pickerDate(range.first), end: pickerDate(range.last) }}
        onValueChange={({ start, end }) => {
          if (!start) return;
          onRangeChange({ first: plainOf(start), last: plainOf(end ?? start) });
        }}
        required
        maxDays={SUMMARY_MAX_DAYS}
        weekStartsOn={1}
        locale={locale}
        today={pickerDate(today)}
      />
      <div role="group" aria-label="Week" className="flex gap-1">
        <Button
          variant="secondary"
          size="icon"
          aria-label="Previous week"
          onClick={() => onRangeChange(stepRange(range, -1))}
        >
          <ChevronLeft aria-hidden="true" />
        </Button>
        <Button
          variant="secondary"
          size="icon"
          aria-label="Next week"
          onClick={() => onRangeChange(stepRange(range, 1))}
        >
          <ChevronRight aria-hidden="true" />
        </Button>
        <Button variant="ghost" onClick={() => onRangeChange(weekOf(today))}>
          This week
        </Button>
      </div>
    </div>
  );
}
