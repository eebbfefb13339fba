import { zSignup } from '../../../contract/auth';
import { AuthLayout } from '../../../design-system/auth-layout/auth-layout';
import { TextField } from '../../../design-system/field/text-field';
import { request } from '../../api/client';
import { currentDeviceType } from '../../forms/device-type';
import { CountrySizeFields } from '../../forms/country-size-fields';
import { fieldError } from '../../forms/form-errors';
import { useZodForm } from '../../forms/use-zod-form';
import { completeSignIn } from '../../session/sign-in';
import { EmailField } from './auth-fields';
import { AuthForm } from './auth-form';
import { FullNameField, NewPasswordField, OptionalMobileField } from './profile-fields';
import { useFormSubmit } from './use-form-submit';
import { TextLink } from './text-link';

/** The form fields; device_type and platform are added on submit. */
const zSignupForm = zSignup.omit({ device_type: true, platform: true });
/** Kept for the "book a call" prompts of the plans area. */
export const SALES_CALENDAR_KEY = 'crewcard.sales-owner-calendar-link.v1';

/** /sign_up: a new organisation and its first administrator. */
export default function SignUpScreen() {
  const form = useZodForm(zSignupForm, {
    defaultValues: {
      display_name: '',
      email: '',
      password: '',
      business_name: '',
      country_code: 'us',
      company_size: undefined,
      mobile: '',
    },
  });
  const { onSubmit, serverError } = useFormSubmit(form, async (values) => {
    const answer = await request('signup', {
      body: { ...values, device_type: currentDeviceType(), platform: 'Web' },
    });
    if (answer.sales_owner_calendar_link)
      sessionStorage.setItem(SALES_CALENDAR_KEY, answer.sales_owner_calendar_link);
    await completeSignIn(answer);
  });

  return (
    <AuthLayout
      title="Create your account"
      description="Track your crews' time, projects and payroll in one place."
      footer={
        <>
          Already have an account? <TextLink to="/login">Sign in</TextLink>
        </>
      }
    >
      <AuthForm
        onSubmit={onSubmit}
        serverError={serverError}
        submitLabel="Create account"
        isSubmitting={form.formState.isSubmitting}
      >
        <FullNameField
          error={fieldError(form, 'display_name')}
          {...form.register('display_name')}
        />
        <EmailField error={fieldError(form, 'email')} {...form.register('email')} />
        <NewPasswordField error={fieldError(form, 'password')} {...form.register('password')} />
        <TextField
          label="Business name"
          autoComplete="organization"
          error={fieldError(form, 'business_name')}
          {...form.register('business_name')}
        />
        <CountrySizeFields
          country={{ error: fieldError(form, 'country_code'), ...form.register('country_code') }}
          size={{ error: fieldError(form, 'company_size'), ...form.register('company_size') }}
        />
        <OptionalMobileField error={fieldError(form, 'mobile')} {...form.register('mobile')} />
      </AuthForm>
    </AuthLayout>
  );
}
