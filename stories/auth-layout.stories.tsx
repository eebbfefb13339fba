import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AuthLayout } from '../design-system/auth-layout/auth-layout';
import { Button } from '../design-system/button/button';
import { PasswordField } from '../design-system/field/password-field';
import { TextField } from '../design-system/field/text-field';

const meta = {
  title: 'Design System/AuthLayout',
  component: AuthLayout,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Sign in to Crewcard',
    description: 'Time cards, crews and payroll in one place.',
    children: (
      <form className="flex flex-col gap-4" onSubmit={(event) => event.preventDefault()}>
        <TextField label="Email" type="email" autoComplete="email" />
        <PasswordField label="Password" />
        <Button type="submit" size="lg" className="w-full">
          Sign in
        </Button>
      </form>
    ),
    footer: (
      <>
        New to Crewcard?{' '}
        <a href="#sign-up" className="font-medium text-primary underline-offset-4 hover:underline">
          Create an account
        </a>
      </>
    ),
  },
} satisfies Meta<typeof AuthLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Sign in to Crewcard' }),
    ).toBeVisible();
    await expect(canvas.getByRole('main')).toContainElement(
      canvas.getByRole('button', { name: 'Sign in' }),
    );
    await expect(canvas.getByRole('link', { name: 'Create an account' })).toBeVisible();
    await expect(
      canvas.getByText('Crewcard', { selector: '[data-slot="crewcard-wordmark"]' }),
    ).toBeVisible();
    // Nothing outside a landmark: the mark is the banner, the links under the card are main
    // content with the form.
    await expect(canvas.getByRole('banner')).toHaveTextContent('Crewcard');
    await expect(canvas.getByRole('main')).toContainElement(
      canvas.getByRole('link', { name: 'Create an account' }),
    );
  },
};

export const OnAPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await expect(email.getBoundingClientRect().width).toBeGreaterThan(250);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
