import type { ComponentProps, ReactNode } from 'react';
import * as RadioGroupPrimitive from '@radix-ui/react-radio-group';
import { fieldErrorId, fieldHintId } from '../field/field';
import { useFieldControl, type LabelledFieldProps } from '../field/use-field-control';
import { cn } from '../lib/cn';

export type RadioGroupOption = {
  /** The value reported when this option is chosen. */
  value: string;
  /** The option's visible label. */
  label: string;
  /** A line under the label, which also describes the radio. */
  description?: ReactNode;
  /** The option can be seen but not chosen; arrow keys skip it. */
  disabled?: boolean;
};

export type RadioGroupProps = Omit<
  ComponentProps<typeof RadioGroupPrimitive.Root>,
  'children' | 'asChild'
> &
  LabelledFieldProps & {
    /** The choices, in order. */
    options: RadioGroupOption[];
  };

/**
 * A labelled set of radio buttons on Radix RadioGroup: one Tab stop, arrow keys move and choose
 * (skipping disabled options), Space chooses the focused option. The group is named by its label
 * through aria-labelledby (a `<label for>` can name only one control) and described by its hint
 * (shown under the options) and error; each option's description describes that radio. Looks and
 * ids follow Field: fieldClassName goes to the outer wrapper, className to the group of options.
 */
export function RadioGroup({
  options,
  className,
  orientation = 'vertical',
  disabled,
  ...props
}: RadioGroupProps) {
  const { fieldProps, controlProps, rest } = useFieldControl(props);
  const { hint, error } = fieldProps;
  const groupId = controlProps.id;
  const labelId = `${groupId}-label`;
  const optionId = (index: number) => `${groupId}-option-${index}`;
  const descriptionId = (index: number) => `${groupId}-option-${index}-description`;
  return (
    <div
      data-slot="radio-group-field"
      data-invalid={error ? '' : undefined}
      data-disabled={disabled ? '' : undefined}
      className={cn('flex flex-col gap-1.5', fieldProps.className)}
    >
      <div
        id={labelId}
        data-slot="radio-group-label"
        className={cn(
          'flex items-baseline justify-between gap-2 text-sm font-medium text-text',
          fieldProps.hideLabel && 'sr-only',
        )}
      >
        <span>{fieldProps.label}</span>
        {fieldProps.isOptional && (
          <span data-slot="radio-group-optional" className="text-xs font-normal text-text-muted">
            Optional
          </span>
        )}
      </div>
      <RadioGroupPrimitive.Root
        {...controlProps}
        aria-labelledby={labelId}
        orientation={orientation}
        disabled={disabled}
        data-slot="radio-group"
        className={cn(
          'flex gap-x-6 gap-y-2.5',
          orientation === 'horizontal' ? 'flex-row flex-wrap' : 'flex-col',
          className,
        )}
        {...rest}
      >
        {options.map((option, index) => (
          <div
            key={option.value}
            data-slot="radio-group-option"
            data-disabled={disabled || option.disabled ? '' : undefined}
            className="group/option flex items-start gap-2.5"
          >
            <RadioGroupPrimitive.Item
              id={optionId(index)}
              value={option.value}
              disabled={option.disabled}
              aria-describedby={option.description ? descriptionId(index) : undefined}
              data-slot="radio-group-item"
              className={cn(
                'mt-0.5 inline-flex size-5 shrink-0 cursor-pointer items-center justify-center rounded-full',
                'border border-border-strong bg-surface shadow-sm transition-colors duration-fast',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                'disabled:cursor-not-allowed disabled:opacity-60 data-[state=checked]:border-primary',
                error && 'border-danger',
              )}
            >
              <RadioGroupPrimitive.Indicator className="size-2.5 rounded-full bg-primary" />
            </RadioGroupPrimitive.Item>
            <div className="flex min-w-0 flex-col gap-0.5">
              <label
                htmlFor={optionId(index)}
                className="cursor-pointer text-sm text-text select-none group-data-disabled/option:cursor-not-allowed group-data-disabled/option:text-text-muted"
              >
                {option.label}
              </label>
              {option.description && (
                <p id={descriptionId(index)} className="text-xs text-text-muted">
                  {option.description}
                </p>
              )}
            </div>
          </div>
        ))}
      </RadioGroupPrimitive.Root>
      {hint && (
        <p
          id={fieldHintId(groupId)}
          data-slot="radio-group-hint"
          className="text-xs text-text-muted"
        >
          {hint}
        </p>
      )}
      {error && (
        <p
          id={fieldErrorId(groupId)}
          role="alert"
          data-slot="radio-group-error"
          className="text-xs font-medium text-danger"
        >
          {error}
        </p>
      )}
    </div>
  );
}
