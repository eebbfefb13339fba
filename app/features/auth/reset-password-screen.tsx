import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { zResetPassword } from '../../../contract/auth';
import { MESSAGES } from '../../../contract/messages';
import { Alert } from '../../../design-system/alert/alert';
import { AuthLayout } from '../../../design-system/auth-layout/auth-layout';
import { Button } from '../../../design-system/button/button';
import { PasswordField } from '../../../design-system/field/password-field';
import { request } from '../../api/client';
import { fieldError } from '../../forms/form-errors';
import { useZodForm } from '../../forms/use-zod-form';
import { submitErrorText } from '../../forms/form-errors';
import { TextLink } from './text-link';

/** /reset_password/{newPasswordToken?}: a new password from an e-mailed link. */
export default function ResetPasswordScreen() {
  const { newPasswordToken } = useParams();
  return (
    <AuthLayout
      title="Choose a new password"
      description="Use 8 to 64 characters, with at least one number or symbol."
      footer={<TextLink to="/login">Back to sign in</TextLink>}
    >
      {newPasswordToken ? (
        <ResetPasswordForm token={newPasswordToken} />
      ) : (
        <div className="flex flex-col gap-4">
          <Alert tone="danger">{MESSAGES.resetInvalid}</Alert>
          <Button asChild variant="secondary" className="w-full">
            <Link to="/forgot_password">Send a new link</Link>
          </Button>
        </div>
      )}
    </AuthLayout>
  );
}

function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const form = useZodForm(zResetPassword, {
    defaultValues: { token, password: '', confirm_password: '' },
  });
  const [serverError, setServerError] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      await request('resetPassword', { body: values });
      navigate('/login/password-reset', { replace: true });
    } catch (error) {
      setServerError(submitErrorText(form, error));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      {serverError && <Alert tone="danger">{serverError}</Alert>}
      <PasswordField
        label="New password"
        autoComplete="new-password"
        error={fieldError(form, 'password')}
        {...form.register('password')}
      />
      <PasswordField
        label="Confirm new password"
        autoComplete="new-password"
        error={fieldError(form, 'confirm_password')}
        {...form.register('confirm_password', { deps: ['password'] })}
      />
      <Button type="submit" className="w-full" isLoading={form.formState.isSubmitting}>
        Reset password
      </Button>
    </form>
  );
}
