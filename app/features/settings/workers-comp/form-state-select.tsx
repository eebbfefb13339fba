import { useEffect, useId } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { useFormField, type FormFieldProps } from '../../../../design-system/form/form';
import { Select, type SelectProps } from '../../../../design-system/select/select';

export type FormStateSelectProps<T extends FieldValues, TT> = Omit<
  SelectProps,
  'name' | 'value' | 'defaultValue' | 'onValueChange' | 'error' | 'id'
> &
  FormFieldProps<T, string | null | undefined, TT>;

/**
 * A Select bound to a string field of the form, null while nothing is chosen (the form kit binds
 * text, number and choice fields, not the custom select). The trigger keeps its own ref, so
 * react-hook-form focuses it through its id when a submit finds it invalid.
 */
export function FormStateSelect<T extends FieldValues, TT>({
  control,
  name,
  disabled,
  ...props
}: FormStateSelectProps<T, TT>) {
  const id = useId();
  const {
    field: { value, onChange, onBlur, ref },
    error,
  } = useFormField({ control, name: name as FieldPath<T>, disabled });
  useEffect(() => {
    ref({ focus: () => document.getElementById(id)?.focus() });
    return () => ref(null);
  }, [ref, id]);
  return (
    <Select
      {...props}
      id={id}
      disabled={disabled}
      value={(value as string | null | undefined) ?? null}
      onValueChange={(next) => {
        onChange(next);
        // A choice made in the list is a finished answer: check it now, not on the next blur.
        onBlur();
      }}
      onBlur={onBlur}
      error={error}
    />
  );
}
