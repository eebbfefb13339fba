import { TriangleAlert } from 'lucide-react';
import type { TimeDisplay } from '../../../../design-system/format/format-hours';
import { Popover, PopoverContent, PopoverTrigger } from '../../../../design-system/popover/popover';
import {
  PAY_CLASS_LABEL,
  PAY_CLASS_SHORT,
  hoursCell,
  multiplierText,
  spanTimesText,
  thresholdText,
} from '../shared/report-format';
import type { DayCell } from './time-report-model';

export type WhyPopoverProps = {
  cell: DayCell;
  /** Who and which day, in the button's name and the popover's title: 'Ann Lee, Wed 25 Nov'. */
  context: string;
  timeZone: string;
  display: TimeDisplay;
};

/**
 * A cell's overtime, double time and break flags as a button; pressed, a popover explains each
 * span that is not regular (the reason, the rule, its threshold and multiplier, the statute, the
 * span's times) and each break flag with the premium hour it earns.
 */
export function WhyPopover({ cell, context, timeZone, display }: WhyPopoverProps) {
  const hasExtra = cell.overtime > 0 || cell.doubleTime > 0;
  const what = hasExtra ? 'Why overtime' : 'Break flags';
  return (
    <Popover>
      <PopoverTrigger>
        <button
          type="button"
          className="inline-flex flex-col items-end rounded-sm font-medium text-primary underline decoration-dotted underline-offset-2 hover:decoration-solid focus-visible:outline-2 focus-visible:outline-ring"
        >
          <span className="sr-only">
            {what}, {context}:{' '}
          </span>
          {cell.overtime > 0 && (
            <span>
              {PAY_CLASS_SHORT.overtime} {hoursCell(cell.overtime, display)}
            </span>
          )}
          {cell.doubleTime > 0 && (
            <span>
              {PAY_CLASS_SHORT.double_time} {hoursCell(cell.doubleTime, display)}
            </span>
          )}
          {cell.breakFlags.length > 0 && (
            <span className="inline-flex items-center gap-1 text-warning">
              <TriangleAlert aria-hidden="true" className="size-3.5" />
              {cell.breakFlags.length === 1 ? 'Break' : `${cell.breakFlags.length} breaks`}
              {cell.premiumHours > 0 && (
                <>
                  {' '}
                  +{cell.premiumHours}P<span className="sr-only"> premium hours</span>
                </>
              )}
            </span>
          )}
        </button>
      </PopoverTrigger>
      <PopoverContent title={`${what}: ${context}`} hasCloseButton className="w-80">
        <div className="flex flex-col gap-4">
          {cell.extraSpans.length > 0 && (
            <ol aria-label="Overtime and double time" className="flex flex-col gap-3">
              {cell.extraSpans.map((span) => (
                <li
                  key={`${span.time_card_id}-${span.start_dt_unix}`}
                  className="flex flex-col gap-1"
                >
                  <p className="font-medium text-text">
                    {PAY_CLASS_LABEL[span.pay_class]} {hoursCell(span.seconds, display)} ·{' '}
                    {spanTimesText(span, timeZone)}
                  </p>
                  <p className="text-text">{span.reason.text}</p>
                  <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-xs">
                    <dt className="text-text-muted">Rule</dt>
                    <dd>{span.reason.rule_name}</dd>
                    <dt className="text-text-muted">Threshold</dt>
                    <dd>{thresholdText(span.reason.threshold_seconds)}</dd>
                    <dt className="text-text-muted">Multiplier</dt>
                    <dd>{multiplierText(span.reason.multiplier)}</dd>
                    <dt className="text-text-muted">Citation</dt>
                    <dd>{span.reason.citation ?? 'The organization’s own rule'}</dd>
                  </dl>
                </li>
              ))}
            </ol>
          )}
          {cell.breakFlags.length > 0 && (
            <ul aria-label="Break flags" className="flex flex-col gap-1">
              {cell.breakFlags.map((flag) => (
                <li key={`${flag.time_card_id}-${flag.break}-${flag.kind}`}>
                  {flag.text}
                  {flag.premium_hours > 0 &&
                    ` · ${flag.premium_hours} premium hour${flag.premium_hours === 1 ? '' : 's'} at the regular rate`}
                </li>
              ))}
            </ul>
          )}
        </div>
      </PopoverContent>
    </Popover>
  );
}
