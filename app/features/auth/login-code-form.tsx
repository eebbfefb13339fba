import { useState } from 'react';
import { Alert } from '../../../design-system/alert/alert';
import { Button } from '../../../design-system/button/button';
import { TextField } from '../../../design-system/field/text-field';
import { request } from '../../api/client';
import { fieldError } from '../../forms/form-errors';
import { lazyZodResolver, useLazyZodForm } from '../../forms/lazy-zod-resolver';
import { handleLoginResponse } from '../../session/sign-in';
import { appStore } from '../../state/app-store';
import { submitErrorText } from './submit-error';

// Shown from /login, so the schemas are imported on demand (see login-screen).
const requestCodeResolver = lazyZodResolver(() =>
  import('../../../contract/auth').then((m) => m.zRequestOtp),
);
const codeLoginResolver = lazyZodResolver(() =>
  import('../../../contract/auth').then((m) => m.zLoginEmail.options[1]),
);

/** Email sign-in with a one-time code: request the code, then post email and verification token. */
export function LoginCodeForm({
  redirect,
  onSigningIn,
}: {
  redirect: string | null;
  onSigningIn: (value: boolean) => void;
}) {
  const [sentTo, setSentTo] = useState<{ email: string; message: string } | null>(null);
  if (!sentTo) return <RequestCodeForm onSent={setSentTo} />;
  return (
    <VerifyCodeForm
      email={sentTo.email}
      message={sentTo.message}
      redirect={redirect}
      onSigningIn={onSigningIn}
      onRestart={() => setSentTo(null)}
    />
  );
}

function RequestCodeForm({
  onSent,
}: {
  onSent: (value: { email: string; message: string }) => void;
}) {
  const form = useLazyZodForm(requestCodeResolver, { defaultValues: { email: '' } });
  const [serverError, setServerError] = useState<string | null>(null);
  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      const answer = await request('requestOtp', { body: values });
      onSent({ email: values.email, message: answer.message });
    } catch (error) {
      setServerError(submitErrorText(form, error));
    }
  });
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      onFocus={requestCodeResolver.preload}
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
        Email me a code
      </Button>
    </form>
  );
}

function VerifyCodeForm({
  email,
  message,
  redirect,
  onSigningIn,
  onRestart,
}: {
  email: string;
  message: string;
  redirect: string | null;
  onSigningIn: (value: boolean) => void;
  onRestart: () => void;
}) {
  const form = useLazyZodForm(codeLoginResolver, {
    defaultValues: { email, verification_token: '' },
  });
  const [serverError, setServerError] = useState<string | null>(null);
  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    appStore.setState({ loginError: null });
    onSigningIn(true);
    try {
      await handleLoginResponse(await request('loginEmail', { body: values }), { redirect });
    } catch (error) {
      setServerError(submitErrorText(form, error));
    } finally {
      onSigningIn(false);
    }
  });
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      onFocus={codeLoginResolver.preload}
      className="flex flex-col gap-4"
    >
      <Alert tone="info">{message}</Alert>
      {serverError && <Alert tone="danger">{serverError}</Alert>}
      <TextField
        label="Code"
        hint={`The 6-digit code sent to ${email}`}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        error={fieldError(form, 'verification_token')}
        {...form.register('verification_token')}
      />
      <Button type="submit" className="w-full" isLoading={form.formState.isSubmitting}>
        Sign in
      </Button>
      <Button type="button" variant="link" onClick={onRestart}>
        Use a different email
      </Button>
    </form>
  );
}
