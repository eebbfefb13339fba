import { useState } from 'react';
import { zSignup } from '../../../contract/auth';
import { COMPANY_SIZES, COUNTRIES } from '../../../contract/reference-lists';
import { Alert } from '../../../design-system/alert/alert';
import { AuthLayout } from '../../../design-system/auth-layout/auth-layout';
import { Button } from '../../../design-system/button/button';
import { PasswordField } from '../../../design-system/field/password-field';
import { SelectField } from '../../../design-system/field/select-field';
import { TextField } from '../../../design-system/field/text-field';
import { request } from '../../api/client';
import { currentDeviceType } from '../../forms/device-type';
import { fieldError } from '../../forms/form-errors';
import { useZodForm } from '../../forms/use-zod-form';
import { completeSignIn } from '../../session/sign-in';
import { submitErrorText } from './submit-error';
import { TextLink } from './text-link';

/** The form fields; device_type and platform are added on submit. */
const zSignupForm = zSignup.omit({ device_type: true, platform: true });
/** Kept for the "book a call" prompts of the plans area. */
export const SALES_CALENDAR_KEY = 'crewcard.sales-owner-calendar-link.v1';

const COUNTRY_OPTIONS = COUNTRIES.map((country) => ({ value: country.code, label: country.label }));
const SIZE_OPTIONS = COMPANY_SIZES.map((size) => ({
  value: size,
  label: size === 'Self Employed' ? size : `${size} people`,
}));

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
  const [serverError, setServerError] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      const answer = await request('signup', {
        body: { ...values, device_type: currentDeviceType(), platform: 'Web' },
      });
      if (answer.sales_owner_calendar_link)
        sessionStorage.setItem(SALES_CALENDAR_KEY, answer.sales_owner_calendar_link);
      await completeSignIn(answer);
    } catch (error) {
      setServerError(submitErrorText(form, error));
    }
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
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        {serverError && <Alert tone="danger">{serverError}</Alert>}
        <TextField
          label="Full name"
          autoComplete="name"
          error={fieldError(form, 'display_name')}
          {...form.register('display_name')}
        />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          error={fieldError(form, 'email')}
          {...form.register('email')}
        />
        <PasswordField
          label="Password"
          autoComplete="new-password"
          hint="8 to 64 characters, with at least one number or symbol."
          error={fieldError(form, 'password')}
          {...form.register('password')}
        />
        <TextField
          label="Business name"
          autoComplete="organization"
          error={fieldError(form, 'business_name')}
          {...form.register('business_name')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="Country"
            options={COUNTRY_OPTIONS}
            error={fieldError(form, 'country_code')}
            {...form.register('country_code')}
          />
          <SelectField
            label="Company size"
            placeholder="Choose a size"
            options={SIZE_OPTIONS}
            error={fieldError(form, 'company_size')}
            {...form.register('company_size')}
          />
        </div>
        <TextField
          label="Mobile"
          type="tel"
          autoComplete="tel"
          isOptional
          error={fieldError(form, 'mobile')}
          {...form.register('mobile')}
        />
        <Button type="submit" className="w-full" isLoading={form.formState.isSubmitting}>
          Create account
        </Button>
      </form>
    </AuthLayout>
  );
}
