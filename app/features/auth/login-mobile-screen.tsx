import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AuthLayout } from '../../../design-system/auth-layout/auth-layout';
import { TextField } from '../../../design-system/field/text-field';
import { request } from '../../api/client';
import { fieldError } from '../../forms/form-errors';
import { lazySchema, useLightForm } from '../../forms/light-form';
import { safeRedirect } from '../../session/post-login';
import { handleLoginResponse } from '../../session/sign-in';
import { appStore } from '../../state/app-store';
import { AuthForm } from './auth-form';
import { CodeEntryStep } from './code-entry-step';
import { useFormSubmit } from './use-form-submit';
import { TextLink } from './text-link';

/** core.md 7: the OTP request id is kept under this key (so a reload while reading the SMS keeps it). */
export const OTP_REQUEST_ID_KEY = 'otp_request_id_v1';

// A page before sign-in: its schemas are imported on demand, so showing it needs no zod.
const mobileSchema = lazySchema(() => import('../../../contract/auth').then((m) => m.zLoginMobile));
const verifyOtpSchema = lazySchema(() =>
  import('../../../contract/auth').then((m) => m.zMobileVerifyOtp),
);

/** /login_mobile: a code by SMS, then the code. */
export default function LoginMobileScreen() {
  const [searchParams] = useSearchParams();
  const redirect = safeRedirect(searchParams.get('redirect'));
  const [pending, setPending] = useState<{ id: string; message: string } | null>(() => {
    const id = localStorage.getItem(OTP_REQUEST_ID_KEY);
    return id ? { id, message: 'Enter the code we sent to your mobile.' } : null;
  });

  const restart = () => {
    localStorage.removeItem(OTP_REQUEST_ID_KEY);
    setPending(null);
  };

  return (
    <AuthLayout
      title="Sign in with your mobile"
      description="We will text you a 6-digit code."
      footer={<TextLink to="/login">Sign in with email instead</TextLink>}
    >
      {pending ? (
        <VerifyForm
          requestId={pending.id}
          message={pending.message}
          redirect={redirect}
          onRestart={restart}
        />
      ) : (
        <MobileForm onSent={setPending} />
      )}
    </AuthLayout>
  );
}

function MobileForm({ onSent }: { onSent: (value: { id: string; message: string }) => void }) {
  const form = useLightForm(mobileSchema, { defaultValues: { mobile: '' } });
  const { onSubmit, serverError } = useFormSubmit(form, async (values) => {
    const answer = await request('loginMobile', { body: values });
    localStorage.setItem(OTP_REQUEST_ID_KEY, answer.otp_request_id);
    onSent({ id: answer.otp_request_id, message: answer.message });
  });
  return (
    <AuthForm
      onSubmit={onSubmit}
      onFocus={mobileSchema.preload}
      serverError={serverError}
      submitLabel="Text me a code"
      isSubmitting={form.formState.isSubmitting}
    >
      <TextField
        label="Mobile number"
        type="tel"
        autoComplete="tel"
        error={fieldError(form, 'mobile')}
        {...form.register('mobile')}
      />
    </AuthForm>
  );
}

function VerifyForm({
  requestId,
  message,
  redirect,
  onRestart,
}: {
  requestId: string;
  message: string;
  redirect: string | null;
  onRestart: () => void;
}) {
  const form = useLightForm(verifyOtpSchema, {
    defaultValues: { otp_request_id: requestId, code: '' },
  });
  const { onSubmit, serverError } = useFormSubmit(form, async (values) => {
    appStore.setState({ loginError: null });
    const answer = await request('mobileVerifyOtp', { body: values });
    localStorage.removeItem(OTP_REQUEST_ID_KEY);
    await handleLoginResponse(answer, { redirect });
  });
  return (
    <CodeEntryStep
      onSubmit={onSubmit}
      onFocus={verifyOtpSchema.preload}
      serverError={serverError}
      isSubmitting={form.formState.isSubmitting}
      message={message}
      codeField={{ error: fieldError(form, 'code'), ...form.register('code') }}
      restartLabel="Use a different number"
      onRestart={onRestart}
    />
  );
}
