import { useId, useState, type ComponentProps } from 'react';
import { Lock, Repeat as RepeatIcon } from 'lucide-react';
import { SelectField } from '../field/select-field';
import { cn } from '../lib/cn';
import { useControllableState } from '../lib/use-controllable-state';
import { RecurrenceChoiceGroup } from './choice-group';
import { EndsOptions } from './ends-options';
import { MonthlyOptions } from './monthly-options';
import { RecurrenceNumberField } from './number-field';
import {
  DAILY_INTERVAL,
  MONTH_DAY,
  MONTH_NAMES,
  WEEKLY_INTERVAL,
  defaultRecurrenceValues,
  normalizeRecurrence,
  pluralize,
  recurrenceLocks,
  startOf,
  validateRecurrence,
  type DailyOption,
  type Repeat,
  type RecurrenceContext,
  type RecurrenceErrors,
  type RecurrenceField,
  type RecurrenceValues,
} from './recurrence-model';
import { toRRule } from './recurrence-rrule';
import { describeRecurrence } from './recurrence-summary';
import { WeekdayPicker } from './weekday-picker';

const REPEAT_CHOICES: { value: Repeat; label: string }[] = [
  { value: 'never', label: 'Never' },
  { value: 'daily', label: 'Daily' },
  { value: 'weekly', label: 'Weekly' },
  { value: 'monthly', label: 'Monthly' },
  { value: 'yearly', label: 'Yearly' },
];

export type RecurrenceEditorProps = Omit<
  ComponentProps<'fieldset'>,
  'defaultValue' | 'onChange' | 'disabled'
> & {
  /** The recurrence fields, when the caller owns them (e.g. from `parseRRule(task.rrule_string)`). */
  value?: RecurrenceValues;
  /** The first values when uncontrolled. Default: does not repeat, following the start date. */
  defaultValue?: RecurrenceValues;
  /** Called with the new values on every change, the start date's rules already applied. */
  onValueChange?: (values: RecurrenceValues) => void;
  /**
   * Called on every change with the task's `rrule_string`: the RRULE of valid values, or null when
   * the task does not repeat or the values are not valid yet. Compute it with `toRRule` on submit
   * as well: a new start date changes the rule without a change here.
   */
  onRRuleChange?: (rrule: string | null) => void;
  /** The task's start. Its weekday is always included and monthly choices follow it (spec). */
  startDate?: Date | null;
  /** The task's IANA time zone, where days and the end of an end date are counted. Default: the browser's. */
  timeZone?: string;
  /** The current time, for the past-task lock. Default: when the editor first rendered. */
  now?: Date;
  /** The task is saved already: its 'after N occurrences' end is locked, and past tasks are read-only. */
  isEditing?: boolean;
  /** The user changed the start or due date in this edit: the rule is read-only until saved (spec). */
  startOrDueChanged?: boolean;
  /**
   * Shows every error, as after a submit attempt. Without it an error shows once its field is
   * touched (left, or changed for choices), as in the field kit.
   */
  showErrors?: boolean;
  /** The name of the whole group for assistive technology. Default 'Repeat rule'. */
  legend?: string;
};

/**
 * A task's repeat rule: Repeat (never, daily, weekly, monthly, yearly), the options of that
 * frequency, and when it ends, with a summary line. Validation follows the spec; the form that
 * submits runs the same `validateRecurrence(values, ctx)` and writes `toRRule(values, ctx)`.
 */
export function RecurrenceEditor({
  value,
  defaultValue,
  onValueChange,
  onRRuleChange,
  startDate = null,
  timeZone,
  now: nowProp,
  isEditing = false,
  startOrDueChanged = false,
  showErrors = false,
  legend = 'Repeat rule',
  className,
  ...props
}: RecurrenceEditorProps) {
  const [renderedAt] = useState(() => new Date());
  const ctx: RecurrenceContext = {
    startDate,
    timeZone,
    now: nowProp ?? renderedAt,
    isEditing,
    startOrDueChanged,
  };
  const [rawValues, setValues] = useControllableState<RecurrenceValues>({
    value,
    defaultValue: defaultValue ?? defaultRecurrenceValues(ctx),
    onChange: onValueChange,
  });
  const [touched, setTouched] = useState<ReadonlySet<RecurrenceField>>(() => new Set());
  const lockId = useId();

  // The start date's rules apply to what is shown and sent, whatever the caller passed.
  const values = normalizeRecurrence(rawValues, ctx);
  const locks = recurrenceLocks(ctx);
  const allErrors = validateRecurrence(values, ctx);
  const errors: RecurrenceErrors = Object.fromEntries(
    Object.entries(allErrors).filter(
      ([field]) => showErrors || touched.has(field as RecurrenceField),
    ),
  );
  const summary = describeRecurrence(values, ctx);
  const start = startOf(ctx);
  const isRepeating = values.repeat !== '' && values.repeat !== 'never';

  const touch = (field: RecurrenceField) =>
    setTouched((previous) => (previous.has(field) ? previous : new Set(previous).add(field)));
  const change = (patch: Partial<RecurrenceValues>, touchedField?: RecurrenceField) => {
    const next = normalizeRecurrence({ ...values, ...patch }, ctx);
    setValues(next);
    onRRuleChange?.(toRRule(next, ctx));
    if (touchedField) touch(touchedField);
  };

  return (
    <fieldset
      data-slot="recurrence-editor"
      data-state={values.repeat || 'unset'}
      data-disabled={locks.isLocked ? '' : undefined}
      data-invalid={Object.keys(errors).length > 0 ? '' : undefined}
      disabled={locks.isLocked}
      aria-describedby={locks.reason ? lockId : undefined}
      className={cn('flex min-w-0 flex-col gap-5', className)}
      {...props}
    >
      <legend className="sr-only">{legend}</legend>
      {locks.reason && (
        <p
          id={lockId}
          data-slot="recurrence-editor-lock"
          className="flex gap-2 rounded-md border border-border bg-surface-sunken px-3 py-2 text-sm text-text-muted"
        >
          <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{locks.reason}</span>
        </p>
      )}

      <SelectField
        label="Repeat"
        fieldClassName="sm:w-64"
        value={values.repeat}
        placeholder={values.repeat === '' ? 'Choose how often' : undefined}
        options={REPEAT_CHOICES}
        error={errors.repeat}
        onChange={(event) => change({ repeat: event.currentTarget.value as Repeat }, 'repeat')}
        onBlur={() => touch('repeat')}
      />

      {values.repeat === 'daily' && (
        <div data-slot="daily-options" className="flex flex-col gap-4">
          <RecurrenceChoiceGroup<DailyOption>
            legend="Repeat daily"
            value={values.daily_option}
            options={[
              { value: 'every', label: 'Every few days' },
              { value: 'on', label: 'On chosen days' },
            ]}
            onValueChange={(daily_option) => change({ daily_option })}
          />
          {values.daily_option === 'every' ? (
            <RecurrenceNumberField
              label="Repeat every"
              unit={pluralize(values.daily_interval, 'day')}
              min={DAILY_INTERVAL.min}
              max={DAILY_INTERVAL.max}
              value={values.daily_interval}
              error={errors.daily_interval}
              onValueChange={(daily_interval) => change({ daily_interval })}
              onBlur={() => touch('daily_interval')}
            />
          ) : (
            <WeekdayPicker
              value={values.weekdays}
              lockedDay={start?.weekday}
              error={errors.weekdays}
              onValueChange={(weekdays) => change({ weekdays }, 'weekdays')}
            />
          )}
        </div>
      )}

      {values.repeat === 'weekly' && (
        <div data-slot="weekly-options" className="flex flex-col gap-4">
          <RecurrenceNumberField
            label="Repeat every"
            unit={pluralize(values.weekly_interval, 'week')}
            min={WEEKLY_INTERVAL.min}
            max={WEEKLY_INTERVAL.max}
            value={values.weekly_interval}
            error={errors.weekly_interval}
            onValueChange={(weekly_interval) => change({ weekly_interval })}
            onBlur={() => touch('weekly_interval')}
          />
          <WeekdayPicker
            value={values.weekdays}
            lockedDay={start?.weekday}
            error={errors.weekdays}
            onValueChange={(weekdays) => change({ weekdays }, 'weekdays')}
          />
        </div>
      )}

      {values.repeat === 'monthly' && (
        <MonthlyOptions
          values={values}
          ctx={ctx}
          errors={errors}
          onChange={change}
          onTouch={touch}
        />
      )}

      {values.repeat === 'yearly' && (
        <div data-slot="yearly-options" className="flex flex-wrap items-start gap-4">
          <SelectField
            label="Month"
            fieldClassName="w-44"
            value={values.yearly_month === null ? '' : String(values.yearly_month)}
            options={MONTH_NAMES.map((name, index) => ({ value: String(index + 1), label: name }))}
            onChange={(event) => change({ yearly_month: Number(event.currentTarget.value) })}
          />
          <RecurrenceNumberField
            label="Day"
            min={MONTH_DAY.min}
            max={MONTH_DAY.max}
            value={values.yearly_interval}
            error={errors.yearly_interval}
            onValueChange={(yearly_interval) => change({ yearly_interval })}
            onBlur={() => touch('yearly_interval')}
          />
        </div>
      )}

      {isRepeating && (
        <EndsOptions
          values={values}
          ctx={ctx}
          locks={locks}
          errors={errors}
          onChange={change}
          onTouch={touch}
        />
      )}

      {summary && (
        <p
          data-slot="recurrence-editor-summary"
          className="flex items-start gap-2 text-sm text-text-muted"
        >
          <RepeatIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{summary}</span>
        </p>
      )}
    </fieldset>
  );
}
