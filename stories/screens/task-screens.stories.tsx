import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { TASK_TEXT } from '../../contract/tasks-text';
import { RULE_TEXT } from '../../contract/validation';
import { ORG_ID } from '../fakes/fake-crew';
import { STARTER_TASKS_SCREEN, TASKS_DAY, TASKS_SCREEN, conflictRoutes } from '../fakes/fake-tasks';
import type { AppScreen } from './app-screen';
import { prepareScreen, SCREEN_LOAD, SCREEN_META } from './app-screen';

/**
 * The tasks page as an administrator sees it, on the week of Monday 2 March 2026: the week and
 * month calendars, the list, the board, the drawer with a task's details, checklist and notes,
 * the scope question of a repeating task, a stale save, and the plan gate.
 */
const meta = {
  title: 'Screens/Tasks',
  ...SCREEN_META,
  beforeEach: () => prepareScreen(TASKS_SCREEN),
} satisfies Meta<typeof AppScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const tasksPath = (query = '') => `/org/${ORG_ID}/tasks?date=${TASKS_DAY}${query}`;

export const Week: Story = {
  args: { path: tasksPath() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid', { name: 'Tasks, Mar 1 – 7, 2026' }, SCREEN_LOAD);
    const monday = within(grid).getByRole('gridcell', { name: /^Monday, March 2, 2026, 2 tasks/ });
    await expect(
      within(monday).getByRole('button', { name: /^Site walkthrough\b.*Repeats/ }),
    ).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Week', selected: true })).toBeVisible();
  },
};

export const MonthShowsMoreInPlace: Story = {
  args: { path: tasksPath('&view=month') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid', { name: 'Tasks, March 2026' }, SCREEN_LOAD);
    const wednesday = within(grid).getByRole('gridcell', {
      name: /^Wednesday, March 4, 2026, 5 tasks/,
    });
    await expect(within(wednesday).getAllByRole('button', { name: /, Mar 4,/ })).toHaveLength(3);
    await userEvent.click(within(wednesday).getByRole('button', { name: /^\+2 more/ }));
    await expect(within(wednesday).getAllByRole('button', { name: /, Mar 4,/ })).toHaveLength(5);
    // The first chip it revealed has the focus the button had.
    await expect(within(wednesday).getByRole('button', { name: /^Order drywall/ })).toHaveFocus();
  },
};

export const MonthKeyboard: Story = {
  args: { path: tasksPath('&view=month') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid', { name: 'Tasks, March 2026' }, SCREEN_LOAD);
    const first = within(grid).getByRole('gridcell', { name: /^Sunday, March 1, 2026/ });
    first.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(
      within(grid).getByRole('gridcell', { name: /^Monday, March 2, 2026/ }),
    ).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    // A week up leaves March: February shows, and the focus is on 23 February.
    await expect(await canvas.findByRole('grid', { name: 'Tasks, February 2026' })).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByRole('gridcell', { name: /^Monday, February 23, 2026/ })).toHaveFocus(),
    );
  },
};

export const List: Story = {
  args: { path: tasksPath('&view=list') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid', { name: 'Tasks' }, SCREEN_LOAD);
    const footings = await within(grid).findByRole('row', { name: /Pour footings/ });
    await expect(footings).toHaveTextContent('Wes Walker, Lena Ortiz');
    await expect(footings).toHaveTextContent('1/3');
    await expect(within(grid).getByRole('row', { name: /Deliver rebar/ })).toHaveTextContent(
      'Done',
    );
  },
};

export const Board: Story = {
  args: { path: tasksPath('&view=board') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const wes = await canvas.findByRole('region', { name: /^Wes Walker/ }, SCREEN_LOAD);
    await expect(
      within(wes).getByRole('button', { name: /^Pour footings .*1 of 3 checklist items done/ }),
    ).toBeVisible();
    await expect(canvas.getByRole('region', { name: /^Framing crew/ })).toBeVisible();
    await expect(canvas.getByRole('region', { name: /^Unassigned/ })).toBeVisible();
  },
};

export const TaskDrawer: Story = {
  args: { path: tasksPath('&task=61') },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const drawer = await body.findByRole('dialog', { name: 'Pour footings' }, SCREEN_LOAD);
    await expect(within(drawer).getByRole('textbox', { name: /^Title/ })).toHaveValue(
      'Pour footings',
    );
    await userEvent.click(within(drawer).getByRole('tab', { name: 'Checklist (1/3)' }));
    await expect(within(drawer).getByRole('checkbox', { name: 'Set forms' })).toBeChecked();
    await userEvent.click(within(drawer).getByRole('tab', { name: 'Notes (1)' }));
    await expect(
      await within(drawer).findByRole('img', { name: /^Photo 1 of the note/ }),
    ).toBeVisible();
    await expect(within(drawer).getByRole('link', { name: 'footing-plan.pdf' })).toBeVisible();
  },
};

export const RenameChecklistItem: Story = {
  args: { path: tasksPath('&task=61') },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const drawer = await body.findByRole('dialog', { name: 'Pour footings' }, SCREEN_LOAD);
    await userEvent.click(within(drawer).getByRole('tab', { name: 'Checklist (1/3)' }));
    const edit = () =>
      within(drawer).getByRole('button', { name: 'Edit checklist item Place rebar' });
    // Escape ends the edit only: the drawer stays, focus goes back to Edit.
    await userEvent.click(edit());
    const field = within(drawer).getByRole('textbox', { name: 'Checklist item text' });
    await expect(field).toHaveFocus();
    await expect(field).toHaveValue('Place rebar');
    await userEvent.keyboard('{Escape}');
    await expect(body.getByRole('dialog', { name: 'Pour footings' })).toBeVisible();
    await waitFor(() => expect(edit()).toHaveFocus());
    // Enter saves the new text.
    await userEvent.click(edit());
    await userEvent.clear(within(drawer).getByRole('textbox', { name: 'Checklist item text' }));
    await userEvent.type(
      within(drawer).getByRole('textbox', { name: 'Checklist item text' }),
      'Place and tie rebar{Enter}',
    );
    await waitFor(() => expect(body.getByText(TASK_TEXT.checklistItemUpdated)).toBeVisible());
    await waitFor(() => expect(edit()).toHaveFocus());
  },
};

export const NewTaskNeedsATitle: Story = {
  args: { path: tasksPath('&task=new') },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const drawer = await body.findByRole('dialog', { name: 'New task' }, SCREEN_LOAD);
    await userEvent.click(within(drawer).getByRole('button', { name: 'Create task' }));
    const title = within(drawer).getByRole('textbox', { name: /^Title/ });
    await expect(title).toHaveAccessibleDescription(new RegExp(RULE_TEXT.required));
    await expect(title).toHaveFocus();
    // The page shows the week of 2 March, not today's: the new task starts there.
    await expect(within(drawer).getByLabelText('Start date')).toHaveValue(TASKS_DAY);
  },
};

export const RepeatingTaskAsksTheScope: Story = {
  args: { path: tasksPath('&task=60&occurrence_dt_unix=1772460000') },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const drawer = await body.findByRole('dialog', { name: 'Site walkthrough' }, SCREEN_LOAD);
    const title = within(drawer).getByRole('textbox', { name: /^Title/ });
    await userEvent.clear(title);
    await userEvent.type(title, 'Site walkthrough with the owner');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save changes' }));
    const question = await body.findByRole('dialog', { name: 'Save changes' });
    await expect(within(question).getByRole('radio', { name: 'This task' })).toBeChecked();
    await expect(
      within(question).getByRole('radio', { name: 'This and following tasks' }),
    ).toBeEnabled();
    await userEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    // Focus goes back to the button that asked.
    await waitFor(() =>
      expect(within(drawer).getByRole('button', { name: 'Save changes' })).toHaveFocus(),
    );
  },
};

export const StaleSaveReloadsTheTask: Story = {
  args: { path: tasksPath('&task=61') },
  beforeEach: () =>
    prepareScreen({ ...TASKS_SCREEN, routes: [...conflictRoutes(), ...TASKS_SCREEN.routes] }),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const drawer = await body.findByRole('dialog', { name: 'Pour footings' }, SCREEN_LOAD);
    const title = within(drawer).getByRole('textbox', { name: /^Title/ });
    await userEvent.clear(title);
    await userEvent.type(title, 'Pour north footings');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save changes' }));
    await expect(await within(drawer).findByRole('alert')).toHaveTextContent(
      TASK_TEXT.syncConflict,
    );
    // Read again: the form shows what was saved meanwhile.
    await waitFor(() =>
      expect(within(drawer).getByRole('textbox', { name: /^Title/ })).toHaveValue(
        'Pour south footings',
      ),
    );
  },
};

export const PhoneAgenda: Story = {
  args: { path: tasksPath() },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Monday, March 2, 2026' }, SCREEN_LOAD),
    ).toBeVisible();
    await expect(canvas.queryByRole('grid')).toBeNull();
    await expect(canvas.getByRole('button', { name: /^Pour footings\b/ })).toBeVisible();
  },
};

/** Starter plan: the upgrade prompt stands in for the page. */
export const LockedOnStarter: Story = {
  args: { path: tasksPath() },
  beforeEach: () => prepareScreen(STARTER_TASKS_SCREEN),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Tasks are part of the Pro plan', {}, SCREEN_LOAD),
    ).toBeVisible();
    await expect(canvas.queryByRole('grid')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Unlock tasks' })).toBeVisible();
  },
};
