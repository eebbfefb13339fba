import type { MouseEvent } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  CalendarClock,
  ClipboardList,
  FolderKanban,
  LayoutDashboard,
  Settings,
  Users,
} from 'lucide-react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  AppShell,
  AppShellNavItem,
  AppShellNavSection,
} from '../design-system/app-shell/app-shell';
import { CrewcardWordmark } from '../design-system/auth-layout/auth-layout';
import { Button } from '../design-system/button/button';
import { PageHeader } from '../design-system/page-header/page-header';
import { Stat } from '../design-system/stat/stat';

/** Stands in for the router: a real link would leave the story's frame. */
const stayHere = (event: MouseEvent) => event.preventDefault();

const nav = (
  <>
    <AppShellNavSection>
      <AppShellNavItem href="#dashboard" icon={<LayoutDashboard />} isActive>
        Dashboard
      </AppShellNavItem>
      <AppShellNavItem href="#time-cards" icon={<CalendarClock />}>
        Time cards
      </AppShellNavItem>
      <AppShellNavItem href="#projects" icon={<FolderKanban />}>
        Projects
      </AppShellNavItem>
      <AppShellNavItem href="#tasks" icon={<ClipboardList />}>
        Tasks
      </AppShellNavItem>
    </AppShellNavSection>
    <AppShellNavSection title="Organisation">
      <AppShellNavItem href="#team" icon={<Users />} onClick={stayHere}>
        Team members
      </AppShellNavItem>
      <AppShellNavItem href="#settings" icon={<Settings />}>
        Settings
      </AppShellNavItem>
    </AppShellNavSection>
  </>
);

const meta = {
  title: 'Design System/AppShell',
  component: AppShell,
  parameters: { layout: 'fullscreen' },
  args: {
    brand: <CrewcardWordmark />,
    nav,
    topbar: (
      <Button variant="ghost" size="sm">
        Dana Ortiz
      </Button>
    ),
    children: (
      <>
        <PageHeader
          title="Dashboard"
          description="North Yard Builders · week of 3 March"
          actions={<Button>Add team member</Button>}
        />
        <div className="grid gap-4 sm:grid-cols-3">
          <Stat label="Clocked in now" value="11" hint="of 12 scheduled" />
          <Stat label="Hours this week" value="412.5" />
          <Stat label="Time cards to approve" value="7" />
        </div>
      </>
    ),
  },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Desktop: the sidebar is the navigation and the drawer button is gone.
    const navigation = canvas.getByRole('navigation', { name: 'Main' });
    await expect(navigation).toBeVisible();
    await expect(within(navigation).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.queryByRole('button', { name: 'Open navigation' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('main')).toHaveAttribute('id', 'main');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  },
};

export const SkipLinkComesFirst: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toHaveFocus();
    await expect(skip).toBeVisible();
    await expect(skip).toHaveAttribute('href', '#main');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('main')).toHaveFocus());
  },
};

export const PhoneOpensNavigationDrawer: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    // Phone: the sidebar is hidden and a menu button opens the same links in a drawer.
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Open navigation' }));
    const drawer = await body.findByRole('dialog', { name: 'Navigation' });
    await expect(within(drawer).getByRole('navigation', { name: 'Main' })).toBeVisible();
    await userEvent.click(within(drawer).getByRole('link', { name: 'Team members' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const PhoneDrawerClosesOnEscape: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    const opener = canvas.getByRole('button', { name: 'Open navigation' });
    await userEvent.click(opener);
    await body.findByRole('dialog', { name: 'Navigation' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

export const PhoneLayoutFits: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    // Nothing sticks out sideways at 375 px.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

export const MarksTheSectionOfTheCurrentPage: Story = {
  args: {
    // On one team member's page: no item is that page, 'Team members' is its section.
    nav: (
      <AppShellNavSection>
        <AppShellNavItem href="#dashboard" icon={<LayoutDashboard />}>
          Dashboard
        </AppShellNavItem>
        <AppShellNavItem href="#team" icon={<Users />} aria-current="true">
          Team members
        </AppShellNavItem>
        <AppShellNavItem href="#settings" icon={<Settings />}>
          Settings
        </AppShellNavItem>
      </AppShellNavSection>
    ),
  },
  play: async ({ canvasElement }) => {
    const navigation = within(canvasElement).getByRole('navigation', { name: 'Main' });
    const team = within(navigation).getByRole('link', { name: 'Team members' });
    const dashboard = within(navigation).getByRole('link', { name: 'Dashboard' });
    await expect(team).toHaveAttribute('aria-current', 'true');
    await expect(dashboard).not.toHaveAttribute('aria-current');
    // Lit as the current page would be, unlike the other items.
    await expect(team).toHaveClass('aria-[current=true]:bg-primary-soft');
    await expect(getComputedStyle(team).backgroundColor).not.toBe(
      getComputedStyle(dashboard).backgroundColor,
    );
  },
};
