import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
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
