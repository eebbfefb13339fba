import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { makeOrg } from '../../app/test-support/fixtures';
import { QueryProvider } from '../../app/api/query-provider';
import { CompanyLocationsPanel } from '../../app/features/company-locations/company-locations-panel';
import { PaySchedulesPanel } from '../../app/features/pay-schedules/pay-schedules-panel';
import { ToastProvider } from '../../design-system/toast/toast';
import { ADMIN_SCREEN, ORG, ORG_ID } from '../fakes/fake-crew';
import { REFERENCE_ROUTES } from '../fakes/fake-reference-data';
import type { AppScreen } from './app-screen';
import { prepareScreen, SCREEN_LOAD, SCREEN_META } from './app-screen';

/**
 * The cost codes page, and the settings hub's company-locations and pay-schedules panels (shown
 * on their own, as the hub's Company tab holds them), as an administrator sees them.
 */
const meta = {
  title: 'Screens/Reference data',
  ...SCREEN_META,
  beforeEach: () =>
    prepareScreen({ ...ADMIN_SCREEN, routes: [...REFERENCE_ROUTES, ...ADMIN_SCREEN.routes] }),
} satisfies Meta<typeof AppScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A panel of the settings hub on its own, with what the app puts around it. */
function Panel({ children }: { children: React.ReactNode }) {
  return (
    <QueryProvider>
      <ToastProvider>
        <div className="min-h-dvh bg-background p-6 text-text">{children}</div>
      </ToastProvider>
    </QueryProvider>
  );
}

export const CostCodes: Story = {
  args: { path: `/org/${ORG_ID}/cost-codes` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid', { name: 'Cost codes' }, SCREEN_LOAD);
    await expect(await within(grid).findByText('Cast-in-place concrete')).toBeVisible();
    await expect(within(grid).getAllByText('All projects')).toHaveLength(2);
    await expect(
      canvas.getByRole('switch', { name: 'Show archived cost codes' }),
    ).not.toBeChecked();
  },
};

export const CostCodeAddRefused: Story = {
  args: { path: `/org/${ORG_ID}/cost-codes` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Add cost code' }, SCREEN_LOAD),
    );
    const dialog = await body.findByRole('dialog', { name: 'Add cost code' });
    // Empty: the form's own rule.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add cost code' }));
    const code = within(dialog).getByRole('textbox', { name: /^Code/ });
    await expect(code).toHaveAccessibleDescription(/Required/i);
    // A taken code: the server's field hint on the field.
    await userEvent.type(code, '03-300');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Concrete');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add cost code' }));
    await expect(
      await within(dialog).findByText('A cost code with this code already exists'),
    ).toBeVisible();
    await expect(within(dialog).getByRole('combobox', { name: /Projects/ })).toBeVisible();
    // Where a person goes next, the refused field: a settled focus for the screenshot.
    code.focus();
    await waitFor(() => expect(code).toHaveFocus());
  },
};

/** Starter plan: the upgrade prompt stands in for the list. */
export const CostCodesLocked: Story = {
  args: { path: `/org/${ORG_ID}/cost-codes` },
  beforeEach: () => {
    const starter = makeOrg({
      ...ORG,
      crew_product_plan: { id: 1, tier: 'basic', recurring_interval: 'monthly' },
    });
    return prepareScreen({
      ...ADMIN_SCREEN,
      routes: [
        { method: 'GET', path: `/v1/orgs/${ORG_ID}`, answer: () => ({ data: starter }) },
        ...REFERENCE_ROUTES,
        ...ADMIN_SCREEN.routes,
      ],
    });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Cost codes are part of project tracking', {}, SCREEN_LOAD),
    ).toBeVisible();
    // The add button stays, locked: it opens the upgrade prompt (Ada may change the plan).
    await userEvent.click(canvas.getByRole('button', { name: /Add cost code/ }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('dialog', { name: 'Upgrade to Pro' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('grid', { name: 'Cost codes' })).toBeNull();
  },
};

export const CompanyLocations: Story = {
  args: { path: '/' },
  render: () => (
    <Panel>
      <CompanyLocationsPanel orgId={ORG_ID} />
    </Panel>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid', { name: 'Company locations' }, SCREEN_LOAD);
    const office = within(grid).getByRole('row', { name: /Main office/ });
    await expect(office).toHaveTextContent('492 ft');
    await expect(office).toHaveTextContent('On');
    await expect(within(grid).getByRole('row', { name: /North yard/ })).toHaveTextContent('1.5 mi');
  },
};

export const CompanyLocationAddInvalid: Story = {
  args: { path: '/' },
  render: () => (
    <Panel>
      <CompanyLocationsPanel orgId={ORG_ID} />
    </Panel>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add location' }, SCREEN_LOAD));
    const dialog = await body.findByRole('dialog', { name: 'Add company location' });
    await expect(within(dialog).getByRole('slider', { name: 'Geofence radius' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add location' }));
    await expect(
      within(dialog).getByRole('textbox', { name: /^Name/ }),
    ).toHaveAccessibleDescription(/Required/i);
    await expect(
      within(dialog).getByRole('spinbutton', { name: /^Latitude/ }),
    ).toHaveAccessibleDescription(/click the map to place the location/);
  },
};

export const PaySchedules: Story = {
  args: { path: '/' },
  render: () => (
    <Panel>
      <PaySchedulesPanel orgId={ORG_ID} />
    </Panel>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid', { name: 'Pay schedules' }, SCREEN_LOAD);
    await expect(within(grid).getByRole('row', { name: /Weekly crews/ })).toHaveTextContent(
      'Default',
    );
    const periods = await canvas.findByRole('list', { name: 'Next pay periods of Weekly crews' });
    await expect(within(periods).getAllByRole('listitem')).toHaveLength(6);
    await expect(periods).toHaveTextContent('Mon 05 Jan 2026 – Sun 11 Jan 2026');
  },
};

export const PayScheduleAddInvalid: Story = {
  args: { path: '/' },
  render: () => (
    <Panel>
      <PaySchedulesPanel orgId={ORG_ID} />
    </Panel>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Add pay schedule' }, SCREEN_LOAD),
    );
    const dialog = await body.findByRole('dialog', { name: 'Add pay schedule' });
    const name = within(dialog).getByRole('textbox', { name: /^Name/ });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add pay schedule' }));
    await expect(name).toHaveAccessibleDescription(/required/i);
    // A Sunday workweek while the first period starts on a Monday: the cadence rule, on the date.
    await userEvent.type(name, 'Crews');
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Workweek starts on/ }));
    await userEvent.click(await body.findByRole('option', { name: 'Sunday' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add pay schedule' }));
    await expect(
      await within(dialog).findByText(
        'The first pay period must start on the first day of the workweek (Sunday)',
      ),
    ).toBeVisible();
  },
};
