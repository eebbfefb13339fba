import { useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { submitErrorText } from './submit-error';

/**
 * The submit handler of a public auth form: clears the last server error, runs `action` with the
 * validated values and, when it throws, shows the failure (field hints under their fields, the
 * rest in `serverError` for the form's alert).
 */
export function useFormSubmit<TIn extends FieldValues, TOut extends FieldValues>(
  form: UseFormReturn<TIn, unknown, TOut>,
  action: (values: TOut) => Promise<void>,
): {
  onSubmit: ReturnType<UseFormReturn<TIn, unknown, TOut>['handleSubmit']>;
  serverError: string | null;
} {
  const [serverError, setServerError] = useState<string | null>(null);
  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      await action(values);
    } catch (error) {
      setServerError(submitErrorText(form, error));
    }
  });
  return { onSubmit, serverError };
}
