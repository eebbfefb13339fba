import { NumberField, type NumberFieldProps } from '../number-field/number-field';

/**
 * The editor's numbers ('Repeat every [2] days'): a NumberField, narrow, whose out-of-range value
 * stays as typed so the spec's range error ('Must enter a value between 2-365') shows instead of
 * a silent correction on blur.
 */
export function RecurrenceNumberField({ className = 'w-24', ...props }: NumberFieldProps) {
  return <NumberField className={className} clampValueOnBlur={false} {...props} />;
}
