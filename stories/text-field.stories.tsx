import type { Meta, StoryObj } from '@storybook/react-vite';
import { useForm } from 'react-hook-form';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../design-system/button/button';
import { TextField } from '../design-system/field/text-field';

const meta = {
  title: 'Design System/TextField',
  component: TextField,
  args: { label: 'Email', type: 'email', placeholder: 'you@company.com', onChange: fn() },
  decorators: [(Story) => <div className="max-w-sm">{Story()}</div>],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await userEvent.type(input, 'ana@crewcard.test');
    await expect(input).toHaveValue('ana@crewcard.test');
    await expect(args.onChange).toHaveBeenCalled();
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const WithHint: Story = {
  args: {
    label: 'Mobile',
    type: 'tel',
    placeholder: undefined,
    hint: 'We text sign-in codes here.',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Mobile' });
    await expect(input).toHaveAccessibleDescription('We text sign-in codes here.');
  },
};

export const Optional: Story = {
  args: { label: 'Job title', type: 'text', placeholder: undefined, isOptional: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Optional')).toBeVisible();
  },
};

export const Invalid: Story = {
  args: { defaultValue: 'ana@', error: 'Email is invalid' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Email is invalid');
    await expect(input).toHaveAccessibleDescription('Email is invalid');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'ana@crewcard.test' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Email' })).toBeDisabled();
  },
};

/** The pattern the app's forms follow: react-hook-form in onTouched mode, so errors wait for a blur. */
function SignInEmailForm({ onValid }: { onValid: (email: string) => void }) {
  const {
    register,
    handleSubmit,
    formState: { errors, touchedFields, isSubmitted },
  } = useForm<{ email: string }>({ mode: 'onTouched', defaultValues: { email: '' } });
  return (
    <form
      noValidate
      onSubmit={handleSubmit(({ email }) => onValid(email))}
      className="flex flex-col gap-4"
    >
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        // Spec: errors show only once the field was touched (or the form was submitted).
        error={touchedFields.email || isSubmitted ? errors.email?.message : undefined}
        {...register('email', {
          required: 'This field is required',
          pattern: { value: /^[^\s@]+@[^\s@]+\.[^\s@]+$/, message: 'Email is invalid' },
        })}
      />
      <Button type="submit">Continue</Button>
    </form>
  );
}

const submittedEmail = fn();

export const SubmitShowsErrorsOfUntouchedFields: Story = {
  render: () => <SignInEmailForm onValid={submittedEmail} />,
  play: async ({ canvasElement }) => {
    submittedEmail.mockClear();
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent('This field is required'),
    );
    await expect(submittedEmail).not.toHaveBeenCalled();
  },
};

export const ErrorShowsOnlyAfterTouch: Story = {
  render: () => <SignInEmailForm onValid={submittedEmail} />,
  play: async ({ canvasElement }) => {
    submittedEmail.mockClear();
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.type(input, 'ana@');
    // Typing alone does not complain.
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('Email is invalid'));
    await expect(input).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(input, 'crewcard.test');
    await waitFor(() => expect(canvas.queryByRole('alert')).not.toBeInTheDocument());
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(submittedEmail).toHaveBeenCalledWith('ana@crewcard.test'));
  },
};
