import { useState, type FormEvent } from 'react';
import type { ServerErrorTarget } from '../../forms/form-errors';
import { submitErrorText } from '../../forms/form-errors';

/** A form that validates on submit and hands the parsed values on: react-hook-form or light-form. */
type SubmittableForm<TOut> = ServerErrorTarget & {
  handleSubmit(onValid: (values: TOut) => Promise<void>): (event?: FormEvent) => Promise<void>;
};

/**
 * The submit handler of a public auth form: clears the last server error, runs `action` with the
 * validated values and, when it throws, shows the failure (field hints under their fields, the
 * rest in `serverError` for the form's alert).
 */
export function useFormSubmit<TOut>(
  form: SubmittableForm<TOut>,
  action: (values: TOut) => Promise<void>,
): { onSubmit: (event?: FormEvent) => Promise<void>; serverError: string | null } {
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
