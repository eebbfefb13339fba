import { useState } from 'react';
import { Alert } from '../../../design-system/alert/alert';
import { AuthLayout } from '../../../design-system/auth-layout/auth-layout';
import { Button } from '../../../design-system/button/button';
import { TextField } from '../../../design-system/field/text-field';
import { request } from '../../api/client';
import { fieldError } from '../../forms/form-errors';
import { lazyZodResolver, useLazyZodForm } from '../../forms/lazy-zod-resolver';
import { submitErrorText } from './submit-error';
import { TextLink } from './text-link';

// A page before sign-in: its schema is imported on demand, so showing it needs no zod.
const resetRequestResolver = lazyZodResolver(() =>
  import('../../../contract/auth').then((m) => m.zRequestPasswordReset),
);

/** /forgot_password: e-mails a reset link (the answer never tells whether the account exists). */
export default function ForgotPasswordScreen() {
  const form = useLazyZodForm(resetRequestResolver, { defaultValues: { email: '' } });
  const [serverError, setServerError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      setSent((await request('requestPasswordReset', { body: values })).message);
    } catch (error) {
      setServerError(submitErrorText(form, error));
    }
  });

  return (
    <AuthLayout
      title="Forgot your password?"
      description="Enter the email you sign in with and we will send you a link to choose a new password."
      footer={<TextLink to="/login">Back to sign in</TextLink>}
    >
      {sent ? (
        <Alert tone="success" title="Check your email">
          {sent}
        </Alert>
      ) : (
        <form
          noValidate
          onSubmit={onSubmit}
          onFocus={resetRequestResolver.preload}
          className="flex flex-col gap-4"
        >
          {serverError && <Alert tone="danger">{serverError}</Alert>}
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            inputMode="email"
            error={fieldError(form, 'email')}
            {...form.register('email')}
          />
          <Button type="submit" className="w-full" isLoading={form.formState.isSubmitting}>
            Send reset link
          </Button>
        </form>
      )}
    </AuthLayout>
  );
}
