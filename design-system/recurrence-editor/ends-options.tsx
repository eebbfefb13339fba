import { useId } from 'react';
import { TextField } from '../field/text-field';
import { RecurrenceChoiceGroup } from './choice-group';
import { RecurrenceNumberField } from './number-field';
import { addDays } from './recurrence-dates';
import {
  OCCURRENCES,
  pluralize,
  startOf,
  type Ends,
  type RecurrenceContext,
  type RecurrenceErrors,
  type RecurrenceField,
  type RecurrenceLocks,
  type RecurrenceValues,
} from './recurrence-model';

export type EndsOptionsProps = {
  values: RecurrenceValues;
  ctx: RecurrenceContext;
  locks: RecurrenceLocks;
  /** The errors to show now (touched fields, or all after a submit attempt). */
  errors: RecurrenceErrors;
  onChange: (patch: Partial<RecurrenceValues>, touched?: RecurrenceField) => void;
  onTouch: (field: RecurrenceField) => void;
};

/** The first day an end date may be: the day after the task starts (spec: after the start). */
function firstEndDay(ctx: RecurrenceContext): string | undefined {
  const start = startOf(ctx);
  return start ? addDays(start, 1).iso : undefined;
}

/**
 * When the repeating stops: never, on a date (the end of that day) or after N occurrences. On a
 * saved task the count is locked (spec), shown disabled with the reason beside it.
 */
export function EndsOptions({ values, ctx, locks, errors, onChange, onTouch }: EndsOptionsProps) {
  const reasonId = useId();
  // When the whole rule is locked its own reason says it all.
  const afterReason = locks.isAfterLocked && !locks.isLocked ? locks.afterReason : null;
  return (
    <div data-slot="ends-options" className="flex flex-col gap-4">
      <RecurrenceChoiceGroup<Ends>
        legend="Ends"
        value={values.ends}
        error={errors.ends}
        options={[
          { value: 'never', label: 'Never' },
          { value: 'on', label: 'On a date' },
          {
            value: 'after',
            label: 'After a number of occurrences',
            disabled: locks.isAfterLocked,
            describedBy: afterReason && values.ends !== 'after' ? reasonId : undefined,
          },
        ]}
        onValueChange={(ends) => onChange({ ends }, 'ends')}
      />
      {afterReason && values.ends !== 'after' && (
        <p id={reasonId} className="-mt-2 text-xs text-text-muted">
          {afterReason}
        </p>
      )}
      {values.ends === 'on' && (
        <TextField
          label="End date"
          type="date"
          fieldClassName="sm:w-64"
          min={firstEndDay(ctx)}
          value={values.end_on ?? ''}
          error={errors.end_on}
          onChange={(event) => onChange({ end_on: event.currentTarget.value || null })}
          onBlur={() => onTouch('end_on')}
        />
      )}
      {values.ends === 'after' && (
        <RecurrenceNumberField
          label="End after"
          unit={pluralize(values.occurrences, 'occurrence')}
          min={OCCURRENCES.min}
          max={OCCURRENCES.max}
          value={values.occurrences}
          disabled={locks.isAfterLocked}
          hint={afterReason}
          error={locks.isAfterLocked ? undefined : errors.occurrences}
          onValueChange={(occurrences) => onChange({ occurrences })}
          onBlur={() => onTouch('occurrences')}
        />
      )}
    </div>
  );
}
