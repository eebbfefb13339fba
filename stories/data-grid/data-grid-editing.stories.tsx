import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DataGrid, type DataGridRowEdit } from '../../design-system/data-grid/data-grid';
import { clearSettings, timeCardGridMeta, timeCards, type TimeCard } from './data-grid-fixtures';

/** Rows in edit mode: editors in the cells, with the caller's field errors. */
const meta = {
  title: 'Design System/DataGrid/Editing',
  component: DataGrid<TimeCard>,
  ...timeCardGridMeta,
} satisfies Meta<typeof DataGrid<TimeCard>>;

export default meta;
type Story = StoryObj<typeof meta>;

const EDITS: Record<string, DataGridRowEdit> = {
  'TC-0002': {
    inEdit: true,
    errors: { hours: 'Enter hours between 0 and 24', notes: 'Say why the shift ran long' },
  },
  'TC-0004': { inEdit: true },
};
const cellEdited = fn();
export const EditModeShowsFieldErrors: Story = {
  args: {
    gridId: 'story-edit',
    rows: timeCards(8),
    getRowEdit: (row) => EDITS[row.id],
    onCellEdit: cellEdited,
  },
  beforeEach: () => {
    cellEdited.mockClear();
    clearSettings('story-edit')();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const hours = canvas.getByRole('spinbutton', { name: 'Hours, Ben Brooks' });
    await expect(hours).toHaveAttribute('aria-invalid', 'true');
    await expect(hours).toHaveAccessibleDescription('Enter hours between 0 and 24');
    await expect(canvas.getByText('Enter hours between 0 and 24')).toBeVisible();
    const notes = canvas.getByRole('textbox', { name: 'Notes, Ben Brooks' });
    await expect(notes).toHaveAccessibleDescription('Say why the shift ran long');
    const project = canvas.getByRole('combobox', { name: 'Project, Ben Brooks' });
    await expect(project).not.toHaveAttribute('aria-invalid');

    // A row in edit mode without errors shows editors only.
    await expect(canvas.getByRole('spinbutton', { name: 'Hours, Dev Diallo' })).not.toHaveAttribute(
      'aria-invalid',
    );
    // Rows not in edit mode show values.
    await expect(canvas.queryByRole('spinbutton', { name: 'Hours, Ana Alvarez' })).toBeNull();

    await userEvent.clear(hours);
    await userEvent.type(hours, '9.5');
    await expect(cellEdited).toHaveBeenLastCalledWith('TC-0002', 'hours', 9.5);
    await userEvent.selectOptions(project, 'Route 9 Overpass');
    await expect(cellEdited).toHaveBeenLastCalledWith('TC-0002', 'project', 'Route 9 Overpass');

    // By keyboard: Escape leaves the editor for its cell, the arrows move to the next cell, and
    // Enter (or F2) goes into that cell's editor.
    await userEvent.keyboard('{Escape}');
    await expect(project.closest('[role="gridcell"]')).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(notes.closest('[role="gridcell"]')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(notes).toHaveFocus();
    await userEvent.clear(notes);
    await userEvent.keyboard('Crane late');
    await expect(cellEdited).toHaveBeenLastCalledWith('TC-0002', 'notes', 'Crane late');
    // Tab stays within the cell's controls until Escape.
    await userEvent.tab();
    await expect(notes).toHaveFocus();
    await userEvent.keyboard('{Escape}{ArrowLeft}{ArrowLeft}{F2}');
    await expect(hours).toHaveFocus();
  },
};
