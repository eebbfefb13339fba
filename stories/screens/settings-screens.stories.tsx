import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ADMIN_SCREEN, ORG_ID } from '../fakes/fake-crew';
import type { AppScreen } from './app-screen';
import { prepareScreen, SCREEN_LOAD, SCREEN_META } from './app-screen';

/**
 * The organisation's pay settings (the settings catalogues) and the signed-in person's own
 * settings, as an administrator sees them.
 */
const meta = {
  title: 'Screens/Settings',
  ...SCREEN_META,
  beforeEach: () => prepareScreen(ADMIN_SCREEN),
} satisfies Meta<typeof AppScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WorkersCompCodes: Story = {
  args: { path: `/org/${ORG_ID}/settings/workers-comp` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole(
      'grid',
      { name: 'Workers’ compensation codes' },
      SCREEN_LOAD,
    );
    await expect(await within(grid).findByText('5403')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add code' })).toBeVisible();
  },
};

export const OvertimeRules: Story = {
  args: { path: `/org/${ORG_ID}/settings/workers-comp?tab=overtime-rules` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid', { name: 'Overtime rules' }, SCREEN_LOAD);
    await expect(await within(grid).findByText('Colorado daily')).toBeVisible();
    await expect(canvas.getByRole('switch', { name: 'Show archived rules' })).not.toBeChecked();
  },
};

export const PersonalProfile: Story = {
  args: { path: '/personal/settings' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 }, SCREEN_LOAD)).toBeVisible();
    await expect(await canvas.findByText('ada@example.com', {}, SCREEN_LOAD)).toBeVisible();
  },
};

export const ChangePassword: Story = {
  args: { path: '/personal/settings/change-password' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('button', { name: /change password/i }, SCREEN_LOAD),
    ).toBeVisible();
  },
};

export const Appearance: Story = {
  args: { path: '/personal/settings/appearance' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = await canvas.findByRole('radiogroup', { name: 'Appearance' }, SCREEN_LOAD);
    await expect(within(group).getAllByRole('radio')).toHaveLength(3);
  },
};
