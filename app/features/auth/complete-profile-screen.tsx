import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { zCompleteProfile } from '../../../contract/auth';
import { MESSAGES } from '../../../contract/messages';
import { Alert } from '../../../design-system/alert/alert';
import { AuthLayout } from '../../../design-system/auth-layout/auth-layout';
import { Button } from '../../../design-system/button/button';
import { PasswordField } from '../../../design-system/field/password-field';
import { TextField } from '../../../design-system/field/text-field';
import { request } from '../../api/client';
import { fieldError } from '../../forms/form-errors';
import { useZodForm } from '../../forms/use-zod-form';
import { completeSignIn, type InviteState } from '../../session/sign-in';
import { submitErrorText } from './submit-error';
import { TextLink } from './text-link';

type CompleteProfileState = Partial<InviteState> & { displayName?: string };

/** /complete_profile: an invited person sets their name and password (invite token in navigation state). */
export default function CompleteProfileScreen() {
  const state = (useLocation().state ?? {}) as CompleteProfileState;
  const description = state.orgName
    ? `Join ${state.orgName} on Crewcard. Tell us your name and choose a password.`
    : 'Tell us your name and choose a password.';
  return (
    <AuthLayout
      title="Complete your profile"
      description={description}
      footer={<TextLink to="/login">Back to sign in</TextLink>}
    >
      {state.inviteToken ? (
        <CompleteProfileForm
          inviteToken={state.inviteToken}
          email={state.email}
          displayName={state.displayName}
        />
      ) : (
        <Alert tone="danger">{`${MESSAGES.inviteInvalid} Please open the link from your invitation e-mail again.`}</Alert>
      )}
    </AuthLayout>
  );
}

function CompleteProfileForm({
  inviteToken,
  email,
  displayName,
}: {
  inviteToken: string;
  email?: string;
  displayName?: string;
}) {
  const form = useZodForm(zCompleteProfile, {
    defaultValues: {
      invite_token: inviteToken,
      display_name: displayName ?? '',
      password: '',
      confirm_password: '',
      mobile: '',
    },
  });
  const [serverError, setServerError] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      await completeSignIn(await request('completeProfile', { body: values }), {
        after: 'complete-profile',
      });
    } catch (error) {
      setServerError(submitErrorText(form, error));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      {serverError && <Alert tone="danger">{serverError}</Alert>}
      {email && <TextField label="Email" type="email" value={email} readOnly disabled />}
      <TextField
        label="Full name"
        autoComplete="name"
        error={fieldError(form, 'display_name')}
        {...form.register('display_name')}
      />
      <PasswordField
        label="Password"
        autoComplete="new-password"
        hint="8 to 64 characters, with at least one number or symbol."
        error={fieldError(form, 'password')}
        {...form.register('password')}
      />
      <PasswordField
        label="Confirm password"
        autoComplete="new-password"
        error={fieldError(form, 'confirm_password')}
        {...form.register('confirm_password', { deps: ['password'] })}
      />
      <TextField
        label="Mobile"
        type="tel"
        autoComplete="tel"
        isOptional
        error={fieldError(form, 'mobile')}
        {...form.register('mobile')}
      />
      <Button type="submit" className="w-full" isLoading={form.formState.isSubmitting}>
        Complete profile
      </Button>
    </form>
  );
}
