/**
 * What the data grid's story files share: a seeded set of crew time cards, their columns, a grid
 * that owns its rows, the meta's args, and the queries the play functions read the grid with.
 */
import { useState } from 'react';
import type { Meta } from '@storybook/react-vite';
import { CheckCheck, Download, Pencil } from 'lucide-react';
import { fn, userEvent, within } from 'storybook/test';
import { Badge } from '../../design-system/badge/badge';
import { Button } from '../../design-system/button/button';
import {
  DataGrid,
  type DataGridColumn,
  type DataGridProps,
} from '../../design-system/data-grid/data-grid';
import { settingsKey } from '../../design-system/data-grid/data-grid-settings';
import { clockText, seededRandom } from '../../tests/fixtures/seeded-random';

// ---------------------------------------------------------------------------------------------
// Crew time cards: a seeded generator, so every run draws the same rows.

export type TimeCard = {
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

const cardId = (index: number) => `TC-${String(index + 1).padStart(4, '0')}`;

const generated = new Map<number, TimeCard[]>();
/** `count` time cards; the first employees are one of each name, so labels are easy to find. */
export function timeCards(count: number): TimeCard[] {
  const cached = generated.get(count);
  if (cached) return cached;
  const next = seededRandom(20_250_101);
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
      clockIn: clockText(clockIn),
      clockOut: clockText(clockIn + worked + 30),
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

export const columns: DataGridColumn<TimeCard>[] = [
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

export const getRowId = (row: TimeCard) => row.id;

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

/**
 * The meta every story file shares but its title and component (which each file names itself):
 * the args every data grid story starts from (each story gives its own `gridId`), drawn by a grid
 * that owns its rows.
 */
export const timeCardGridMeta = {
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

export const body = within(document.body);

/** Forgets a grid's saved settings, so each run starts from the column definitions. */
export const clearSettings = (gridId: string) => () => {
  localStorage.removeItem(settingsKey(gridId));
};

export function grid(canvasElement: HTMLElement) {
  return within(canvasElement).getByRole('grid', { name: 'Time cards' });
}

export function bodyRows(gridElement: HTMLElement) {
  return within(gridElement)
    .getAllByRole('row')
    .filter((row) => row.getAttribute('aria-rowindex') !== '1');
}

/** The text of a row's first data cell (the employee), in the order the rows are shown. */
export function shownEmployees(gridElement: HTMLElement) {
  return bodyRows(gridElement)
    .sort(
      (a, b) => Number(a.getAttribute('aria-rowindex')) - Number(b.getAttribute('aria-rowindex')),
    )
    .map((row) => row.querySelector('[role="gridcell"][aria-colindex]:not(:has(button, input))'))
    .map((cell) => cell?.textContent ?? '');
}

/** The header's action, in the stories that show the header. */
export const exportButton = (
  <Button variant="secondary" size="sm">
    <Download aria-hidden="true" />
    Export
  </Button>
);

/**
 * Every part of the grid at once (header band, bulk bar, reorder handles, checkboxes, row
 * actions); each story gives its own `gridId`.
 */
export const allFeaturesArgs = {
  title: 'Crew time cards',
  description: 'Drag rows to set the payroll review order.',
  actions: exportButton,
  defaultSelectedRowIds: ['TC-0002'],
  bulkActions: [
    { label: 'Approve', icon: <CheckCheck aria-hidden="true" />, onSelect: fn() },
    { label: 'Reject', tone: 'danger' as const, onSelect: fn() },
  ],
  rowActions: [{ label: 'Edit time card', icon: <Pencil aria-hidden="true" />, onSelect: fn() }],
  onRowDelete: fn(),
  onRowOrderChange: fn(),
} satisfies Partial<DataGridProps<TimeCard>>;

/**
 * Every element Tab stops on, from the top of the page to its end, as a keyboard user meets them
 * (user-event's Tab follows tabindex and document order, as the browser does).
 */
export async function tabStops(): Promise<Element[]> {
  (document.activeElement as HTMLElement | null)?.blur();
  const stops: Element[] = [];
  for (let step = 0; step < 500; step++) {
    await userEvent.tab();
    const active = document.activeElement;
    if (!active || active === document.body || stops.includes(active)) break;
    stops.push(active);
  }
  return stops;
}
