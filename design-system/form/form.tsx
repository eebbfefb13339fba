import type { ComponentProps } from 'react';
import {
  useController,
  type Control,
  type ControllerRenderProps,
  type FieldPath,
  type FieldPathByValue,
  type FieldValues,
  type SubmitErrorHandler,
  type SubmitHandler,
  type UseFormReturn,
} from 'react-hook-form';
import { cn } from '../lib/cn';
import { visibleFieldError } from './form-model';
import { useNoticeableValidation } from './use-noticeable-validation';

export type FormProps<TFieldValues extends FieldValues, TTransformed> = Omit<
  ComponentProps<'form'>,
  'onSubmit' | 'onInvalid'
> & {
  /** The form from useZodForm (or useForm). */
  form: UseFormReturn<TFieldValues, unknown, TTransformed>;
  /** Called with the parsed values once every field is valid. */
  onSubmit: SubmitHandler<TTransformed>;
  /** Called with the errors when a submit finds invalid fields (the first one gets focus). */
  onInvalid?: SubmitErrorHandler<TFieldValues>;
};

/**
 * A `<form>` wired to react-hook-form: submitting validates every field, shows the errors of
 * untouched fields too, focuses the first invalid one, and calls `onSubmit` with the parsed
 * values only when all are valid. The browser's own validation bubbles are turned off
 * (noValidate): the fields show the schema's messages instead.
 */
export function Form<TFieldValues extends FieldValues, TTransformed>({
  form,
  onSubmit,
  onInvalid,
  className,
  ...props
}: FormProps<TFieldValues, TTransformed>) {
  return (
    <form
      noValidate
      data-slot="form"
      onSubmit={form.handleSubmit(onSubmit, onInvalid)}
      className={cn('flex flex-col gap-4', className)}
      {...props}
    />
  );
}

/** What every form field wrapper takes: the form's control and the name of a field of type TValue. */
export type FormFieldProps<TFieldValues extends FieldValues, TValue, TTransformed> = {
  /** `form.control` of the form the field belongs to. */
  control: Control<TFieldValues, unknown, TTransformed>;
  /** The field's path in the form values; only fields holding the widget's value type fit. */
  name: FieldPathByValue<TFieldValues, TValue>;
  /** Disables the widget; react-hook-form then leaves the field out of the submitted values. */
  disabled?: boolean;
};

/**
 * Connects one field to a widget: its value, change and blur handlers and ref (`field`) and the
 * error to show now (`error`), which follows the spec through visibleFieldError: only once the
 * field was touched or the form submitted, and not while the field is validating (a validation
 * that settles at once, as a plain zod schema does, is not counted: NOTICEABLE_VALIDATION_MS).
 */
export function useFormField<TFieldValues extends FieldValues, TTransformed>({
  control,
  name,
  disabled,
}: {
  control: Control<TFieldValues, unknown, TTransformed>;
  name: FieldPath<TFieldValues>;
  disabled?: boolean | undefined;
}): { field: ControllerRenderProps<TFieldValues>; error: string | undefined } {
  const { field, fieldState, formState } = useController({ control, name, disabled });
  const isValidating = useNoticeableValidation(fieldState.isValidating);
  const error = visibleFieldError({
    isTouched: fieldState.isTouched,
    isSubmitted: formState.isSubmitted,
    isValidating,
    error: fieldState.error?.message,
  });
  return { field, error };
}
