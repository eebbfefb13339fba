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
import { contrastRatio } from '../design-system/tokens/contrast';

const openProfile = fn();
const signOut = fn();
const openBilling = fn();

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
          <MenuItem disabled onSelect={openBilling}>
            Billing (owners only)
          </MenuItem>
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
    openBilling.mockClear();
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
    // Escape gives focus back to the trigger.
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

export const SpaceAndArrowDownOpenToo: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Account' });
    trigger.focus();
    await userEvent.keyboard(' ');
    let menu = await body.findByRole('menu');
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    menu = await body.findByRole('menu');
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveFocus(),
    );
    // Enter runs the focused item.
    await userEvent.keyboard('{Enter}');
    await expect(openProfile).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
  },
};

export const ArrowUpHomeAndEndMove: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Account' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await body.findByRole('menu');
    const item = (name: string) => within(menu).getByRole('menuitem', { name });
    await waitFor(() => expect(item('Profile')).toHaveFocus());
    await userEvent.keyboard('{End}');
    await expect(item('Sign out')).toHaveFocus();
    // Up skips the disabled item on its way back.
    await userEvent.keyboard('{ArrowUp}');
    await expect(item('Switch organisation')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(item('Profile')).toHaveFocus();
    // The list does not wrap around: Up on the first item stays there.
    await userEvent.keyboard('{ArrowUp}');
    await expect(item('Profile')).toHaveFocus();
    await userEvent.keyboard('{Escape}');
  },
};

export const TypeaheadJumpsToAnItem: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Account' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await body.findByRole('menu');
    const item = (name: string) => within(menu).getByRole('menuitem', { name });
    await waitFor(() => expect(item('Profile')).toHaveFocus());
    // The first letter jumps to the next item that starts with it…
    await userEvent.keyboard('s');
    await expect(item('Switch organisation')).toHaveFocus();
    // …and typing more of a name finds that one.
    await userEvent.keyboard('ign');
    await expect(item('Sign out')).toHaveFocus();
    // After a pause, a new search starts; the disabled item cannot be reached this way.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await userEvent.keyboard('b');
    await expect(item('Billing (owners only)')).not.toHaveFocus();
    await expect(item('Sign out')).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(signOut).not.toHaveBeenCalled();
  },
};

export const DisabledItemDoesNothing: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Account' }));
    const menu = await body.findByRole('menu');
    const billing = within(menu).getByRole('menuitem', { name: 'Billing (owners only)' });
    await expect(billing).toHaveAttribute('aria-disabled', 'true');
    await expect(billing).toHaveAttribute('data-disabled');
    // A click on it neither runs it nor closes the menu.
    await userEvent.click(billing, { pointerEventsCheck: 0 });
    await expect(openBilling).not.toHaveBeenCalled();
    await expect(menu).toBeInTheDocument();
    await expect(menu).toBeVisible();
    await userEvent.keyboard('{Escape}');
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

/** The colour of an item's highlight bar (its inset box-shadow), as getComputedStyle gives it. */
function barColor(item: HTMLElement) {
  const shadow = getComputedStyle(item).boxShadow;
  const color = /rgb\([^)]*\)/.exec(shadow)?.[0];
  if (!color || !shadow.includes('inset')) throw new Error(`No highlight bar: ${shadow}`);
  return color;
}

export const HighlightedItemHasAVisibleIndicator: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Account' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await body.findByRole('menu');
    const item = (name: string) => within(menu).getByRole('menuitem', { name });
    await waitFor(() => expect(item('Profile')).toHaveFocus());
    await expect(item('Profile')).toHaveAttribute('data-highlighted');
    const surface = getComputedStyle(menu).backgroundColor;

    // WCAG 1.4.11: the highlight differs from its neighbours by at least 3:1, in this scheme
    // (the test runs in light and in dark), against the menu and the item's own background.
    const bar = barColor(item('Profile'));
    await expect(contrastRatio(bar, surface)).toBeGreaterThanOrEqual(3);
    await expect(
      contrastRatio(bar, getComputedStyle(item('Profile')).backgroundColor),
    ).toBeGreaterThanOrEqual(3);
    // Its neighbours carry no bar.
    await expect(getComputedStyle(item('Switch organisation')).boxShadow).toBe('none');

    // The danger item has the same treatment in its own tone.
    await userEvent.keyboard('{End}');
    await expect(item('Sign out')).toHaveAttribute('data-highlighted');
    const dangerBar = barColor(item('Sign out'));
    await expect(dangerBar).not.toBe(bar);
    await expect(contrastRatio(dangerBar, surface)).toBeGreaterThanOrEqual(3);
    await expect(
      contrastRatio(dangerBar, getComputedStyle(item('Sign out')).backgroundColor),
    ).toBeGreaterThanOrEqual(3);
    await expect(getComputedStyle(item('Profile')).boxShadow).toBe('none');
    // Back to the first item: the bar follows the highlight.
    await userEvent.keyboard('{Home}');
    await expect(barColor(item('Profile'))).toBe(bar);
    await expect(getComputedStyle(item('Sign out')).boxShadow).toBe('none');
  },
};
