import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { PlainDate } from '../../../contract/time/plain-date';
import { Button } from '../../../design-system/button/button';
import { periodOf, spanLabel, stepAnchor, type TaskView } from './task-range';

export type TaskRangeBarProps = {
  view: TaskView;
  anchor: PlainDate;
  today: PlainDate;
  onAnchorChange: (anchor: PlainDate) => void;
};

/**
 * The period shown, as a heading, with Previous, Today and Next. The heading is a polite live
 * region, so a step is heard.
 */
export function TaskRangeBar({ view, anchor, today, onAnchorChange }: TaskRangeBarProps) {
  const unit = periodOf(view);
  return (
    <div className="flex flex-wrap items-center gap-2">
      <div className="flex items-center gap-1">
        <Button
          variant="secondary"
          size="icon"
          aria-label={`Previous ${unit}`}
          onClick={() => onAnchorChange(stepAnchor(view, anchor, -1))}
        >
          <ChevronLeft aria-hidden="true" />
        </Button>
        <Button
          variant="secondary"
          size="icon"
          aria-label={`Next ${unit}`}
          onClick={() => onAnchorChange(stepAnchor(view, anchor, 1))}
        >
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
      <Button variant="secondary" onClick={() => onAnchorChange(today)}>
        Today
      </Button>
      <h2 aria-live="polite" className="ml-1 text-lg font-semibold text-text">
        {spanLabel(view, anchor)}
      </h2>
    </div>
  );
}
