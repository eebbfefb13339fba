import { Button } from '../../../design-system/button/button';
import { CodeField, type PresetFieldProps } from './auth-fields';
import { AuthForm, type AuthFormProps } from './auth-form';

export type CodeEntryStepProps = Pick<
  AuthFormProps,
  'onSubmit' | 'onFocus' | 'serverError' | 'isSubmitting'
> & {
  /** Where the code went, from the answer to the request. */
  message: string;
  /** Props of the code input: the registration, its error and an optional hint. */
  codeField: PresetFieldProps;
  /** The label of the link button that goes back to the first step. */
  restartLabel: string;
  onRestart: () => void;
};

/** The second step of a sign-in by one-time code (e-mailed or texted): enter the code. */
export function CodeEntryStep({
  message,
  codeField,
  restartLabel,
  onRestart,
  ...form
}: CodeEntryStepProps) {
  return (
    <AuthForm
      {...form}
      notice={message}
      submitLabel="Sign in"
      after={
        <Button type="button" variant="link" onClick={onRestart}>
          {restartLabel}
        </Button>
      }
    >
      <CodeField {...codeField} />
    </AuthForm>
  );
}
