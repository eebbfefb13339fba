import { z } from 'zod';
import { Button } from '../../../design-system/button/button';
import { Form } from '../../../design-system/form/form';
import { FormSwitch } from '../../../design-system/form/form-choice-fields';
import { FormSelectField, FormTextField } from '../../../design-system/form/form-fields';
import { useZodForm } from '../../../design-system/form/use-zod-form';
import { useToast } from '../../../design-system/toast/toast';
import { ROLES } from './sample-data';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const REQUIRED = 'This field is required';

/** An invite as the app's forms validate one: required fields, a trimmed lower-case email. */
const zCrewInvite = z.object({
  name: z.string().trim().min(1, REQUIRED),
  email: z
    .string()
    .trim()
    .min(1, REQUIRED)
    .regex(EMAIL_PATTERN, 'Email is invalid')
    .transform((email) => email.toLowerCase()),
  role: z.string().min(1, REQUIRED),
  sendText: z.boolean(),
});

/** A small form built with the form kit: useZodForm, Form and the Form* fields. */
export function CrewInviteForm() {
  const toast = useToast();
  const form = useZodForm(zCrewInvite, {
    defaultValues: { name: '', email: '', role: '', sendText: true },
  });
  return (
    <Form
      form={form}
      aria-label="Invite a crew member"
      onSubmit={(invite) => {
        toast.success(`Invite sent to ${invite.email}`);
        form.reset();
      }}
    >
      <FormTextField
        control={form.control}
        name="name"
        label="Crew member name"
        autoComplete="off"
      />
      <FormTextField
        control={form.control}
        name="email"
        label="Invite email"
        type="email"
        autoComplete="off"
        hint="The sign-in link is sent here."
      />
      <FormSelectField
        control={form.control}
        name="role"
        label="Crew role"
        placeholder="Choose a role"
        options={ROLES}
      />
      <FormSwitch control={form.control} name="sendText" label="Text the invite link too" />
      <Button type="submit" className="self-start">
        Send invite
      </Button>
    </Form>
  );
}
