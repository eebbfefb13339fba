import { useState } from 'react';
import { request } from '../../api/client';
import { fieldError } from '../../forms/form-errors';
import { lazySchema, useLightForm } from '../../forms/light-form';
import { handleLoginResponse } from '../../session/sign-in';
import { EmailField } from './auth-fields';
import { AuthForm } from './auth-form';
import { CodeEntryStep } from './code-entry-step';
import { useFormSubmit } from './use-form-submit';
import { whileSigningIn } from './while-signing-in';

// Shown from /login, so the schemas are imported on demand (see login-screen).
const requestCodeSchema = lazySchema(() =>
  import('../../../contract/auth').then((m) => m.zRequestOtp),
);
const codeLoginSchema = lazySchema(() =>
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
  const form = useLightForm(requestCodeSchema, { defaultValues: { email: '' } });
  const { onSubmit, serverError } = useFormSubmit(form, async (values) => {
    const answer = await request('requestOtp', { body: values });
    onSent({ email: values.email, message: answer.message });
  });
  return (
    <AuthForm
      onSubmit={onSubmit}
      onFocus={requestCodeSchema.preload}
      serverError={serverError}
      submitLabel="Email me a code"
      isSubmitting={form.formState.isSubmitting}
    >
      <EmailField error={fieldError(form, 'email')} {...form.register('email')} />
    </AuthForm>
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
  const form = useLightForm(codeLoginSchema, {
    defaultValues: { email, verification_token: '' },
  });
  const { onSubmit, serverError } = useFormSubmit(form, async (values) => {
    await whileSigningIn(onSigningIn, async () => {
      await handleLoginResponse(await request('loginEmail', { body: values }), { redirect });
    });
  });
  return (
    <CodeEntryStep
      onSubmit={onSubmit}
      onFocus={codeLoginSchema.preload}
      serverError={serverError}
      isSubmitting={form.formState.isSubmitting}
      message={message}
      codeField={{
        hint: `The 6-digit code sent to ${email}`,
        error: fieldError(form, 'verification_token'),
        ...form.register('verification_token'),
      }}
      restartLabel="Use a different email"
      onRestart={onRestart}
    />
  );
}
