import {
  PasswordField,
  type PasswordFieldProps,
} from '../../../design-system/field/password-field';
import { TextField } from '../../../design-system/field/text-field';
import type { PresetFieldProps } from './auth-fields';

/** The "Full name" input of sign-up and complete-profile. */
export function FullNameField(props: PresetFieldProps) {
  return <TextField label="Full name" autoComplete="name" {...props} />;
}

/** A new password, with the password rule as its hint. */
export function NewPasswordField(props: Omit<PasswordFieldProps, 'label'>) {
  return (
    <PasswordField
      label="Password"
      autoComplete="new-password"
      hint="8 to 64 characters, with at least one number or symbol."
      {...props}
    />
  );
}

/** The optional "Mobile" input of sign-up and complete-profile. */
export function OptionalMobileField(props: PresetFieldProps) {
  return <TextField label="Mobile" type="tel" autoComplete="tel" isOptional {...props} />;
}
