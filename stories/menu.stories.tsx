import type { Meta, StoryObj } from '@storybook/react-vite';
import { LogOut, User } from 'lucide-react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../design-system/button/button';
import {
  Menu,
  MenuContent,
  MenuItem,
  MenuLabel,
  MenuSeparator,
  MenuTrigger,
} from '../design-system/menu/menu';

const openProfile = fn();
const signOut = fn();

const meta = {
  title: 'Design System/Menu',
  component: Menu,
  render: (args) => (
    <div className="flex justify-end">
      <Menu {...args}>
        <MenuTrigger>
          <Button variant="secondary">Account</Button>
        </MenuTrigger>
        <MenuContent>
          <MenuLabel>dana@northyard.test</MenuLabel>
          <MenuItem onSelect={openProfile}>
            <User aria-hidden="true" />
            Profile
          </MenuItem>
          <MenuItem asChild>
            <a href="#organisations">Switch organisation</a>
          </MenuItem>
          <MenuItem disabled>Billing (owners only)</MenuItem>
          <MenuSeparator />
          <MenuItem tone="danger" onSelect={signOut}>
            <LogOut aria-hidden="true" />
            Sign out
          </MenuItem>
        </MenuContent>
      </Menu>
    </div>
  ),
  beforeEach: () => {
    openProfile.mockClear();
    signOut.mockClear();
  },
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Account' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    const menu = await body.findByRole('menu');
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Profile', 'Switch organisation', 'Billing (owners only)', 'Sign out']);
    await expect(
      within(menu).getByRole('menuitem', { name: 'Billing (owners only)' }),
    ).toHaveAttribute('aria-disabled', 'true');
  },
};

export const SelectingAnItemRunsItAndCloses: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Account' });
    await userEvent.click(trigger);
    await userEvent.click(await body.findByRole('menuitem', { name: 'Sign out' }));
    await expect(signOut).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const KeyboardOpensAndMoves: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Account' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await body.findByRole('menu');
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Switch organisation' })).toHaveFocus();
    // The disabled item is skipped.
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Sign out' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
    await expect(signOut).not.toHaveBeenCalled();
  },
};

export const LinkItemNavigates: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Account' }));
    const item = await body.findByRole('menuitem', { name: 'Switch organisation' });
    await expect(item.tagName).toBe('A');
    await expect(item).toHaveAttribute('href', '#organisations');
    await userEvent.keyboard('{Escape}');
  },
};
