import type { ComponentProps, ReactNode } from 'react';
import * as SwitchPrimitive from '@radix-ui/react-switch';
import { FieldError, FieldHint } from '../field/field';
import { useFieldControl } from '../field/use-field-control';
import { cn } from '../lib/cn';

export type SwitchProps = Omit<ComponentProps<typeof SwitchPrimitive.Root>, 'asChild'> & {
  /** The visible label beside the switch; clicking it toggles the switch. */
  label: ReactNode;
  /** A line under the label saying what the setting does; it describes the switch. */
  description?: ReactNode;
  /** An error about this switch, announced when shown (pass it only once touched, per spec). */
  error?: string | undefined;
  /** Classes of the outer wrapper (className goes to the switch button). */
  fieldClassName?: string;
};

/**
 * An on/off setting that takes effect as it is flipped, on Radix Switch: a button with
 * role="switch" and aria-checked, toggled by a click, Space or Enter, and by its label. Use a
 * Checkbox instead for a choice that waits for a form's submit button. Controlled with
 * `checked` / `onCheckedChange` or uncontrolled with `defaultChecked`, as Radix names them.
 */
export function Switch({ description, className, disabled, ...props }: SwitchProps) {
  // The description takes the hint's place (and id), so it is read before the error.
  const { fieldProps, controlProps, rest } = useFieldControl({ ...props, hint: description });
  const { label, htmlFor: switchId, error } = fieldProps;
  return (
    <div
      data-slot="switch-field"
      data-invalid={error ? '' : undefined}
      data-disabled={disabled ? '' : undefined}
      className={cn('group/switch flex flex-col gap-1', fieldProps.className)}
    >
      <div className="flex items-start gap-3">
        <SwitchPrimitive.Root
          {...controlProps}
          disabled={disabled}
          data-slot="switch"
          className={cn(
            'inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full p-0.5',
            'border border-transparent bg-border-strong shadow-sm transition-colors duration-fast',
            'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
            'disabled:cursor-not-allowed disabled:opacity-60 data-[state=checked]:bg-primary',
            error && 'border-danger',
            className,
          )}
          {...rest}
        >
          <SwitchPrimitive.Thumb
            data-slot="switch-thumb"
            className={cn(
              'pointer-events-none block size-4.5 rounded-full bg-surface shadow-md',
              'transition-transform duration-fast ease-standard',
              'translate-x-0 data-[state=checked]:translate-x-5',
            )}
          />
        </SwitchPrimitive.Root>
        <div className="flex min-w-0 flex-col gap-0.5">
          <label
            htmlFor={switchId}
            className="cursor-pointer text-sm text-text select-none group-data-disabled/switch:cursor-not-allowed group-data-disabled/switch:text-text-muted"
          >
            {label}
          </label>
          {description && (
            <FieldHint controlId={switchId} data-slot="switch-description">
              {description}
            </FieldHint>
          )}
        </div>
      </div>
      {error && (
        <FieldError controlId={switchId} data-slot="switch-error" className="pl-14">
          {error}
        </FieldError>
      )}
    </div>
  );
}
