import type { FocusEvent } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { Checkbox, type CheckboxProps } from '../field/checkbox';
import { RadioGroup, type RadioGroupProps } from '../radio-group/radio-group';
import { Switch, type SwitchProps } from '../switch/switch';
import { useFormField, type FormFieldProps } from './form';

/** The props a wrapper sets itself from the form. */
type Wired = 'name' | 'value' | 'defaultValue' | 'onBlur' | 'error' | 'ref';

export type FormCheckboxProps<T extends FieldValues, TT> = Omit<
  CheckboxProps,
  Wired | 'checked' | 'defaultChecked' | 'onChange'
> &
  FormFieldProps<T, boolean | undefined, TT>;

/** A Checkbox bound to a boolean field of the form. */
export function FormCheckbox<T extends FieldValues, TT>({
  control,
  name,
  disabled,
  ...props
}: FormCheckboxProps<T, TT>) {
  const {
    field: { value, onChange, ...binding },
    error,
  } = useFormField({ control, name: name as FieldPath<T>, disabled });
  return (
    <Checkbox
      {...props}
      {...binding}
      checked={(value as boolean | undefined) ?? false}
      onChange={(event) => onChange(event.currentTarget.checked)}
      error={error}
    />
  );
}

export type FormSwitchProps<T extends FieldValues, TT> = Omit<
  SwitchProps,
  Wired | 'checked' | 'defaultChecked' | 'onCheckedChange'
> &
  FormFieldProps<T, boolean | undefined, TT>;

/** A Switch bound to a boolean field of the form. */
export function FormSwitch<T extends FieldValues, TT>({
  control,
  name,
  disabled,
  ...props
}: FormSwitchProps<T, TT>) {
  const {
    field: { value, onChange, ...binding },
    error,
  } = useFormField({ control, name: name as FieldPath<T>, disabled });
  return (
    <Switch
      {...props}
      {...binding}
      checked={(value as boolean | undefined) ?? false}
      onCheckedChange={onChange}
      error={error}
    />
  );
}

/** The chosen option, else the first one that can be chosen (as Tab would reach). */
function radioToFocus(group: HTMLElement): HTMLElement | null {
  return (
    group.querySelector<HTMLElement>('[role="radio"][aria-checked="true"]') ??
    group.querySelector<HTMLElement>('[role="radio"]:not(:disabled)')
  );
}

export type FormRadioGroupProps<T extends FieldValues, TT> = Omit<
  RadioGroupProps,
  Wired | 'onValueChange'
> &
  FormFieldProps<T, string | null | undefined, TT>;

/**
 * A RadioGroup bound to a string field of the form (null while nothing is chosen). The group is
 * touched when focus leaves it, not when it moves from one option to the next; a failed submit
 * focuses its chosen option, or its first one that can be chosen.
 */
export function FormRadioGroup<T extends FieldValues, TT>({
  control,
  name,
  disabled,
  ...props
}: FormRadioGroupProps<T, TT>) {
  const {
    field: { value, onChange, onBlur, ref, ...binding },
    error,
  } = useFormField({ control, name: name as FieldPath<T>, disabled });
  return (
    <RadioGroup
      {...props}
      {...binding}
      value={(value as string | null | undefined) ?? null}
      onValueChange={onChange}
      onBlur={(event: FocusEvent<HTMLDivElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget)) onBlur();
      }}
      // react-hook-form focuses the first invalid field through this; a group is not focusable.
      ref={(group: HTMLDivElement | null) =>
        ref(group && { focus: () => radioToFocus(group)?.focus() })
      }
      error={error}
    />
  );
}
