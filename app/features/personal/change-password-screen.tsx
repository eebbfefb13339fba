import { useState } from 'react';
import { zChangePassword } from '../../../contract/auth';
import { Alert } from '../../../design-system/alert/alert';
import { Button } from '../../../design-system/button/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../design-system/card/card';
import { PasswordField } from '../../../design-system/field/password-field';
import { useToast } from '../../../design-system/toast/toast';
import { request } from '../../api/client';
import { fieldError } from '../../forms/form-errors';
import { useZodForm } from '../../forms/use-zod-form';
import { submitErrorText } from '../../forms/form-errors';
import { PersonalSettingsFrame } from './personal-settings-frame';

const EMPTY = { current_password: '', new_password: '', confirm_password: '' };

/** /personal/settings/change-password */
export default function ChangePasswordScreen() {
  const toast = useToast();
  const form = useZodForm(zChangePassword, { defaultValues: EMPTY });
  const [serverError, setServerError] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      const answer = await request('changePassword', { body: values });
      toast.success(answer.message || 'Your password has been changed.');
      form.reset(EMPTY);
    } catch (error) {
      setServerError(submitErrorText(form, error));
    }
  });

  return (
    <PersonalSettingsFrame>
      <Card className="max-w-xl">
        <CardHeader>
          <CardTitle>Change password</CardTitle>
          <CardDescription>
            Use 8 to 64 characters, with at least one number or symbol.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
            {serverError && <Alert tone="danger">{serverError}</Alert>}
            <PasswordField
              label="Current password"
              autoComplete="current-password"
              error={fieldError(form, 'current_password')}
              {...form.register('current_password')}
            />
            <PasswordField
              label="New password"
              autoComplete="new-password"
              error={fieldError(form, 'new_password')}
              {...form.register('new_password')}
            />
            <PasswordField
              label="Confirm new password"
              autoComplete="new-password"
              error={fieldError(form, 'confirm_password')}
              {...form.register('confirm_password', { deps: ['new_password'] })}
            />
            <div className="flex justify-end">
              <Button type="submit" isLoading={form.formState.isSubmitting}>
                Change password
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
    </PersonalSettingsFrame>
  );
}
