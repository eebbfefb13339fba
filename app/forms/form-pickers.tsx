import { useEffect, useId } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useFormField, type FormFieldProps } from '../../design-system/form/form';
import { PhoneInput, type PhoneInputProps } from '../../design-system/phone-input/phone-input';
import type { PhoneRegion } from '../../design-system/phone-input/phone-model';
import { MultiSelect, type MultiSelectProps } from '../../design-system/select/multi-select';
import { Select, type SelectProps } from '../../design-system/select/select';

/**
 * Form-kit bindings for the pickers (the kit binds text, number and choice fields): a picker's
 * field and error, under an id. The trigger keeps its own ref, so react-hook-form focuses an
 * invalid picker through that id.
 */
function useBoundPicker<T extends FieldValues, TT>(
  control: Control<T, unknown, TT>,
  name: FieldPath<T>,
  disabled: boolean | undefined,
) {
  const id = useId();
  const { field, error } = useFormField({ control, name, disabled });
  const { ref } = field;
  useEffect(() => {
    ref({ focus: () => document.getElementById(id)?.focus() });
    return () => ref(null);
  }, [ref, id]);
  return { id, field, error };
}

type Wired = 'name' | 'value' | 'defaultValue' | 'onValueChange' | 'error' | 'id';

export type FormSelectProps<T extends FieldValues, TT> = Omit<SelectProps, Wired> &
  FormFieldProps<T, string | null | undefined, TT>;

/** A Select bound to a string field of the form (null while nothing is chosen). */
export function FormSelect<T extends FieldValues, TT>({
  control,
  name,
  disabled,
  ...props
}: FormSelectProps<T, TT>) {
  const {
    id,
    field: { value, onChange, onBlur },
    error,
  } = useBoundPicker(control, name as FieldPath<T>, disabled);
  return (
    <Select
      {...props}
      id={id}
      disabled={disabled}
      value={(value as string | null | undefined) ?? null}
      onValueChange={(next) => {
        onChange(next);
        // A choice made with the list is a finished answer: check it now, not on the next blur.
        onBlur();
      }}
      onBlur={onBlur}
      error={error}
    />
  );
}

export type FormMultiSelectProps<T extends FieldValues, TT> = Omit<MultiSelectProps, Wired> &
  FormFieldProps<T, string[] | undefined, TT>;

/** A MultiSelect bound to a list-of-strings field of the form. */
export function FormMultiSelect<T extends FieldValues, TT>({
  control,
  name,
  disabled,
  ...props
}: FormMultiSelectProps<T, TT>) {
  const {
    id,
    field: { value, onChange, onBlur },
    error,
  } = useBoundPicker(control, name as FieldPath<T>, disabled);
  return (
    <MultiSelect
      {...props}
      id={id}
      disabled={disabled}
      value={(value as string[] | undefined) ?? []}
      onValueChange={(next) => onChange(next)}
      onBlur={onBlur}
      error={error}
    />
  );
}

export type FormPhoneInputProps<T extends FieldValues, TT> = Omit<
  PhoneInputProps,
  Wired | 'onRegionChange' | 'region' | 'defaultRegion'
> &
  FormFieldProps<T, string | undefined, TT> & {
    /** The field holding the region the number is typed in. */
    regionName: FormFieldProps<T, PhoneRegion | undefined, TT>['name'];
  };

/** A PhoneInput bound to a text field and a region field of the form. */
export function FormPhoneInput<T extends FieldValues, TT>({
  control,
  name,
  regionName,
  disabled,
  ...props
}: FormPhoneInputProps<T, TT>) {
  const {
    field: { value, onChange, onBlur, ref },
    error,
  } = useFormField({ control, name: name as FieldPath<T>, disabled });
  const region = useController({ control, name: regionName as FieldPath<T>, disabled });
  return (
    <PhoneInput
      {...props}
      ref={ref}
      disabled={disabled}
      value={(value as string | undefined) ?? ''}
      onValueChange={onChange}
      onBlur={onBlur}
      region={region.field.value as PhoneRegion}
      onRegionChange={region.field.onChange}
      error={error}
    />
  );
}
