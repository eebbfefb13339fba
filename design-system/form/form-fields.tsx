import type { FieldPath, FieldValues } from 'react-hook-form';
import { SelectField, type SelectFieldProps } from '../field/select-field';
import { TextField, type TextFieldProps } from '../field/text-field';
import { NumberField, type NumberFieldProps } from '../number-field/number-field';
import { TextArea, type TextAreaProps } from '../text-area/text-area';
import { useFormField, type FormFieldProps } from './form';

/** The props a wrapper sets itself from the form. */
type Wired = 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'ref';

export type FormTextFieldProps<T extends FieldValues, TT> = Omit<TextFieldProps, Wired> &
  FormFieldProps<T, string | undefined, TT>;

/** A TextField bound to a string field of the form. */
export function FormTextField<T extends FieldValues, TT>({
  control,
  name,
  disabled,
  ...props
}: FormTextFieldProps<T, TT>) {
  const {
    field: { value, ...binding },
    error,
  } = useFormField({ control, name: name as FieldPath<T>, disabled });
  return (
    <TextField {...props} {...binding} value={(value as string | undefined) ?? ''} error={error} />
  );
}

export type FormSelectFieldProps<T extends FieldValues, TT> = Omit<SelectFieldProps, Wired> &
  FormFieldProps<T, string | undefined, TT>;

/** A SelectField bound to a string field of the form ('' while the placeholder is chosen). */
export function FormSelectField<T extends FieldValues, TT>({
  control,
  name,
  disabled,
  ...props
}: FormSelectFieldProps<T, TT>) {
  const {
    field: { value, ...binding },
    error,
  } = useFormField({ control, name: name as FieldPath<T>, disabled });
  return (
    <SelectField
      {...props}
      {...binding}
      value={(value as string | undefined) ?? ''}
      error={error}
    />
  );
}

export type FormTextAreaProps<T extends FieldValues, TT> = Omit<
  TextAreaProps,
  Wired | 'onValueChange'
> &
  FormFieldProps<T, string | undefined, TT>;

/** A TextArea bound to a string field of the form; the text never passes its maxChar. */
export function FormTextArea<T extends FieldValues, TT>({
  control,
  name,
  disabled,
  ...props
}: FormTextAreaProps<T, TT>) {
  const {
    field: { value, onChange, ...binding },
    error,
  } = useFormField({ control, name: name as FieldPath<T>, disabled });
  return (
    <TextArea
      {...props}
      {...binding}
      value={(value as string | undefined) ?? ''}
      onValueChange={onChange}
      error={error}
    />
  );
}

export type FormNumberFieldProps<T extends FieldValues, TT> = Omit<
  NumberFieldProps,
  Wired | 'onValueChange'
> &
  FormFieldProps<T, number | null | undefined, TT>;

/** A NumberField bound to a number field of the form; an empty input is null. */
export function FormNumberField<T extends FieldValues, TT>({
  control,
  name,
  disabled,
  ...props
}: FormNumberFieldProps<T, TT>) {
  const {
    field: { value, onChange, ...binding },
    error,
  } = useFormField({ control, name: name as FieldPath<T>, disabled });
  return (
    <NumberField
      {...props}
      {...binding}
      value={(value as number | null | undefined) ?? null}
      onValueChange={onChange}
      error={error}
    />
  );
}
