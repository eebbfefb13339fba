import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../design-system/button/button';
import { TabNav, TabNavItem } from '../design-system/tabs/tab-nav';

const meta = {
  title: 'Design System/TabNav',
  component: TabNav,
  args: { 'aria-label': 'Personal settings' },
  render: (args) => (
    <TabNav {...args}>
      <TabNavItem href="#profile" isActive>
        Profile
      </TabNavItem>
      <TabNavItem href="#password">Password</TabNavItem>
      <TabNavItem href="#appearance">Appearance</TabNavItem>
      <TabNavItem href="#notifications">Notifications</TabNavItem>
    </TabNav>
  ),
} satisfies Meta<typeof TabNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Personal settings' });
    await expect(within(nav).getAllByRole('link')).toHaveLength(4);
    await expect(canvas.getByRole('link', { name: 'Profile' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: 'Password' })).not.toHaveAttribute(
      'aria-current',
    );
  },
};

export const TabsAreLinksInTabOrder: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Profile' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Password' })).toHaveFocus();
  },
};

export const AsChildKeepsTheRouterLink: Story = {
  render: (args) => (
    <TabNav {...args}>
      <TabNavItem asChild isActive>
        <a href="#profile">Profile</a>
      </TabNavItem>
      <TabNavItem asChild>
        <a href="#password">Password</a>
      </TabNavItem>
    </TabNav>
  ),
  play: async ({ canvasElement }) => {
    const profile = within(canvasElement).getByRole('link', { name: 'Profile' });
    await expect(profile).toHaveAttribute('data-slot', 'tab-nav-item');
    await expect(profile).toHaveAttribute('aria-current', 'page');
  },
};

export const ScrollsSidewaysOnPhones: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { 'aria-label': 'Organisation settings' },
  render: (args) => (
    <TabNav {...args}>
      {[
        'General',
        'Pay schedules',
        'Overtime rules',
        'Rule groups',
        'Cost codes',
        'Integrations',
      ].map((name, index) => (
        <TabNavItem key={name} href={`#tab-${index}`} isActive={index === 0}>
          {name}
        </TabNavItem>
      ))}
    </TabNav>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('link')).toHaveLength(6);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

export const ShowsTheCurrentTabOnPhones: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { 'aria-label': 'Team members' },
  render: (args) => (
    <TabNav {...args}>
      {['Members', 'Deactivated', 'Expired invites', 'Teams', 'Archived teams'].map(
        (name, index) => (
          <TabNavItem key={name} href={`#tab-${index}`} isActive={name === 'Teams'}>
            {name}
          </TabNavItem>
        ),
      )}
    </TabNav>
  ),
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Team members' });
    const current = within(nav).getByRole('link', { name: 'Teams' });
    // The row scrolled by itself so the current tab is wholly on screen.
    await waitFor(() => expect(nav.scrollLeft).toBeGreaterThan(0));
    const box = nav.getBoundingClientRect();
    const tab = current.getBoundingClientRect();
    // (A pixel of leeway: layout works in fractions of one.)
    await expect(tab.left).toBeGreaterThanOrEqual(box.left - 1);
    await expect(tab.right).toBeLessThanOrEqual(box.right + 1);
    // Both ends hide tabs, and say so (they fade).
    await expect(nav).toHaveAttribute('data-overflow-start');
    await expect(nav).toHaveAttribute('data-overflow-end');
    // Swiping to the end reaches the last tab; the end no longer fades.
    nav.scrollLeft = nav.scrollWidth;
    await waitFor(() => expect(nav).not.toHaveAttribute('data-overflow-end'));
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

export const FollowsTheCurrentTabWhenItChanges: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { 'aria-label': 'Organisation settings' },
  render: function Render(args) {
    const names = ['General', 'Pay schedules', 'Overtime rules', 'Rule groups', 'Cost codes'];
    const [current, setCurrent] = useState('General');
    return (
      <div className="flex flex-col gap-4">
        <TabNav {...args}>
          {names.map((name) => (
            <TabNavItem key={name} href={`#${name}`} isActive={name === current}>
              {name}
            </TabNavItem>
          ))}
        </TabNav>
        <Button variant="secondary" onClick={() => setCurrent('Cost codes')}>
          Go to cost codes
        </Button>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Organisation settings' });
    await expect(nav.scrollLeft).toBe(0);
    await expect(nav).not.toHaveAttribute('data-overflow-start');
    await expect(nav).toHaveAttribute('data-overflow-end');
    await userEvent.click(canvas.getByRole('button', { name: 'Go to cost codes' }));
    const tab = canvas.getByRole('link', { name: 'Cost codes' });
    await expect(tab).toHaveAttribute('aria-current', 'page');
    await waitFor(() =>
      expect(tab.getBoundingClientRect().right).toBeLessThanOrEqual(
        nav.getBoundingClientRect().right + 1,
      ),
    );
  },
};
