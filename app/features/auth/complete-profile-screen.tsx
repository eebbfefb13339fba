import { useLocation } from 'react-router-dom';
import { zCompleteProfile } from '../../../contract/auth';
import { MESSAGES } from '../../../contract/messages';
import { Alert } from '../../../design-system/alert/alert';
import { AuthLayout } from '../../../design-system/auth-layout/auth-layout';
import { PasswordField } from '../../../design-system/field/password-field';
import { TextField } from '../../../design-system/field/text-field';
import { request } from '../../api/client';
import { fieldError } from '../../forms/form-errors';
import { useZodForm } from '../../forms/use-zod-form';
import { completeSignIn, type InviteState } from '../../session/sign-in';
import { AuthForm } from './auth-form';
import { FullNameField, NewPasswordField, OptionalMobileField } from './profile-fields';
import { useFormSubmit } from './use-form-submit';
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
  const { onSubmit, serverError } = useFormSubmit(form, async (values) => {
    await completeSignIn(await request('completeProfile', { body: values }), {
      after: 'complete-profile',
    });
  });

  return (
    <AuthForm
      onSubmit={onSubmit}
      serverError={serverError}
      submitLabel="Complete profile"
      isSubmitting={form.formState.isSubmitting}
    >
      {email && <TextField label="Email" type="email" value={email} readOnly disabled />}
      <FullNameField error={fieldError(form, 'display_name')} {...form.register('display_name')} />
      <NewPasswordField error={fieldError(form, 'password')} {...form.register('password')} />
      <PasswordField
        label="Confirm password"
        autoComplete="new-password"
        error={fieldError(form, 'confirm_password')}
        {...form.register('confirm_password', { deps: ['password'] })}
      />
      <OptionalMobileField error={fieldError(form, 'mobile')} {...form.register('mobile')} />
    </AuthForm>
  );
}
