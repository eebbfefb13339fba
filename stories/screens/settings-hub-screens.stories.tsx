import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { makeOrg } from '../../app/test-support/fixtures';
import { ADMIN_SCREEN, ORG, ORG_ID } from '../fakes/fake-crew';
import { settingsWorld } from '../fakes/fake-settings';
import type { AppScreen } from './app-screen';
import { prepareScreen, SCREEN_LOAD, SCREEN_META } from './app-screen';

/**
 * The settings hub and its time section, as an administrator sees them over a fake API that
 * remembers writes (stories/fakes/fake-settings.ts).
 */
let world = settingsWorld();

const meta = {
  title: 'Screens/Settings hub',
  ...SCREEN_META,
  beforeEach: () => {
    world = settingsWorld();
    return prepareScreen({ ...ADMIN_SCREEN, routes: [...world.routes, ...ADMIN_SCREEN.routes] });
  },
} satisfies Meta<typeof AppScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Hub: Story = {
  args: { path: `/org/${ORG_ID}/settings` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Settings' }, SCREEN_LOAD),
    ).toBeVisible();
    const cards = canvas.getByRole('list', { name: 'Settings' });
    for (const name of ['Time', 'Projects', 'Company', 'Workers’ comp'])
      await expect(within(cards).getByRole('link', { name })).toBeVisible();
    const sections = canvas.getByRole('navigation', { name: 'Settings sections' });
    await expect(within(sections).getByRole('link', { name: 'Overview' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** Add a group with meal breaks and move two people into it. */
export const AddTimeClockRuleGroup: Story = {
  args: { path: `/org/${ORG_ID}/settings/time` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Time clock rule groups' }, SCREEN_LOAD);
    await expect(await within(table).findByText('30m after 4h 45m')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Add rule group' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(await body.findByRole('dialog', { name: 'Add time clock rules' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /^Name/ }), 'Night shift');
    await userEvent.click(dialog.getByRole('switch', { name: 'First meal break required' }));
    await userEvent.type(dialog.getByLabelText('First meal break after (minutes worked)'), '300');
    await userEvent.type(dialog.getByLabelText('First meal break length (minutes)'), '30');
    const people = within(dialog.getByRole('group', { name: 'Team members' }));
    await userEvent.click(await people.findByRole('checkbox', { name: 'Wes Walker' }));
    await userEvent.click(people.getByRole('checkbox', { name: 'Lena Ortiz' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Add rule group' }));

    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    const [created, ...moves] = world.writes;
    await expect(created?.body).toMatchObject({
      name: 'Night shift',
      breaks: {
        is_first_meal_break_required: true,
        first_meal_break_after_seconds: 18_000,
        first_meal_break_duration_seconds: 1800,
      },
    });
    await expect(moves.map((move) => move.path)).toEqual([
      `/v1/orgs/${ORG_ID}/employee/50`,
      `/v1/orgs/${ORG_ID}/employee/51`,
    ]);
    const row = await within(table).findByRole('row', { name: /Night shift/ });
    await expect(within(row).getByText('30m after 5h 0m')).toBeVisible();
    await expect(within(row).getByText('2')).toBeVisible();
  },
};

/** The dialog open on the demo's meal-break group, for its screenshot. */
export const EditTimeClockRuleGroup: Story = {
  args: { path: `/org/${ORG_ID}/settings/time/breaks` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Edit California meal breaks' }, SCREEN_LOAD),
    );
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(await body.findByRole('dialog', { name: 'Edit California meal breaks' }));
    await expect(dialog.getByRole('switch', { name: 'Automatic meal breaks' })).toBeChecked();
    await expect(dialog.getByLabelText('First meal break after (minutes worked)')).toHaveValue(
      '285',
    );
    // Its two members ticked, first.
    const people = within(dialog.getByRole('group', { name: 'Team members' }));
    await expect(await people.findByRole('checkbox', { name: 'Tia Approver' })).toBeChecked();
    await expect(people.getByRole('checkbox', { name: 'Sam Chen' })).toBeChecked();
    await expect(people.getByRole('checkbox', { name: 'Wes Walker' })).not.toBeChecked();
  },
};

/** Rounding saves as it is chosen. */
export const Rounding: Story = {
  args: { path: `/org/${ORG_ID}/settings/time/rounding` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rounding = await canvas.findByRole(
      'combobox',
      { name: 'Round clock times to' },
      SCREEN_LOAD,
    );
    await userEvent.selectOptions(rounding, '15');
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText('Settings saved')).toBeVisible();
    await expect(world.writes.at(-1)?.body).toEqual({ time_round_minutes: 15 });
    await waitFor(() => expect(rounding).toHaveValue('15'));
  },
};

/** Starter plan: time limits sit behind the upgrade prompt. */
export const TimeLimitsLocked: Story = {
  args: { path: `/org/${ORG_ID}/settings/time/time-limits` },
  beforeEach: () => {
    world = settingsWorld({
      org: makeOrg({
        ...ORG,
        crew_product_plan: { id: 1, tier: 'basic', recurring_interval: 'monthly' },
      }),
    });
    return prepareScreen({ ...ADMIN_SCREEN, routes: [...world.routes, ...ADMIN_SCREEN.routes] });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Time settings' }, SCREEN_LOAD),
    ).toBeVisible();
    // The add button stays, locked: it opens the upgrade prompt (Ada may change the plan).
    await userEvent.click(await canvas.findByRole('button', { name: /Add rule group/ }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('dialog', { name: 'Upgrade to Pro' })).toBeVisible();
  },
};
