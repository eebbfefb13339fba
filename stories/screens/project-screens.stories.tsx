import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ADMIN_SCREEN, ORG_ID } from '../fakes/fake-crew';
import { PROJECT_ROUTES } from '../fakes/fake-projects';
import type { AppScreen } from './app-screen';
import { prepareScreen, SCREEN_LOAD, SCREEN_META } from './app-screen';

/** The projects list and the project form, as an administrator sees them. */
const meta = {
  title: 'Screens/Projects',
  ...SCREEN_META,
  beforeEach: () =>
    prepareScreen({ ...ADMIN_SCREEN, routes: [...PROJECT_ROUTES, ...ADMIN_SCREEN.routes] }),
} satisfies Meta<typeof AppScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ProjectsList: Story = {
  args: { path: `/org/${ORG_ID}/projects` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid', { name: 'Projects' }, SCREEN_LOAD);
    const riverside = await within(grid).findByRole('row', { name: /Riverside Medical Center/ });
    await expect(riverside).toHaveTextContent('Front Range Health');
    await expect(riverside).toHaveTextContent('12,500 h');
    await expect(riverside).toHaveTextContent('$960,000');
    // Active projects only, until the status filter says otherwise.
    await expect(within(grid).queryByText('Cherry Creek Library')).toBeNull();
    await expect(canvas.getByRole('link', { name: /Create project/ })).toBeVisible();
  },
};

export const ProjectsFilteredByCustomer: Story = {
  args: { path: `/org/${ORG_ID}/projects` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const grid = await canvas.findByRole('grid', { name: 'Projects' }, SCREEN_LOAD);
    await within(grid).findByText('Union Station Lofts');
    const filters = within(canvas.getByRole('group', { name: 'Filters' }));
    // The list opens on active projects, and the chip says so.
    await expect(filters.getByRole('button', { name: 'Status: is Active' })).toBeVisible();

    await userEvent.click(filters.getByRole('button', { name: 'Add filter' }));
    await userEvent.click(await body.findByRole('menuitem', { name: 'Customer' }));
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
    const editor = await body.findByRole('dialog', { name: 'Customer' });
    await userEvent.click(within(editor).getByRole('checkbox', { name: 'Front Range Health' }));
    await userEvent.click(within(editor).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(within(grid).queryByText('Union Station Lofts')).toBeNull());
    await expect(within(grid).getByText('Riverside Medical Center')).toBeVisible();

    // "is none of" the same customer: the other projects instead.
    const chip = filters.getByRole('button', { name: 'Customer: is Front Range Health' });
    await userEvent.click(chip);
    const again = await body.findByRole('dialog', { name: 'Customer' });
    await userEvent.selectOptions(
      within(again).getByRole('combobox', { name: 'Rule' }),
      'is none of',
    );
    await userEvent.click(within(again).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(within(grid).queryByText('Riverside Medical Center')).toBeNull());
    await expect(within(grid).getByText('Union Station Lofts')).toBeVisible();
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

export const ProjectForm: Story = {
  args: { path: `/org/${ORG_ID}/projects/41/edit` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await canvas.findByRole('form', { name: 'Edit project' }, SCREEN_LOAD);
    const fields = within(form);
    await expect(fields.getByRole('textbox', { name: /^Project name/ })).toHaveValue(
      'Riverside Medical Center',
    );
    await expect(fields.getByRole('combobox', { name: /^Customer/ })).toHaveTextContent(
      'Front Range Health',
    );
    // The administrator assigns managers: Tia Approver is on it already.
    await waitFor(() =>
      expect(fields.getByRole('combobox', { name: /^Managers/ })).toHaveTextContent('Tia Approver'),
    );
    await expect(fields.getByRole('spinbutton', { name: /^Budget hours/ })).toBeVisible();
    const sites = canvas.getByRole('list', { name: 'Work sites' });
    await waitFor(() => expect(within(sites).getAllByRole('listitem')).toHaveLength(2));
    await expect(sites).toHaveTextContent('Tower crane pad');
  },
};

export const ProjectFormRefused: Story = {
  args: { path: `/org/${ORG_ID}/projects/create` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const form = await canvas.findByRole('form', { name: 'New project' }, SCREEN_LOAD);
    const fields = within(form);
    await userEvent.type(
      fields.getByRole('textbox', { name: /^Project name/ }),
      'Riverside Medical Center',
    );
    await userEvent.click(fields.getByRole('button', { name: 'Create project' }));
    await expect(await fields.findByText('A project with this name already exists')).toBeVisible();
    // The customer picker's dialog opens and returns focus to its button when cancelled.
    const newCustomer = fields.getByRole('button', { name: 'New customer' });
    await userEvent.click(newCustomer);
    const dialog = await body.findByRole('dialog', { name: 'New customer' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(newCustomer).toHaveFocus());
  },
};
