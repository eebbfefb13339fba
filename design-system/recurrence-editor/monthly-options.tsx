import { SelectField } from '../field/select-field';
import { RecurrenceNumberField } from './number-field';
import {
  MONTH_DAY,
  WEEKDAYS,
  WEEKDAY_NAMES,
  monthlyOptionLabel,
  monthlyOptionsFor,
  type MonthlyOption,
  type RecurrenceContext,
  type RecurrenceErrors,
  type RecurrenceField,
  type RecurrenceValues,
  type Weekday,
} from './recurrence-model';

export type MonthlyOptionsProps = {
  values: RecurrenceValues;
  ctx: RecurrenceContext;
  /** The errors to show now (touched fields, or all after a submit attempt). */
  errors: RecurrenceErrors;
  onChange: (patch: Partial<RecurrenceValues>, touched?: RecurrenceField) => void;
  onTouch: (field: RecurrenceField) => void;
};

/**
 * Which day of the month. With a start date the choices are complete ('On day 10', 'On the second
 * Tuesday', and 'On the last Tuesday' in the month's last 7 days), because the day and weekday
 * follow the start (spec); without one the user picks the day or the weekday too.
 */
export function MonthlyOptions({ values, ctx, errors, onChange, onTouch }: MonthlyOptionsProps) {
  const hasStart = Boolean(ctx.startDate);
  return (
    <div data-slot="monthly-options" className="flex flex-col gap-4 sm:flex-row sm:items-start">
      <SelectField
        label="Repeat on"
        fieldClassName="sm:w-64"
        value={values.monthly_option}
        options={monthlyOptionsFor(ctx).map((option) => ({
          value: option,
          label: monthlyOptionLabel(option, ctx),
        }))}
        onChange={(event) =>
          onChange({ monthly_option: event.currentTarget.value as MonthlyOption })
        }
      />
      {!hasStart && values.monthly_option === 'onDay' && (
        <RecurrenceNumberField
          label="Day of month"
          min={MONTH_DAY.min}
          max={MONTH_DAY.max}
          value={values.monthly_interval}
          error={errors.monthly_interval}
          onValueChange={(monthly_interval) => onChange({ monthly_interval })}
          onBlur={() => onTouch('monthly_interval')}
        />
      )}
      {!hasStart && values.monthly_option !== 'onDay' && (
        <SelectField
          label="Weekday"
          fieldClassName="sm:w-48"
          placeholder="Choose a day"
          value={values.monthly_day === null ? '' : String(values.monthly_day)}
          options={WEEKDAYS.map((day) => ({ value: String(day), label: WEEKDAY_NAMES[day] }))}
          error={errors.monthly_day}
          onChange={(event) => {
            const text = event.currentTarget.value;
            onChange(
              { monthly_day: text === '' ? null : (Number(text) as Weekday) },
              'monthly_day',
            );
          }}
          onBlur={() => onTouch('monthly_day')}
        />
      )}
    </div>
  );
}
