import { useState } from 'react';
import { Navigate, useParams, useSearchParams } from 'react-router-dom';
import { Alert } from '../../../design-system/alert/alert';
import { AuthLayout } from '../../../design-system/auth-layout/auth-layout';
import { Button } from '../../../design-system/button/button';
import { PasswordField } from '../../../design-system/field/password-field';
import { request } from '../../api/client';
import { fieldError } from '../../forms/form-errors';
import { lazySchema, useLightForm } from '../../forms/light-form';
import { safeRedirect } from '../../session/post-login';
import { handleLoginResponse } from '../../session/sign-in';
import { useAppState } from '../../state/app-store';
import { EmailField } from './auth-fields';
import { AuthForm } from './auth-form';
import { LoginCodeForm } from './login-code-form';
import { EXPIRED_TEXT, LOGIN_ALERTS } from './login-alerts';
import { useFormSubmit } from './use-form-submit';
import { whileSigningIn } from './while-signing-in';
import { TextLink } from './text-link';

// The sign-in page shows without zod: its schema is imported when a field is first focused.
const passwordLoginSchema = lazySchema(() =>
  import('../../../contract/auth').then((m) => m.zLoginEmail.options[0]),
);

/** /login/{alert?}: email and password, or an e-mailed code. */
export default function LoginScreen() {
  const { alert } = useParams();
  const [searchParams] = useSearchParams();
  const redirect = safeRedirect(searchParams.get('redirect'));
  const expired = searchParams.get('expired') === 'true';
  const session = useAppState((state) => state.session);
  const loginError = useAppState((state) => state.loginError);
  const [mode, setMode] = useState<'password' | 'code'>('password');
  const [isSigningIn, setIsSigningIn] = useState(false);
  const notice = alert ? LOGIN_ALERTS[alert] : undefined;

  // Someone already signed in who opens /login goes on to where they were headed.
  if (session === 'authenticated' && !isSigningIn) return <Navigate to={redirect ?? '/'} replace />;

  return (
    <AuthLayout
      title="Sign in to Crewcard"
      description="Welcome back. Sign in to manage your crews and time cards."
      footer={
        <>
          New to Crewcard? <TextLink to="/sign_up">Create an account</TextLink>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        {expired && !loginError && <Alert tone="warning">{EXPIRED_TEXT}</Alert>}
        {loginError && <Alert tone="danger">{loginError}</Alert>}
        {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
        {mode === 'password' ? (
          <PasswordLoginForm redirect={redirect} onSigningIn={setIsSigningIn} />
        ) : (
          <LoginCodeForm redirect={redirect} onSigningIn={setIsSigningIn} />
        )}
        <div className="flex flex-col items-center gap-1 text-sm">
          <Button
            variant="link"
            type="button"
            onClick={() => setMode(mode === 'password' ? 'code' : 'password')}
          >
            {mode === 'password'
              ? 'Email me a sign-in code instead'
              : 'Sign in with a password instead'}
          </Button>
          <TextLink to="/login_mobile">Sign in with your mobile number</TextLink>
        </div>
      </div>
    </AuthLayout>
  );
}

type FormProps = { redirect: string | null; onSigningIn: (value: boolean) => void };

function PasswordLoginForm({ redirect, onSigningIn }: FormProps) {
  const form = useLightForm(passwordLoginSchema, {
    defaultValues: { email: '', password: '' },
  });
  const { onSubmit, serverError } = useFormSubmit(form, async (values) => {
    await whileSigningIn(onSigningIn, async () => {
      await handleLoginResponse(await request('loginEmail', { body: values }), { redirect });
    });
  });

  return (
    <AuthForm
      onSubmit={onSubmit}
      onFocus={passwordLoginSchema.preload}
      serverError={serverError}
      submitLabel="Sign in"
      isSubmitting={form.formState.isSubmitting}
    >
      <EmailField error={fieldError(form, 'email')} {...form.register('email')} />
      <PasswordField
        label="Password"
        autoComplete="current-password"
        error={fieldError(form, 'password')}
        {...form.register('password')}
      />
      <div className="-mt-2 flex justify-end text-sm">
        <TextLink to="/forgot_password">Forgot password?</TextLink>
      </div>
    </AuthForm>
  );
}
