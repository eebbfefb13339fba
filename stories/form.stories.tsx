import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { z } from 'zod';
import { Button } from '../design-system/button/button';
import { Form } from '../design-system/form/form';
import { FormCheckbox, FormRadioGroup, FormSwitch } from '../design-system/form/form-choice-fields';
import {
  FormNumberField,
  FormSelectField,
  FormTextArea,
  FormTextField,
} from '../design-system/form/form-fields';
import { useZodForm } from '../design-system/form/use-zod-form';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const REQUIRED = 'This field is required';

/** A small form in the shape of the app's: the spec's messages, trimmed and lower-cased output. */
const zCrewMember = z.object({
  name: z.string().trim().min(1, REQUIRED),
  email: z
    .string()
    .trim()
    .min(1, REQUIRED)
    .regex(EMAIL_PATTERN, 'Email is invalid')
    .transform((email) => email.toLowerCase()),
  notes: z.string().trim().max(1000),
  agreed: z.boolean().refine((agreed) => agreed, REQUIRED),
});
type CrewMember = z.output<typeof zCrewMember>;

function CrewMemberForm({ onSubmit }: { onSubmit: (values: CrewMember) => void }) {
  const form = useZodForm(zCrewMember, {
    defaultValues: { name: '', email: '', notes: '', agreed: false },
  });
  return (
    <Form form={form} onSubmit={(values) => onSubmit(values)} className="max-w-sm">
      <FormTextField control={form.control} name="name" label="Full name" autoComplete="name" />
      <FormTextField
        control={form.control}
        name="email"
        label="Email"
        type="email"
        autoComplete="email"
        hint="Sign-in links are sent here."
      />
      <FormTextArea control={form.control} name="notes" label="Notes" isOptional />
      <FormCheckbox control={form.control} name="agreed" label="I accept the terms of service" />
      <Button type="submit">Save</Button>
    </Form>
  );
}

const meta = {
  title: 'Design System/Form',
  component: CrewMemberForm,
  args: { onSubmit: fn() },
} satisfies Meta<typeof CrewMemberForm>;

export default meta;
type Story = StoryObj<typeof meta>;

function parts(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  return {
    canvas,
    name: canvas.getByRole('textbox', { name: 'Full name' }),
    email: canvas.getByRole('textbox', { name: 'Email' }),
    notes: canvas.getByRole('textbox', { name: 'Notes Optional' }),
    agreed: canvas.getByRole('checkbox', { name: 'I accept the terms of service' }),
    save: canvas.getByRole('button', { name: 'Save' }),
    alerts: () => canvas.queryAllByRole('alert').map((alert) => alert.textContent),
  };
}

/** Gives react-hook-form time to validate, so "no error" is not just "not yet". */
const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, email, notes, agreed } = parts(canvasElement);
    await expect(email).toHaveAccessibleDescription('Sign-in links are sent here.');
    // Spec: optional fields show 'Optional'.
    await expect(canvas.getByText('Optional')).toBeVisible();
    await expect(notes).toHaveValue('');
    await expect(agreed).not.toBeChecked();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const NoErrorWhileTypingBeforeBlur: Story = {
  play: async ({ canvasElement }) => {
    const { email, alerts } = parts(canvasElement);
    await userEvent.type(email, 'ana@');
    await settle();
    await expect(alerts()).toEqual([]);
    await expect(email).not.toHaveAttribute('aria-invalid');
  },
};

export const ErrorShowsAfterBlur: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, email, alerts } = parts(canvasElement);
    await userEvent.type(email, 'ana@');
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('Email is invalid'));
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(
      'Sign-in links are sent here. Email is invalid',
    );
    // Only the touched field complains; the others wait for their own blur or a submit.
    await expect(alerts()).toEqual(['Email is invalid']);
  },
};

export const SubmitShowsErrorsOfUntouchedFields: Story = {
  play: async ({ canvasElement, args }) => {
    const { name, email, notes, agreed, save, alerts } = parts(canvasElement);
    await userEvent.click(save);
    await waitFor(() => expect(alerts()).toEqual([REQUIRED, REQUIRED, REQUIRED]));
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(agreed).toHaveAttribute('aria-invalid', 'true');
    // The optional notes have nothing to say.
    await expect(notes).not.toHaveAttribute('aria-invalid');
    // The first invalid field gets focus, so the user starts where the form stopped.
    await expect(name).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ErrorHidesOnceFixed: Story = {
  play: async ({ canvasElement, args }) => {
    const { canvas, email, alerts } = parts(canvasElement);
    await userEvent.type(email, 'ana@');
    await userEvent.tab();
    await waitFor(() => expect(alerts()).toEqual(['Email is invalid']));

    // After the first blur the field is checked as it changes: fixing it clears the error at once.
    await userEvent.type(email, 'crewcard.test');
    await waitFor(() => expect(canvas.queryByRole('alert')).not.toBeInTheDocument());
    await expect(email).not.toHaveAttribute('aria-invalid');
    await expect(email).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ErrorStaysPutWhileTyping: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, email } = parts(canvasElement);
    await userEvent.type(email, 'ana@');
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('Email is invalid'));
    const alert = canvas.getByRole('alert');
    // A schema without async checks validates at once: the alert is not removed and re-added on
    // each keystroke, which would flicker and make a screen reader repeat it.
    const changes: string[] = [];
    const observer = new MutationObserver((records) =>
      records.forEach((record) =>
        [...record.addedNodes, ...record.removedNodes].forEach((node) =>
          changes.push(node.textContent ?? ''),
        ),
      ),
    );
    observer.observe(canvasElement, { childList: true, subtree: true });
    await userEvent.type(email, 'crew');
    await settle();
    observer.disconnect();
    await expect(changes).toEqual([]);
    await expect(canvas.getByRole('alert')).toBe(alert);
  },
};

export const SubmitReceivesParsedValues: Story = {
  play: async ({ canvasElement, args }) => {
    const { name, email, notes, agreed, save, alerts } = parts(canvasElement);
    await userEvent.type(name, '  Ana Lopez ');
    await userEvent.type(email, 'Ana@Crewcard.TEST');
    await userEvent.type(notes, 'Prefers early shifts.');
    await userEvent.click(agreed);
    await userEvent.click(save);
    // Trimmed and lower-cased by the schema on the way out.
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        name: 'Ana Lopez',
        email: 'ana@crewcard.test',
        notes: 'Prefers early shifts.',
        agreed: true,
      }),
    );
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(alerts()).toEqual([]);
  },
};

/** A server-side style check that takes a while, to show that errors wait for validation to end. */
const CHECK_MS = 900;
const zInvite = z.object({
  email: z
    .string()
    .trim()
    .regex(EMAIL_PATTERN, 'Email is invalid')
    .refine(
      (email) =>
        new Promise<boolean>((resolve) =>
          setTimeout(() => resolve(email !== 'taken@crewcard.test'), CHECK_MS),
        ),
      'Email is already in use',
    ),
});

function InviteForm({ onSubmit }: { onSubmit: (values: z.output<typeof zInvite>) => void }) {
  const form = useZodForm(zInvite, { defaultValues: { email: '' } });
  return (
    <Form form={form} onSubmit={(values) => onSubmit(values)} className="max-w-sm">
      <FormTextField control={form.control} name="email" label="Email" type="email" />
      <Button type="submit">Invite</Button>
    </Form>
  );
}

export const ErrorWaitsWhileValidating: Story = {
  render: (args) => <InviteForm {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.type(email, 'taken@crewcard.test');
    await userEvent.tab();
    // The check runs for 900 ms: touched, but still validating, so nothing is shown yet.
    await new Promise((resolve) => setTimeout(resolve, CHECK_MS / 2));
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent('Email is already in use'),
    );

    // A new check hides the old answer until it has its own.
    await userEvent.click(email);
    await userEvent.keyboard('{Backspace}t');
    await new Promise((resolve) => setTimeout(resolve, CHECK_MS / 2));
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent('Email is already in use'),
    );
  },
};

/** Every wrapper of the kit in one form: each binds its widget's value type to the schema. */
const zShift = z.object({
  crew: z.string().min(1, REQUIRED),
  headcount: z
    .number()
    .min(1)
    .max(99)
    .nullable()
    .refine((headcount) => headcount !== null, REQUIRED),
  shift: z
    .string()
    .nullable()
    .refine((shift) => shift !== null, REQUIRED),
  overtime: z.boolean(),
  brief: z.string().max(200),
});

function ShiftForm({ onSubmit }: { onSubmit: (values: z.output<typeof zShift>) => void }) {
  const form = useZodForm(zShift, {
    defaultValues: { crew: '', headcount: null, shift: null, overtime: false, brief: '' },
  });
  return (
    <Form form={form} onSubmit={(values) => onSubmit(values)} className="max-w-sm">
      <FormSelectField
        control={form.control}
        name="crew"
        label="Crew"
        placeholder="Choose a crew"
        options={[
          { value: 'north', label: 'North yard' },
          { value: 'south', label: 'South yard' },
        ]}
      />
      <FormNumberField control={form.control} name="headcount" label="Headcount" min={1} max={99} />
      <FormRadioGroup
        control={form.control}
        name="shift"
        label="Shift"
        options={[
          { value: 'day', label: 'Day', description: '6 AM to 2 PM' },
          { value: 'night', label: 'Night', description: '10 PM to 6 AM' },
        ]}
      />
      <FormSwitch control={form.control} name="overtime" label="Overtime allowed" />
      <FormTextArea control={form.control} name="brief" label="Brief" maxChar={200} isOptional />
      <Button type="submit">Save shift</Button>
    </Form>
  );
}

export const EveryFieldKindSubmitsItsValue: Story = {
  render: (args) => <ShiftForm {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const crew = canvas.getByRole('combobox', { name: 'Crew' });
    const headcount = canvas.getByRole('spinbutton', { name: 'Headcount' });
    const shift = canvas.getByRole('radiogroup', { name: 'Shift' });
    await userEvent.click(canvas.getByRole('button', { name: 'Save shift' }));
    await waitFor(() =>
      expect(canvas.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
        REQUIRED,
        REQUIRED,
        REQUIRED,
      ]),
    );
    await expect(crew).toHaveFocus();
    await expect(shift).toHaveAccessibleDescription(REQUIRED);

    await userEvent.selectOptions(crew, 'North yard');
    await userEvent.type(headcount, '12');
    await userEvent.click(canvas.getByRole('radio', { name: 'Day' }));
    // Held for a moment, as a person does: Radix chooses the radio it focuses while the key is down.
    await userEvent.keyboard('{ArrowDown>}{/ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Night' })).toBeChecked();
    await userEvent.click(canvas.getByRole('switch', { name: 'Overtime allowed' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Brief Optional' }), 'Pour level 3.');
    await waitFor(() => expect(canvas.queryByRole('alert')).not.toBeInTheDocument());
    await userEvent.click(canvas.getByRole('button', { name: 'Save shift' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        crew: 'north',
        headcount: 12,
        shift: 'night',
        overtime: true,
        brief: 'Pour level 3.',
      }),
    );
  },
};
