import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ADMIN_SCREEN, ORG_ID, WES } from '../fakes/fake-crew';
import type { AppScreen } from './app-screen';
import { prepareScreen, SCREEN_LOAD, SCREEN_META } from './app-screen';

/**
 * The crew's screens as an administrator sees them, in the signed-in frame: the team-member
 * list, the teams, and one team member's page. The API is the fake of stories/fakes.
 */
const meta = {
  title: 'Screens/Crew',
  ...SCREEN_META,
  beforeEach: () => prepareScreen(ADMIN_SCREEN),
} satisfies Meta<typeof AppScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Members: Story = {
  args: { path: `/org/${ORG_ID}/crew/members` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Team members' }, SCREEN_LOAD),
    ).toBeVisible();
    const grid = await canvas.findByRole('grid', { name: 'Team members' }, SCREEN_LOAD);
    await expect(within(grid).getByRole('link', { name: 'Wes Walker' })).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Search team members' })).toBeVisible();
  },
};

export const DeactivatedIsEmpty: Story = {
  args: { path: `/org/${ORG_ID}/crew/deactivated` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Nobody is deactivated', {}, SCREEN_LOAD)).toBeVisible();
    // Nothing to narrow: the empty state stands alone, without the search.
    await expect(canvas.queryByRole('searchbox')).toBeNull();
  },
};

export const Dashboard: Story = {
  args: { path: `/org/${ORG_ID}/dashboard` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 }, SCREEN_LOAD)).toBeVisible();
    await expect(await canvas.findAllByText(/Acme Builders/, {}, SCREEN_LOAD)).not.toHaveLength(0);
    // The blocks read the dashboard's own call: nothing failed to load.
    await expect(
      await canvas.findByText('2 people clocked in, 1 on a break', {}, SCREEN_LOAD),
    ).toBeVisible();
    await expect(canvas.queryByText('This could not be loaded')).toBeNull();
  },
};

export const Teams: Story = {
  args: { path: `/org/${ORG_ID}/crew/members/groups` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid', { name: 'Teams' }, SCREEN_LOAD);
    await expect(await within(grid).findByText('Framing crew')).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Active', selected: true })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Create team' })).toBeVisible();
  },
};

export const EmployeeDetail: Story = {
  args: { path: `/org/${ORG_ID}/employee/${WES.employee_id}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Wes Walker' }, SCREEN_LOAD),
    ).toBeVisible();
    await expect(
      await canvas.findByRole('link', { name: 'Tia Approver' }, SCREEN_LOAD),
    ).toBeVisible();
    // The cards that load on their own: pay records and time rules.
    await expect(await canvas.findByText('$25.50/hr', {}, SCREEN_LOAD)).toBeVisible();
    await expect(await canvas.findAllByText('Organisation default', {}, SCREEN_LOAD)).toHaveLength(
      2,
    );
  },
};
