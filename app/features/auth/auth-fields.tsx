import { TextField, type TextFieldProps } from '../../../design-system/field/text-field';

export type PresetFieldProps = Omit<TextFieldProps, 'label'>;

/** The "Email" input of the sign-in, code and reset forms. */
export function EmailField(props: PresetFieldProps) {
  return <TextField label="Email" type="email" autoComplete="email" inputMode="email" {...props} />;
}

/** The 6-digit one-time "Code" input (e-mailed or texted). */
export function CodeField(props: PresetFieldProps) {
  return (
    <TextField
      label="Code"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      {...props}
    />
  );
}
