import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { CheckCheck, Download, Pencil } from 'lucide-react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Badge } from '../design-system/badge/badge';
import { Button } from '../design-system/button/button';
import {
  DataGrid,
  type DataGridColumn,
  type DataGridProps,
  type DataGridRowEdit,
} from '../design-system/data-grid/data-grid';
import { moveItem } from '../design-system/data-grid/data-grid-model';
import { settingsKey } from '../design-system/data-grid/data-grid-settings';

// ---------------------------------------------------------------------------------------------
// Crew time cards: a seeded generator, so every run draws the same rows.

type TimeCard = {
  id: string;
  employee: string;
  project: string;
  costCode: string;
  date: string;
  clockIn: string;
  clockOut: string;
  hours: number;
  status: 'Draft' | 'Submitted' | 'Approved' | 'Rejected';
  approver: string;
  notes: string;
};

const FIRST = ['Ana', 'Ben', 'Carla', 'Dev', 'Elena', 'Farid', 'Grace', 'Hugo', 'Ines', 'Jamal'];
const LAST = ['Alvarez', 'Brooks', 'Chen', 'Diallo', 'Evans', 'Fischer', 'Garcia', 'Hughes', 'Ito'];
const PROJECTS = [
  'Harbor View Tower',
  'Elm St. Clinic',
  'Route 9 Overpass',
  'Northside School',
  'Riverside Lofts',
  'Mill Creek Bridge',
];
const COST_CODES = ['01-100', '03-300', '03-310', '05-120', '06-100', '09-250'];
const STATUSES: TimeCard['status'][] = ['Draft', 'Submitted', 'Approved', 'Approved', 'Rejected'];
const NOTES = ['', '', 'Rain delay in the morning', 'Pour finished early', 'Crane inspection'];

function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pad = (value: number) => String(value).padStart(2, '0');
const clock = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
const cardId = (index: number) => `TC-${String(index + 1).padStart(4, '0')}`;

const generated = new Map<number, TimeCard[]>();
/** `count` time cards; the first employees are one of each name, so labels are easy to find. */
function timeCards(count: number): TimeCard[] {
  const cached = generated.get(count);
  if (cached) return cached;
  const next = seeded(20_250_101);
  const pick = <T,>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const start = Date.UTC(2025, 2, 3);
  const cards: TimeCard[] = new Array(count);
  for (let index = 0; index < count; index++) {
    const clockIn = 6 * 60 + Math.floor(next() * 12) * 15;
    const worked = 7 * 60 + Math.floor(next() * 17) * 15;
    cards[index] = {
      id: cardId(index),
      employee:
        index < FIRST.length
          ? `${FIRST[index]} ${LAST[index % LAST.length]}`
          : `${pick(FIRST)} ${pick(LAST)}`,
      project: pick(PROJECTS),
      costCode: pick(COST_CODES),
      date: new Date(start + Math.floor(index / 12) * 86_400_000).toISOString().slice(0, 10),
      clockIn: clock(clockIn),
      clockOut: clock(clockIn + worked + 30),
      hours: worked / 60,
      status: pick(STATUSES),
      approver: `${pick(FIRST)} ${pick(LAST)}`,
      notes: pick(NOTES),
    };
  }
  generated.set(count, cards);
  return cards;
}

const STATUS_TONE = {
  Draft: 'neutral',
  Submitted: 'info',
  Approved: 'success',
  Rejected: 'danger',
} as const;

const columns: DataGridColumn<TimeCard>[] = [
  {
    id: 'employee',
    header: 'Employee',
    accessor: (row) => row.employee,
    width: 170,
    minWidth: 120,
  },
  { id: 'card', header: 'Card', accessor: (row) => row.id, width: 90 },
  {
    id: 'project',
    header: 'Project',
    accessor: (row) => row.project,
    width: 170,
    editor: {
      type: 'select',
      options: PROJECTS.map((project) => ({ value: project, label: project })),
    },
  },
  { id: 'costCode', header: 'Cost code', accessor: (row) => row.costCode, width: 100 },
  { id: 'date', header: 'Date', accessor: (row) => row.date, width: 110 },
  { id: 'clockIn', header: 'In', accessor: (row) => row.clockIn, width: 80, align: 'end' },
  { id: 'clockOut', header: 'Out', accessor: (row) => row.clockOut, width: 80, align: 'end' },
  {
    id: 'hours',
    header: 'Hours',
    accessor: (row) => row.hours,
    cell: (row) => row.hours.toFixed(2),
    width: 90,
    align: 'end',
    editor: { type: 'number', min: 0, max: 24, step: 0.25 },
  },
  {
    id: 'status',
    header: 'Status',
    accessor: (row) => row.status,
    cell: (row) => <Badge tone={STATUS_TONE[row.status]}>{row.status}</Badge>,
    width: 120,
  },
  {
    id: 'notes',
    header: 'Notes',
    accessor: (row) => row.notes,
    width: 220,
    editor: { type: 'text', maxLength: 200 },
  },
];

const getRowId = (row: TimeCard) => row.id;

/** A grid that owns its rows, so deleting and reordering show their result. */
function StatefulGrid({ rows: initialRows, ...props }: DataGridProps<TimeCard>) {
  const [rows, setRows] = useState(initialRows);
  return (
    <DataGrid<TimeCard>
      {...props}
      rows={rows}
      onRowDelete={
        props.onRowDelete &&
        ((rowId, row) => {
          props.onRowDelete?.(rowId, row);
          setRows((previous) => previous.filter((card) => card.id !== rowId));
        })
      }
      onRowOrderChange={
        props.onRowOrderChange &&
        ((ids) => {
          props.onRowOrderChange?.(ids);
          setRows((previous) => {
            const byId = new Map(previous.map((card) => [card.id, card]));
            return ids.map((id) => byId.get(id)!);
          });
        })
      }
    />
  );
}

const meta = {
  title: 'Design System/DataGrid',
  component: DataGrid<TimeCard>,
  args: {
    gridId: 'story-time-cards',
    label: 'Time cards',
    columns,
    rows: timeCards(40),
    getRowId,
    height: 420,
  },
  render: (args) => <StatefulGrid {...args} />,
} satisfies Meta<typeof DataGrid<TimeCard>>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

/** Forgets a grid's saved settings, so each run starts from the column definitions. */
const clearSettings = (gridId: string) => () => {
  localStorage.removeItem(settingsKey(gridId));
};

function grid(canvasElement: HTMLElement) {
  return within(canvasElement).getByRole('grid', { name: 'Time cards' });
}

function bodyRows(gridElement: HTMLElement) {
  return within(gridElement)
    .getAllByRole('row')
    .filter((row) => row.getAttribute('aria-rowindex') !== '1');
}

/** The text of a row's first data cell (the employee), in the order the rows are shown. */
function shownEmployees(gridElement: HTMLElement) {
  return bodyRows(gridElement)
    .sort(
      (a, b) => Number(a.getAttribute('aria-rowindex')) - Number(b.getAttribute('aria-rowindex')),
    )
    .map((row) => row.querySelector('[role="gridcell"][aria-colindex]:not(:has(button, input))'))
    .map((cell) => cell?.textContent ?? '');
}

// ---------------------------------------------------------------------------------------------

export const Default: Story = {
  args: { gridId: 'story-default', rows: timeCards(100_000), height: 600 },
  beforeEach: clearSettings('story-default'),
  play: async ({ canvasElement }) => {
    const gridElement = grid(canvasElement);
    // 100,000 rows and the header row.
    await expect(gridElement).toHaveAttribute('aria-rowcount', '100001');
    await expect(gridElement).toHaveAttribute('aria-colcount', String(columns.length));
    const first = within(gridElement).getByRole('row', { name: /Ana Alvarez/ });
    await expect(first).toHaveAttribute('aria-rowindex', '2');
    await expect(within(first).getByRole('gridcell', { name: 'TC-0001' })).toBeVisible();
    // Only the rows in view are rendered.
    await expect(bodyRows(gridElement).length).toBeLessThan(40);

    gridElement.scrollTop = gridElement.scrollHeight;
    const last = await within(gridElement).findByRole('row', { name: /TC-100000/ });
    await expect(last).toHaveAttribute('aria-rowindex', '100001');
    await waitFor(() =>
      expect(within(last).getByRole('gridcell', { name: 'TC-100000' })).toBeVisible(),
    );
  },
};

export const WithHeader: Story = {
  args: {
    gridId: 'story-with-header',
    title: 'Time cards',
    description: 'Week of 3 March 2025 · Harbor View Tower crew',
    actions: (
      <Button variant="secondary" size="sm">
        <Download aria-hidden="true" />
        Export
      </Button>
    ),
  },
  beforeEach: clearSettings('story-with-header'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Time cards' })).toBeVisible();
    await expect(canvas.getByText('Week of 3 March 2025 · Harbor View Tower crew')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Export' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Columns' })).toBeVisible();
    await expect(canvas.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(
      columns.map((column) => column.header),
    );
  },
};

export const AllFeatures: Story = {
  args: {
    gridId: 'story-all-features',
    title: 'Crew time cards',
    description: 'Drag rows to set the payroll review order.',
    actions: (
      <Button variant="secondary" size="sm">
        <Download aria-hidden="true" />
        Export
      </Button>
    ),
    defaultSelectedRowIds: ['TC-0002'],
    bulkActions: [
      { label: 'Approve', icon: <CheckCheck aria-hidden="true" />, onSelect: fn() },
      { label: 'Reject', tone: 'danger', onSelect: fn() },
    ],
    rowActions: [{ label: 'Edit time card', icon: <Pencil aria-hidden="true" />, onSelect: fn() }],
    onRowDelete: fn(),
    onRowOrderChange: fn(),
  },
  beforeEach: clearSettings('story-all-features'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const gridElement = grid(canvasElement);
    await expect(gridElement).toHaveAttribute('aria-multiselectable', 'true');
    // Reorder handle, checkbox, ten data columns, actions.
    await expect(gridElement).toHaveAttribute('aria-colcount', String(columns.length + 3));
    const row = canvas.getByRole('row', { name: /Ben Brooks/ });
    await expect(within(row).getByRole('button', { name: 'Reorder Ben Brooks' })).toBeVisible();
    await expect(
      within(row).getByRole('checkbox', { name: 'Select row Ben Brooks' }),
    ).toBeChecked();
    await expect(within(row).getByRole('button', { name: 'Actions for Ben Brooks' })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Select all rows' })).toBePartiallyChecked();
    await expect(canvas.getByRole('region', { name: 'Bulk actions' })).toHaveTextContent(
      '1 selected',
    );
  },
};

const approve = fn();
export const SelectsRowsAndShowsBulkBar: Story = {
  args: {
    gridId: 'story-select',
    bulkActions: [{ label: 'Approve', icon: <CheckCheck aria-hidden="true" />, onSelect: approve }],
    onSelectedRowIdsChange: fn(),
  },
  beforeEach: () => {
    approve.mockClear();
    clearSettings('story-select')();
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('region', { name: 'Bulk actions' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select row Ana Alvarez' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select row Carla Chen' }));
    await expect(args.onSelectedRowIdsChange).toHaveBeenLastCalledWith(['TC-0001', 'TC-0003']);
    const bar = canvas.getByRole('region', { name: 'Bulk actions' });
    await expect(within(bar).getByText('2 selected')).toBeVisible();
    // The count is announced through the grid's polite live region.
    await expect(canvas.getByRole('status')).toHaveTextContent('2 selected');
    await expect(canvas.getByRole('row', { name: /Ana Alvarez/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    await userEvent.click(within(bar).getByRole('button', { name: 'Approve' }));
    await expect(approve).toHaveBeenCalledWith(['TC-0001', 'TC-0003']);

    await userEvent.click(within(bar).getByRole('button', { name: 'Clear selection' }));
    await expect(canvas.queryByRole('region', { name: 'Bulk actions' })).not.toBeInTheDocument();
    await expect(
      canvas.getByRole('checkbox', { name: 'Select row Ana Alvarez' }),
    ).not.toBeChecked();
    await expect(args.onSelectedRowIdsChange).toHaveBeenLastCalledWith([]);
  },
};

export const SelectAllIsIndeterminate: Story = {
  args: { gridId: 'story-select-all', rows: timeCards(12), enableRowSelection: true },
  beforeEach: clearSettings('story-select-all'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const all = canvas.getByRole('checkbox', { name: 'Select all rows' });
    await expect(all).not.toBeChecked();
    await expect(all).not.toBePartiallyChecked();

    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select row Ben Brooks' }));
    await expect(all).toBePartiallyChecked();

    await userEvent.click(all);
    await expect(all).toBeChecked();
    await expect(all).not.toBePartiallyChecked();
    await expect(canvas.getByRole('region', { name: 'Bulk actions' })).toHaveTextContent(
      '12 selected',
    );
    for (const box of canvas.getAllByRole('checkbox', { name: /^Select row / })) {
      await expect(box).toBeChecked();
    }

    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select row Ben Brooks' }));
    await expect(all).toBePartiallyChecked();
    await userEvent.click(all);
    await expect(all).toBeChecked();
    await userEvent.click(all);
    await expect(all).not.toBeChecked();
    await expect(canvas.queryByRole('region', { name: 'Bulk actions' })).not.toBeInTheDocument();
  },
};

const editCard = fn();
const approveCard = fn();
export const RowActionsMenu: Story = {
  args: {
    gridId: 'story-row-actions',
    rowActions: [
      { label: 'Edit time card', icon: <Pencil aria-hidden="true" />, onSelect: editCard },
      {
        label: 'Approve',
        icon: <CheckCheck aria-hidden="true" />,
        onSelect: approveCard,
        isDisabled: (row) => row.status === 'Approved',
      },
    ],
  },
  beforeEach: () => {
    editCard.mockClear();
    approveCard.mockClear();
    clearSettings('story-row-actions')();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The first ten employees have names of their own; take one whose card can be approved.
    const cards = timeCards(40).slice(0, 10);
    const open = cards.find((card) => card.status !== 'Approved')!;
    const approved = cards.find((card) => card.status === 'Approved')!;

    const trigger = () => canvas.getByRole('button', { name: `Actions for ${open.employee}` });
    await expect(trigger()).toHaveAttribute('aria-haspopup', 'menu');
    await expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger());
    await expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    const menu = await body.findByRole('menu', { name: `Actions for ${open.employee}` });
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Edit time card', 'Approve']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Edit time card' }));
    await expect(editCard).toHaveBeenCalledWith(open, open.id);
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger()).toHaveFocus());

    // Keyboard: Enter opens the menu on its first item, arrows and Enter choose.
    await userEvent.keyboard('{Enter}');
    const again = await body.findByRole('menu', { name: `Actions for ${open.employee}` });
    await waitFor(() =>
      expect(within(again).getByRole('menuitem', { name: 'Edit time card' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(approveCard).toHaveBeenCalledWith(open, open.id));
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());

    // A row whose menu was never opened: the keyboard opens it on its first item too.
    canvas.getByRole('button', { name: `Actions for ${approved.employee}` }).focus();
    await userEvent.keyboard('{Enter}');
    const fresh = await body.findByRole('menu', { name: `Actions for ${approved.employee}` });
    await waitFor(() =>
      expect(within(fresh).getByRole('menuitem', { name: 'Edit time card' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(
        canvas.getByRole('button', { name: `Actions for ${approved.employee}` }),
      ).toHaveFocus(),
    );

    // An action that does not apply to a row is greyed out.
    await userEvent.click(canvas.getByRole('button', { name: `Actions for ${approved.employee}` }));
    const other = await body.findByRole('menu', { name: `Actions for ${approved.employee}` });
    await expect(within(other).getByRole('menuitem', { name: 'Approve' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.keyboard('{Escape}');
  },
};

const deleted = fn();
export const DeletesARow: Story = {
  args: { gridId: 'story-delete', rows: timeCards(8), onRowDelete: deleted },
  beforeEach: () => {
    deleted.mockClear();
    clearSettings('story-delete')();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const gridElement = grid(canvasElement);
    await expect(gridElement).toHaveAttribute('aria-rowcount', '9');

    // Cancelling keeps the row.
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for Carla Chen' }));
    await userEvent.click(await body.findByRole('menuitem', { name: 'Delete' }));
    let dialog = await body.findByRole('dialog', { name: 'Delete Carla Chen?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(deleted).not.toHaveBeenCalled();

    await userEvent.click(canvas.getByRole('button', { name: 'Actions for Carla Chen' }));
    await userEvent.click(await body.findByRole('menuitem', { name: 'Delete' }));
    dialog = await body.findByRole('dialog', { name: 'Delete Carla Chen?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(deleted).toHaveBeenCalledWith('TC-0003', timeCards(8)[2]);
    await waitFor(() => expect(canvas.queryByRole('row', { name: /Carla Chen/ })).toBeNull());
    await expect(gridElement).toHaveAttribute('aria-rowcount', '8');
    // Once the dialog has closed (it hides the rest of the page while open).
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('Deleted Carla Chen.'),
    );
  },
};

const reordered = fn();
const moved = fn();
export const ReordersRowsByKeyboard: Story = {
  args: {
    gridId: 'story-reorder',
    rows: timeCards(6),
    onRowOrderChange: reordered,
    onRowMove: moved,
  },
  beforeEach: () => {
    reordered.mockClear();
    moved.mockClear();
    clearSettings('story-reorder')();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const gridElement = grid(canvasElement);
    const status = canvas.getByRole('status');
    const handle = canvas.getByRole('button', { name: 'Reorder Ana Alvarez' });
    await expect(handle).toHaveAccessibleDescription(/Press Space to pick the row up/);

    handle.focus();
    await userEvent.keyboard(' ');
    await expect(status).toHaveTextContent(/^Picked up Ana Alvarez, row 1 of 6/);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(status).toHaveTextContent('Ana Alvarez moved to row 3 of 6.');
    await expect(handle).toHaveFocus();
    // The preview shows the row at its new place before the drop.
    await expect(shownEmployees(gridElement).slice(0, 3)).toEqual([
      'Ben Brooks',
      'Carla Chen',
      'Ana Alvarez',
    ]);
    await userEvent.keyboard(' ');
    await expect(status).toHaveTextContent('Dropped Ana Alvarez at row 3 of 6.');
    await expect(moved).toHaveBeenCalledWith('TC-0001', 2);
    const ids = timeCards(6).map(getRowId);
    await expect(reordered).toHaveBeenCalledWith(moveItem(ids, 0, 2));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Reorder Ana Alvarez' })).toHaveFocus(),
    );

    // Escape puts the row back where it was.
    await userEvent.keyboard(' {ArrowUp}{ArrowUp}{Escape}');
    await expect(status).toHaveTextContent('Reorder cancelled. Ana Alvarez is back at row 3.');
    await expect(reordered).toHaveBeenCalledTimes(1);
    await expect(shownEmployees(gridElement).slice(0, 3)).toEqual([
      'Ben Brooks',
      'Carla Chen',
      'Ana Alvarez',
    ]);
  },
};

export const ReordersRowsByPointerDrag: Story = {
  args: { ...ReordersRowsByKeyboard.args, gridId: 'story-reorder-pointer' },
  beforeEach: () => {
    reordered.mockClear();
    moved.mockClear();
    clearSettings('story-reorder-pointer')();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const gridElement = grid(canvasElement);
    const handle = canvas.getByRole('button', { name: 'Reorder Dev Diallo' });
    const box = handle.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    // Drag Dev (row 4) up over two rows and release on row 2.
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: handle, coords: { clientX: x, clientY: y } },
      { coords: { clientX: x, clientY: y - 40 } },
      { coords: { clientX: x, clientY: y - 80 } },
      { keys: '[/MouseLeft]', coords: { clientX: x, clientY: y - 80 } },
    ]);
    await expect(moved).toHaveBeenCalledWith('TC-0004', 1);
    await waitFor(() =>
      expect(shownEmployees(gridElement).slice(0, 4)).toEqual([
        'Ana Alvarez',
        'Dev Diallo',
        'Ben Brooks',
        'Carla Chen',
      ]),
    );
  },
};

export const HidesAColumnWithThePicker: Story = {
  args: {
    gridId: 'story-picker',
    columns: columns.slice(0, 3),
    rows: timeCards(5),
  },
  beforeEach: clearSettings('story-picker'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const headers = () => canvas.getAllByRole('columnheader').map((header) => header.textContent);
    await expect(headers()).toEqual(['Employee', 'Card', 'Project']);

    await userEvent.click(canvas.getByRole('button', { name: 'Columns' }));
    let menu = await body.findByRole('menu', { name: 'Columns' });
    await userEvent.click(within(menu).getByRole('menuitemcheckbox', { name: 'Card' }));
    await expect(headers()).toEqual(['Employee', 'Project']);
    await expect(grid(canvasElement)).toHaveAttribute('aria-colcount', '2');
    await expect(within(menu).getByRole('menuitemcheckbox', { name: 'Card' })).not.toBeChecked();

    // The last visible column cannot be hidden.
    await userEvent.click(within(menu).getByRole('menuitemcheckbox', { name: 'Employee' }));
    await expect(headers()).toEqual(['Project']);
    const project = within(menu).getByRole('menuitemcheckbox', { name: 'Project' });
    await expect(project).toHaveAttribute('aria-disabled', 'true');

    await userEvent.keyboard('{Escape}');
    await userEvent.click(canvas.getByRole('button', { name: 'Columns' }));
    menu = await body.findByRole('menu', { name: 'Columns' });
    await userEvent.click(within(menu).getByRole('menuitemcheckbox', { name: 'Card' }));
    await expect(headers()).toEqual(['Card', 'Project']);
  },
};

export const ResizesAColumnAndSavesAfter300ms: Story = {
  args: { gridId: 'story-resize', rows: timeCards(5) },
  beforeEach: clearSettings('story-resize'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const key = settingsKey('story-resize');
    const resizer = canvas.getByRole('separator', { name: 'Resize Employee' });
    const header = canvas.getByRole('columnheader', { name: 'Employee' });
    await expect(resizer).toHaveAttribute('aria-valuenow', '170');

    resizer.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    await expect(resizer).toHaveAttribute('aria-valuenow', '200');
    await expect(header.getBoundingClientRect().width).toBeCloseTo(200, 0);
    // Not saved on every step: once, 300 ms after the last change.
    await expect(localStorage.getItem(key)).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 350));
    await expect(JSON.parse(localStorage.getItem(key) ?? '{}')).toMatchObject({
      columnSizing: { employee: 200 },
    });

    // Shift takes bigger steps; the width never goes under the column's minimum (120 px).
    await userEvent.keyboard('{Shift>}{ArrowLeft}{ArrowLeft}{/Shift}');
    await expect(resizer).toHaveAttribute('aria-valuenow', '120');

    // Dragging the handle with the mouse.
    const box = resizer.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: resizer, coords: { clientX: x, clientY: y } },
      { coords: { clientX: x + 60, clientY: y } },
      { keys: '[/MouseLeft]', coords: { clientX: x + 60, clientY: y } },
    ]);
    await waitFor(() => expect(resizer).toHaveAttribute('aria-valuenow', '180'));
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(key) ?? '{}')).toMatchObject({
        columnSizing: { employee: 180 },
      }),
    );
  },
};

/** Mounts the grid anew on a button press, as a reload would. */
function RemountingGrid(props: DataGridProps<TimeCard>) {
  const [mount, setMount] = useState(1);
  return (
    <div className="flex flex-col gap-3">
      <Button variant="secondary" className="self-start" onClick={() => setMount((n) => n + 1)}>
        Remount grid
      </Button>
      <DataGrid<TimeCard> key={mount} {...props} />
    </div>
  );
}

export const RestoresSettingsOnRemount: Story = {
  args: { gridId: 'story-restore', columns: columns.slice(0, 5), rows: timeCards(5) },
  beforeEach: () => {
    const key = settingsKey('story-restore');
    // Junk from an older build is ignored value by value.
    localStorage.setItem(
      key,
      JSON.stringify({ columnVisibility: { date: 'no' }, columnSizing: { card: 'wide' } }),
    );
    return () => localStorage.removeItem(key);
  },
  render: (args) => <RemountingGrid {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const headers = () => canvas.getAllByRole('columnheader').map((header) => header.textContent);
    await expect(headers()).toEqual(['Employee', 'Card', 'Project', 'Cost code', 'Date']);

    await userEvent.click(canvas.getByRole('button', { name: 'Columns' }));
    const menu = await body.findByRole('menu', { name: 'Columns' });
    await userEvent.click(within(menu).getByRole('menuitemcheckbox', { name: 'Cost code' }));
    await userEvent.keyboard('{Escape}');
    const resizer = canvas.getByRole('separator', { name: 'Resize Card' });
    resizer.focus();
    await userEvent.keyboard('{ArrowRight}');

    await userEvent.click(canvas.getByRole('button', { name: 'Remount grid' }));
    await expect(headers()).toEqual(['Employee', 'Card', 'Project', 'Date']);
    await expect(canvas.getByRole('separator', { name: 'Resize Card' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
  },
};

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
  },
};

export const PagesWithTheGridPager: Story = {
  args: {
    gridId: 'story-pages',
    rows: timeCards(245),
    pagination: true,
    height: undefined,
    onPageChange: fn(),
  },
  beforeEach: clearSettings('story-pages'),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const gridElement = grid(canvasElement);
    const cards = () =>
      bodyRows(gridElement).map(
        (row) => within(row).getAllByRole('gridcell')[1]?.textContent ?? '',
      );
    await expect(canvas.getByText('1–20 of 245')).toBeVisible();
    await expect(cards()).toHaveLength(20);
    await expect(gridElement).toHaveAttribute('aria-rowcount', '246');

    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Rows per page' }), '50');
    await userEvent.click(canvas.getByRole('button', { name: 'Page 2' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await expect(canvas.getByText('51–100 of 245')).toBeVisible();
    const shown = cards();
    await expect(shown).toHaveLength(50);
    await expect(shown[0]).toBe('TC-0051');
    await expect(shown.at(-1)).toBe('TC-0100');
    await expect(bodyRows(gridElement)[0]).toHaveAttribute('aria-rowindex', '52');
    // The page size is one of the saved settings.
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(settingsKey('story-pages')) ?? '{}')).toMatchObject({
        pageSize: 50,
      }),
    );
  },
};

/** Loads one page at a time, as a caller paging on the server would. */
function ServerPagedGrid(props: DataGridProps<TimeCard>) {
  const all = timeCards(245);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  return (
    <DataGrid<TimeCard>
      {...props}
      rows={all.slice((page - 1) * pageSize, page * pageSize)}
      total={all.length}
      page={page}
      onPageChange={(next) => {
        setPage(next);
        props.onPageChange?.(next);
      }}
      pageSize={pageSize}
      onPageSizeChange={setPageSize}
    />
  );
}

export const PagesOnTheServer: Story = {
  args: { gridId: 'story-server-pages', pagination: true, height: undefined, onPageChange: fn() },
  beforeEach: clearSettings('story-server-pages'),
  render: (args) => <ServerPagedGrid {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const gridElement = grid(canvasElement);
    await expect(canvas.getByText('1–20 of 245')).toBeVisible();
    // All rows count, though only one page is loaded.
    await expect(gridElement).toHaveAttribute('aria-rowcount', '246');
    await userEvent.click(canvas.getByRole('button', { name: 'Page 3' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(3);
    await expect(canvas.getByText('41–60 of 245')).toBeVisible();
    const first = bodyRows(gridElement)[0]!;
    await expect(first).toHaveAttribute('aria-rowindex', '42');
    await expect(within(first).getByRole('gridcell', { name: 'TC-0041' })).toBeVisible();
    await expect(bodyRows(gridElement)).toHaveLength(20);
  },
};

export const EmptyState: Story = {
  args: { gridId: 'story-empty', rows: [], emptyMessage: 'No time cards this week' },
  beforeEach: clearSettings('story-empty'),
  play: async ({ canvasElement }) => {
    const gridElement = grid(canvasElement);
    await expect(within(gridElement).getByText('No time cards this week')).toBeVisible();
    await expect(gridElement).toHaveAttribute('aria-rowcount', '2');
    await expect(within(gridElement).getAllByRole('columnheader')).toHaveLength(columns.length);
  },
};

export const Loading: Story = {
  args: { gridId: 'story-loading', rows: [], isLoading: true },
  beforeEach: clearSettings('story-loading'),
  play: async ({ canvasElement }) => {
    const gridElement = grid(canvasElement);
    await expect(gridElement).toHaveAttribute('aria-busy', 'true');
    await expect(within(gridElement).getByRole('status')).toHaveTextContent('Loading rows');
  },
};

const selectionChanged = fn();
export const KeepsTheFocusedRowWhileScrolling: Story = {
  args: {
    gridId: 'story-focus-scroll',
    rows: timeCards(2_000),
    height: 320,
    onSelectedRowIdsChange: selectionChanged,
  },
  beforeEach: () => {
    selectionChanged.mockClear();
    clearSettings('story-focus-scroll')();
  },
  play: async ({ canvasElement }) => {
    const gridElement = grid(canvasElement);
    const box = within(gridElement).getByRole('checkbox', { name: 'Select row Ana Alvarez' });
    box.focus();
    // Far away: the rows in view are recycled, but the focused row keeps its element and focus.
    gridElement.scrollTop = 40 * 1_500;
    await waitFor(() =>
      expect(within(gridElement).getByRole('row', { name: /TC-1500/ })).toBeInTheDocument(),
    );
    await expect(box).toHaveFocus();
    await expect(box).toHaveAccessibleName('Select row Ana Alvarez');
    await userEvent.keyboard(' ');
    await expect(selectionChanged).toHaveBeenLastCalledWith(['TC-0001']);
    // Once focus leaves the rows, the row far away is let go.
    gridElement.focus();
    await waitFor(() =>
      expect(within(gridElement).queryByRole('row', { name: /TC-0001/ })).toBeNull(),
    );
  },
};

export const KeyboardMovesBetweenCells: Story = {
  args: { gridId: 'story-keyboard', rows: timeCards(200), height: 320 },
  beforeEach: clearSettings('story-keyboard'),
  play: async ({ canvasElement }) => {
    const gridElement = grid(canvasElement);
    gridElement.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(gridElement).getByRole('gridcell', { name: 'Ana Alvarez' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowDown}');
    await expect(within(gridElement).getByRole('gridcell', { name: 'TC-0002' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(within(gridElement).getByRole('columnheader', { name: 'Card' })).toHaveFocus();
    // Ctrl+End reaches the last cell, rendering its virtual row first.
    await userEvent.keyboard('{Control>}{End}{/Control}');
    await waitFor(() =>
      expect(document.activeElement?.closest('[role="row"]')).toHaveAttribute(
        'aria-rowindex',
        '201',
      ),
    );
  },
};
