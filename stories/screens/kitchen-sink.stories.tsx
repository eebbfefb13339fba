import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { settingsKey } from '../../design-system/data-grid/data-grid-settings';
import { KitchenSinkPage } from './kitchen-sink/kitchen-sink-page';
import { TIME_CARDS_GRID_ID } from './kitchen-sink/time-cards-panel';

const meta = {
  title: 'Screens/Kitchen sink',
  component: KitchenSinkPage,
  // The page brings its own padding and width, as a screen does.
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      // The screenshot is of <body>, and only its part inside the viewport is painted: a body taller
      // than the viewport comes out blank below the fold. The page scrolls in a viewport-high frame
      // instead, so the screenshot is its first screen (header, Actions, the top of Forms), whole.
      <div data-slot="kitchen-sink-frame" className="h-dvh overflow-y-auto">
        <Story />
      </div>
    ),
  ],
  beforeEach: () => {
    // The grid saves widths and page size; every run starts from the column definitions.
    localStorage.removeItem(settingsKey(TIME_CARDS_GRID_ID));
  },
} satisfies Meta<typeof KitchenSinkPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const SECTIONS = ['Actions', 'Forms', 'Pickers', 'Data', 'Overlays', 'Feedback and display'];

const body = within(document.body);

/** The scrolling frame of the decorator above. */
function frameOf(canvasElement: HTMLElement): HTMLElement {
  const frame = canvasElement.querySelector<HTMLElement>('[data-slot="kitchen-sink-frame"]');
  if (!frame) throw new Error('no kitchen sink frame');
  return frame;
}

/** The section's region, found by its h2. */
function section(canvasElement: HTMLElement, name: string) {
  return within(within(canvasElement).getByRole('region', { name }));
}

/** The page's h1 and the six section headings, each naming its region. */
async function expectSections(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('heading', { level: 1, name: 'Kitchen sink' })).toBeVisible();
  await expect(
    canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
  ).toEqual(SECTIONS);
  for (const name of SECTIONS) {
    await expect(canvas.getByRole('region', { name })).toBeVisible();
  }
}

/** Actions: every button look, copy, retry, a locked control and the colour scheme. */
async function expectActions(canvasElement: HTMLElement, scheme: string) {
  const actions = section(canvasElement, 'Actions');
  for (const name of ['Save changes', 'Cancel', 'Skip', 'Delete crew', 'View policy']) {
    await expect(actions.getByRole('button', { name })).toBeEnabled();
  }
  await expect(actions.getByRole('button', { name: 'Add team member' })).toBeVisible();
  await expect(actions.getByRole('button', { name: 'Saving' })).toHaveAttribute(
    'aria-busy',
    'true',
  );
  await expect(actions.getByRole('button', { name: 'Disabled' })).toBeDisabled();
  await expect(actions.getByRole('textbox', { name: 'Invite link' })).toHaveAttribute('readonly');
  await expect(actions.getByRole('button', { name: 'Copy invite link' })).toBeVisible();
  await expect(actions.getByRole('alert')).toHaveTextContent('QuickBooks sync failed');
  // Not counting down: the fixed label keeps the screenshot stable.
  await expect(actions.getByRole('button', { name: 'Retry sync' })).not.toHaveAttribute(
    'aria-disabled',
  );
  await expect(actions.getByRole('button', { name: 'Schedule a task' })).toBeVisible();
  await expect(actions.getByRole('radiogroup', { name: 'Appearance' })).toBeVisible();
  // The switcher shows the scheme the page is painted in.
  const label = scheme === 'dark' ? 'Dark' : 'Light';
  await expect(actions.getByRole('radio', { name: label })).toBeChecked();
}

async function expectForms(canvasElement: HTMLElement) {
  const forms = section(canvasElement, 'Forms');
  await expect(forms.getByRole('textbox', { name: 'Full name' })).toHaveValue('Dana Whitfield');
  await expect(forms.getByRole('textbox', { name: 'Work email' })).toHaveAttribute('type', 'email');
  // A password input has no role; its label finds it.
  await expect(forms.getByLabelText('Password')).toHaveAttribute('type', 'password');
  await expect(forms.getByRole('combobox', { name: 'Company size' })).toHaveValue('11-20');
  await expect(forms.getByRole('checkbox', { name: 'Send a welcome text' })).toBeChecked();
  await expect(forms.getByRole('textbox', { name: 'Notes' })).toHaveValue(
    'Gate code 4471. Hard hats past the fence.',
  );
  await expect(forms.getByRole('spinbutton', { name: 'Crew size' })).toHaveValue('12');
  await expect(forms.getByRole('radiogroup', { name: 'Pay period' })).toBeVisible();
  await expect(forms.getByRole('radio', { name: 'Weekly' })).toBeChecked();
  await expect(forms.getByRole('switch', { name: 'Overtime alerts' })).toBeChecked();
  await expect(forms.getByRole('searchbox', { name: 'Search employees' })).toBeVisible();
  await expect(forms.getByRole('textbox', { name: 'Mobile phone' })).toHaveValue('(415) 555-0101');
  await expect(forms.getByRole('combobox', { name: 'Mobile phone country' })).toHaveValue('us');
  await expect(forms.getByRole('group', { name: 'Verification code' })).toBeVisible();
  await expect(forms.getByRole('combobox', { name: 'Site address' })).toBeVisible();
  await expect(forms.getByLabelText('Attachments')).toHaveAttribute('type', 'file');
  await expect(forms.getByRole('listitem', { name: 'Framing inspection.pdf' })).toHaveTextContent(
    'Uploaded',
  );
  const invite = within(forms.getByRole('form', { name: 'Invite a crew member' }));
  await expect(invite.getByRole('textbox', { name: 'Crew member name' })).toHaveValue('');
  await expect(invite.getByRole('combobox', { name: 'Crew role' })).toHaveValue('');
  await expect(invite.getByRole('switch', { name: 'Text the invite link too' })).toBeChecked();
  await expect(invite.getByRole('button', { name: 'Send invite' })).toBeEnabled();
}

async function expectPickers(canvasElement: HTMLElement) {
  const pickers = section(canvasElement, 'Pickers');
  await expect(pickers.getByRole('combobox', { name: 'Start time' })).toHaveValue('7:00 AM');
  await expect(pickers.getByRole('button', { name: /^Report dates/ })).toHaveTextContent(
    'Nov 2 – Nov 8, 2026',
  );
  const day = within(pickers.getByRole('group', { name: 'Schedule day' }));
  await expect(day.getByRole('status')).toHaveTextContent('Mon, Nov 2, 2026');
  await expect(pickers.getByRole('combobox', { name: 'Role' })).toHaveTextContent('Foreman');
  await expect(pickers.getByRole('combobox', { name: 'Certifications' })).toHaveTextContent(
    'First aid',
  );
  await expect(pickers.getByRole('combobox', { name: /^Employee/ })).toHaveTextContent(
    'Cleo Brooks',
  );
  const rule = within(pickers.getByRole('group', { name: 'Repeat rule' }));
  await expect(rule.getByRole('combobox', { name: 'Repeat' })).toBeVisible();
}

async function expectData(canvasElement: HTMLElement) {
  const data = section(canvasElement, 'Data');
  const filters = within(data.getByRole('group', { name: 'Time card filters' }));
  await expect(filters.getByRole('button', { name: 'Add filter' })).toBeVisible();
  const grid = within(data.getByRole('grid', { name: 'Time cards' }));
  // Six cards less the one draft the filter hides, and the header row.
  await expect(grid.getAllByRole('row')).toHaveLength(6);
  await expect(grid.getByRole('checkbox', { name: 'Select row Ben Ortiz' })).toBeChecked();
  await expect(grid.getByRole('button', { name: 'Actions for Ben Ortiz' })).toBeVisible();
  await expect(data.getByRole('region', { name: 'Bulk actions' })).toHaveTextContent('1 selected');
  await expect(data.getByRole('navigation', { name: 'Time cards pages' })).toBeVisible();
  await expect(data.getByText('1–5 of 5')).toBeVisible();
  const pagination = within(data.getByRole('navigation', { name: 'Pagination' }));
  await expect(pagination.getByRole('button', { name: 'Page 4' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(data.getByRole('navigation', { name: 'Report pages' })).toBeVisible();
  await expect(data.getByText('21–40 of 245')).toBeVisible();
  await expect(data.getByRole('tablist', { name: 'Employee sections' })).toBeVisible();
  await expect(data.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
  const projectTabs = within(data.getByRole('navigation', { name: 'Project sections' }));
  await expect(projectTabs.getByRole('link', { name: 'Overview' })).toHaveAttribute(
    'aria-current',
    'page',
  );
}

async function expectOverlays(canvasElement: HTMLElement) {
  const overlays = section(canvasElement, 'Overlays');
  for (const name of ['Invite team member', 'Edit crew', 'Archive crew', 'Shift details']) {
    await expect(overlays.getByRole('button', { name })).toBeVisible();
  }
  await expect(overlays.getByRole('button', { name: 'Account' })).toHaveAttribute(
    'aria-haspopup',
    'menu',
  );
  await expect(overlays.getByRole('button', { name: 'Import help' })).toBeVisible();
  // Every overlay is closed on the page.
  await expect(body.queryByRole('dialog')).not.toBeInTheDocument();
  await expect(body.queryByRole('menu')).not.toBeInTheDocument();
}

async function expectFeedback(canvasElement: HTMLElement) {
  const feedback = section(canvasElement, 'Feedback and display');
  await expect(feedback.getByRole('group', { name: 'Clocked in now' })).toHaveTextContent('11');
  // Danger and warning interrupt (alert); info and success wait their turn (status).
  await expect(feedback.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
    'Two cards over 12 hoursCheck them before payroll closes.',
    'Payroll export failed',
  ]);
  await expect(feedback.getByRole('heading', { level: 3, name: 'North yard crew' })).toBeVisible();
  await expect(feedback.getByText('Invited')).toBeVisible();
  await expect(feedback.getByText('No projects yet')).toBeVisible();
  const statuses = feedback.getAllByRole('status').map((status) => status.textContent);
  await expect(statuses).toContain('Loading time cards');
  await expect(statuses).toContain('Loading crew');
  await expect(feedback.getByRole('region', { name: 'Site photos' })).toBeVisible();
  await expect(feedback.getByRole('tab', { name: 'Photo 1 of 3' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(
    within(feedback.getByRole('list', { name: 'Task history' })).getAllByRole('listitem'),
  ).toHaveLength(4);
  await expect(body.getByRole('region', { name: 'Notifications' })).toBeInTheDocument();
}

/** Focuses a control as the keyboard would land on it, without tabbing through the whole page. */
async function pressEnterOn(control: HTMLElement) {
  control.focus();
  await expect(control).toHaveFocus();
  await userEvent.keyboard('{Enter}');
}

/** The open dialog, once its opening motion is over. */
async function findDialog(name: string) {
  const dialog = await body.findByRole('dialog', { name });
  await waitFor(() => expect(dialog.getAnimations()).toHaveLength(0));
  return dialog;
}

export const Page: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expectSections(canvasElement);
    await expectActions(canvasElement, String(globals.colorScheme));
    await expectForms(canvasElement);
    await expectPickers(canvasElement);
    await expectData(canvasElement);
    await expectOverlays(canvasElement);
    await expectFeedback(canvasElement);

    // The modal opens with Enter and closes with Escape, giving focus back to its button.
    const invite = canvas.getByRole('button', { name: 'Invite team member' });
    await pressEnterOn(invite);
    const modal = await findDialog('Invite a team member');
    await waitFor(() => expect(modal).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(invite).toHaveFocus());

    // The drawer likewise.
    const editCrew = canvas.getByRole('button', { name: 'Edit crew' });
    await pressEnterOn(editCrew);
    const drawer = await findDialog('Edit crew');
    await waitFor(() => expect(drawer).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(editCrew).toHaveFocus());

    // The tooltip shows on keyboard focus and Escape hides it.
    const help = canvas.getByRole('button', { name: 'Import help' });
    help.focus();
    await expect(await body.findByRole('tooltip')).toHaveTextContent(
      'Imports employees, projects and cost codes from accounting.',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('tooltip')).not.toBeInTheDocument());

    // A toast is raised by its button and closed again, so none is left in the screenshot.
    await userEvent.click(canvas.getByRole('button', { name: 'Approve time card' }));
    const notifications = within(body.getByRole('region', { name: 'Notifications' }));
    const toast = await notifications.findByRole('status');
    await expect(toast).toHaveTextContent('Time card approved');
    await userEvent.click(notifications.getByRole('button', { name: 'Close notification' }));
    await waitFor(() => expect(notifications.queryByRole('status')).not.toBeInTheDocument());

    // The screenshot shows the top of the page with nothing focused (no focus ring).
    (document.activeElement as HTMLElement | null)?.blur();
    frameOf(canvasElement).scrollTo({ top: 0 });
    await waitFor(() => expect(frameOf(canvasElement).scrollTop).toBe(0));
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(window.innerWidth).toBe(375);
    await expectSections(canvasElement);
    // On phones the single select is the platform's own picker.
    await expect(canvas.getByRole('combobox', { name: 'Role' }).tagName).toBe('SELECT');
    await expect(canvas.getByRole('grid', { name: 'Time cards' })).toBeVisible();
    // Nothing sticks out sideways, from the page or inside its scrolling frame: wide content (the
    // grid) scrolls inside its own box.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    const frame = frameOf(canvasElement);
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
  },
};
