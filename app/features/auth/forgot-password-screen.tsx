import { useState } from 'react';
import { Alert } from '../../../design-system/alert/alert';
import { AuthLayout } from '../../../design-system/auth-layout/auth-layout';
import { request } from '../../api/client';
import { fieldError } from '../../forms/form-errors';
import { lazySchema, useLightForm } from '../../forms/light-form';
import { EmailField } from './auth-fields';
import { AuthForm } from './auth-form';
import { useFormSubmit } from './use-form-submit';
import { TextLink } from './text-link';

// A page before sign-in: its schema is imported on demand, so showing it needs no zod.
const resetRequestSchema = lazySchema(() =>
  import('../../../contract/auth').then((m) => m.zRequestPasswordReset),
);

/** /forgot_password: e-mails a reset link (the answer never tells whether the account exists). */
export default function ForgotPasswordScreen() {
  const form = useLightForm(resetRequestSchema, { defaultValues: { email: '' } });
  const [sent, setSent] = useState<string | null>(null);
  const { onSubmit, serverError } = useFormSubmit(form, async (values) => {
    setSent((await request('requestPasswordReset', { body: values })).message);
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
        <AuthForm
          onSubmit={onSubmit}
          onFocus={resetRequestSchema.preload}
          serverError={serverError}
          submitLabel="Send reset link"
          isSubmitting={form.formState.isSubmitting}
        >
          <EmailField error={fieldError(form, 'email')} {...form.register('email')} />
        </AuthForm>
      )}
    </AuthLayout>
  );
}
