import { useRef } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { useFormField, type FormFieldProps } from '../../../design-system/form/form';
import { MultiSelect, type MultiSelectProps } from '../../../design-system/select/multi-select';

export type FormPeopleSelectProps<T extends FieldValues, TT> = Omit<
  MultiSelectProps,
  'name' | 'value' | 'defaultValue' | 'onValueChange' | 'error' | 'ref' | 'onBlur'
> &
  Omit<FormFieldProps<T, number[] | undefined, TT>, 'disabled'>;

/**
 * A MultiSelect bound to a list of employee ids. The field counts as touched when its list closes
 * or focus leaves it while closed, not when focus moves into the open list's search box, so
 * 'required' does not show while the first person is being chosen. `disabled` greys the widget
 * out but keeps the field's value in the submitted values.
 */
export function FormPeopleSelect<T extends FieldValues, TT>({
  control,
  name,
  onOpenChange,
  ...props
}: FormPeopleSelectProps<T, TT>) {
  const {
    field: { value, onChange, onBlur, ref, name: fieldName },
    error,
  } = useFormField({ control, name: name as FieldPath<T> });
  const isOpenRef = useRef(false);
  const ids = (value as number[] | undefined) ?? [];
  return (
    <MultiSelect
      {...props}
      ref={ref}
      name={fieldName}
      value={ids.map(String)}
      onValueChange={(values) => onChange(values.map(Number))}
      onOpenChange={(isOpen) => {
        isOpenRef.current = isOpen;
        if (!isOpen) onBlur();
        onOpenChange?.(isOpen);
      }}
      onBlur={() => {
        if (!isOpenRef.current) onBlur();
      }}
      error={error}
    />
  );
}
