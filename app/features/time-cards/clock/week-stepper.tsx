import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../../../../design-system/button/button';
import { weekLabel, type Week } from './week-range';

export type WeekStepperProps = {
  week: Week;
  /** The week of today: Next week stops there (no time is recorded ahead). */
  thisWeek: Week;
  onStep: (weeks: number) => void;
  onToday: () => void;
};

/**
 * Previous week / Next week around the shown week, as the date stepper moves a day: the same
 * buttons (aria-disabled at the bound, so focus stays on them) and a polite status saying where
 * the week landed.
 */
export function WeekStepper({ week, thisWeek, onStep, onToday }: WeekStepperProps) {
  const isThisWeek = week.first === thisWeek.first;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <div
        role="group"
        aria-label="Week"
        className="inline-flex items-center gap-1 rounded-md border border-border-strong bg-surface p-0.5 text-sm text-text shadow-sm"
      >
        <Button variant="ghost" size="icon" aria-label="Previous week" onClick={() => onStep(-1)}>
          <ChevronLeft aria-hidden="true" />
        </Button>
        <span
          role="status"
          className="min-w-44 px-1 text-center font-medium whitespace-nowrap tabular-nums"
        >
          {weekLabel(week)}
        </span>
        <Button
          variant="ghost"
          size="icon"
          aria-label="Next week"
          aria-disabled={isThisWeek || undefined}
          onClick={() => {
            if (!isThisWeek) onStep(1);
          }}
        >
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
      {/* Always there, so pressing it does not drop focus as it goes back to this week. */}
      <Button
        variant="secondary"
        size="sm"
        aria-disabled={isThisWeek || undefined}
        onClick={() => {
          if (!isThisWeek) onToday();
        }}
      >
        This week
      </Button>
    </div>
  );
}
