import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { AppScreen } from './app-screen';
import { prepareScreen, SCREEN_LOAD, SCREEN_META } from './app-screen';

/** The public pages of signing in and up, as someone signed out sees them. */
const meta = {
  title: 'Screens/Sign in',
  ...SCREEN_META,
  beforeEach: () => prepareScreen({ session: null, routes: [] }),
} satisfies Meta<typeof AppScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Login: Story = {
  args: { path: '/login' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: /sign in/i }, SCREEN_LOAD),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toBeVisible();
  },
};

export const SignUp: Story = {
  args: { path: '/sign_up' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Create your account' }, SCREEN_LOAD),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Create account' })).toBeVisible();
  },
};

export const ForgotPassword: Story = {
  args: { path: '/forgot_password' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 }, SCREEN_LOAD)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toBeVisible();
  },
};
