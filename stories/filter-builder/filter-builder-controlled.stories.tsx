import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Badge } from '../../design-system/badge/badge';
import { FilterBuilder } from '../../design-system/filter-builder/filter-builder';
import {
  formatDateKey,
  toDateKey,
  type Filter,
} from '../../design-system/filter-builder/filter-builder-model';
import { applyFilters } from '../../design-system/filter-builder/filter-matching';
import {
  addFilter,
  APPROVED,
  COLUMNS,
  EMPLOYEES,
  filterBuilderMeta,
  PROJECTS,
  STATUSES,
  type TimeCard,
} from './filter-builder-fixtures';

/** The caller owns the filters: a query it keeps, and a time-card table it filters. */
const meta = {
  title: 'Design System/Filter Builder/Controlled',
  component: FilterBuilder,
  ...filterBuilderMeta(),
} satisfies Meta<typeof FilterBuilder>;

export default meta;
type Story = StoryObj<typeof meta>;

type OnFiltersChange = (filters: Filter[]) => void;

/** Filters the caller keeps in state, each change also reported to the story's spy. */
function useOwnedFilters(initial: Filter[], onFiltersChange?: OnFiltersChange) {
  const [filters, setFilters] = useState<Filter[]>(initial);
  const change = (next: Filter[]) => {
    setFilters(next);
    onFiltersChange?.(next);
  };
  return [filters, change] as const;
}

/** The app's way: it owns the filters (e.g. in the URL) and passes them back in. */
function ControlledFilters(props: { onFiltersChange?: OnFiltersChange }) {
  const [filters, setFilters] = useOwnedFilters([APPROVED], props.onFiltersChange);
  return (
    <div className="flex flex-col gap-3">
      <FilterBuilder columns={COLUMNS} filters={filters} onFiltersChange={setFilters} />
      <p className="text-sm text-text-muted">
        Query: {filters.map((filter) => filter.accessor).join(', ') || 'none'}
      </p>
    </div>
  );
}

export const Controlled: Story = {
  render: (args) => <ControlledFilters onFiltersChange={args.onFiltersChange} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Query: status')).toBeInTheDocument();
    const editor = await addFilter(canvasElement, 'Hours');
    await userEvent.type(within(editor).getByRole('spinbutton', { name: 'Value' }), '10{Enter}');
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith([
      APPROVED,
      expect.objectContaining({ accessor: 'hours', searchKey: '10' }),
    ]);
    await expect(canvas.getByText('Query: status, hours')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Status filter' }));
    await expect(canvas.getByText('Query: hours')).toBeInTheDocument();
  },
};

const day = (iso: string) => new Date(`${iso}T12:00:00`).getTime() / 1000;

const TIME_CARDS: TimeCard[] = [
  {
    id: 1,
    employeeId: 'emp-1',
    project: 'harbor',
    status: 'approved',
    hours: 8,
    workedAt: day('2024-05-01'),
    notes: 'Framing, north wall',
  },
  {
    id: 2,
    employeeId: 'emp-2',
    project: 'harbor',
    status: 'pending',
    hours: 9.5,
    workedAt: day('2024-05-01'),
    notes: 'Rain delay in the morning',
  },
  {
    id: 3,
    employeeId: 'emp-3',
    project: 'elm',
    status: 'approved',
    hours: 7.5,
    workedAt: day('2024-05-02'),
    notes: 'Drywall',
  },
  {
    id: 4,
    employeeId: 'emp-1',
    project: 'elm',
    status: 'rejected',
    hours: 12,
    workedAt: day('2024-05-02'),
    notes: 'Missing clock-out',
  },
  {
    id: 5,
    employeeId: 'emp-4',
    project: 'riverside',
    status: 'approved',
    hours: 6,
    workedAt: day('2024-05-03'),
    notes: 'Rain, left early',
  },
  {
    id: 6,
    employeeId: 'emp-5',
    project: 'mill',
    status: 'pending',
    hours: 8,
    workedAt: day('2024-05-03'),
    notes: 'Roof decking',
  },
];

const nameOf = (id: string) => EMPLOYEES.find((employee) => employee.value === id)?.label ?? id;
const projectOf = (id: string) => PROJECTS.find((project) => project.value === id)?.label ?? id;
const STATUS_TONE = { approved: 'success', pending: 'warning', rejected: 'danger' } as const;

/** The list's column headers and their classes: narrower screens hide some columns. */
const HEADERS = [
  ['Employee', 'px-3 py-2'],
  ['Project', 'hidden px-3 py-2 sm:table-cell'],
  ['Date', 'hidden px-3 py-2 sm:table-cell'],
  ['Hours', 'px-3 py-2 text-right'],
  ['Status', 'px-3 py-2'],
  ['Notes', 'hidden px-3 py-2 md:table-cell'],
] as const;

/** A small time-card list filtered in the browser with applyFilters. */
function TimeCardList(props: { onFiltersChange?: OnFiltersChange }) {
  const [filters, setFilters] = useOwnedFilters([], props.onFiltersChange);
  const rows = applyFilters(TIME_CARDS, filters, COLUMNS);
  return (
    <div className="flex flex-col gap-3">
      <FilterBuilder
        aria-label="Time card filters"
        columns={COLUMNS}
        filters={filters}
        onFiltersChange={setFilters}
      />
      <p className="text-sm text-text-muted">
        Showing {rows.length} of {TIME_CARDS.length} time cards
      </p>
      <div className="overflow-hidden rounded-lg border border-border bg-surface">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Time cards</caption>
          <thead className="bg-surface-sunken text-xs font-medium text-text-muted">
            <tr>
              {HEADERS.map(([header, className]) => (
                <th key={header} scope="col" className={className}>
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((card) => (
              <tr key={card.id} className="border-t border-border">
                <th scope="row" className="px-3 py-2 text-left font-medium text-text">
                  {nameOf(card.employeeId)}
                  {/* On a phone the date sits under the name rather than in its own column. */}
                  <span className="block text-xs font-normal text-text-muted sm:hidden">
                    {formatDateKey(toDateKey(card.workedAt) ?? '')}
                  </span>
                </th>
                <td className="hidden px-3 py-2 text-text-muted sm:table-cell">
                  {projectOf(card.project)}
                </td>
                <td className="hidden px-3 py-2 whitespace-nowrap text-text-muted sm:table-cell">
                  {formatDateKey(toDateKey(card.workedAt) ?? '')}
                </td>
                <td className="px-3 py-2 text-right tabular-nums">{card.hours}</td>
                <td className="px-3 py-2">
                  <Badge tone={STATUS_TONE[card.status]}>
                    {STATUSES.find((status) => status.value === card.status)?.label}
                  </Badge>
                </td>
                <td className="hidden px-3 py-2 text-text-muted md:table-cell">{card.notes}</td>
              </tr>
            ))}
            {rows.length === 0 && (
              <tr className="border-t border-border">
                <td colSpan={6} className="px-3 py-6 text-center text-text-muted">
                  No time cards match these filters.
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
}

function shownEmployees(canvasElement: HTMLElement): string[] {
  const table = within(canvasElement).getByRole('table', { name: 'Time cards' });
  return within(table)
    .queryAllByRole('rowheader')
    .map((cell) => cell.firstChild?.textContent ?? '');
}

export const FiltersATableOfTimeCards: Story = {
  render: (args) => <TimeCardList onFiltersChange={args.onFiltersChange} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const filters = within(canvas.getByRole('group', { name: 'Time card filters' }));
    await expect(canvas.getByText('Showing 6 of 6 time cards')).toBeInTheDocument();

    // Status is Approved: three cards.
    let editor = await addFilter(canvasElement, 'Status');
    await userEvent.click(within(editor).getByRole('checkbox', { name: 'Approved' }));
    await userEvent.click(within(editor).getByRole('button', { name: 'Apply' }));
    await expect(shownEmployees(canvasElement)).toEqual(['Ana Silva', 'Carla Nguyen', 'Dev Patel']);
    await expect(canvas.getByText('Showing 3 of 6 time cards')).toBeInTheDocument();

    // And more than 7 hours: two.
    editor = await addFilter(canvasElement, 'Hours');
    await userEvent.selectOptions(
      within(editor).getByRole('combobox', { name: 'Rule' }),
      'greater than',
    );
    await userEvent.type(within(editor).getByRole('spinbutton', { name: 'Value' }), '7{Enter}');
    await expect(shownEmployees(canvasElement)).toEqual(['Ana Silva', 'Carla Nguyen']);

    // Removing Status brings back the long pending and rejected days.
    await userEvent.click(filters.getByRole('button', { name: 'Remove Status filter' }));
    await expect(shownEmployees(canvasElement)).toEqual([
      'Ana Silva',
      'Ben Ortiz',
      'Carla Nguyen',
      'Ana Silva',
      'Eli Brooks',
    ]);
    await expect(canvas.getByText('Showing 5 of 6 time cards')).toBeInTheDocument();
  },
};

export const TableWithFiltersApplied: Story = {
  render: (args) => <TimeCardList onFiltersChange={args.onFiltersChange} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const filters = within(canvas.getByRole('group', { name: 'Time card filters' }));
    const editor = await addFilter(canvasElement, 'Notes');
    await userEvent.type(within(editor).getByRole('textbox', { name: 'Value' }), 'rain{Enter}');
    await expect(shownEmployees(canvasElement)).toEqual(['Ben Ortiz', 'Dev Patel']);
    const date = await addFilter(canvasElement, 'Date');
    await userEvent.type(within(date).getByLabelText('Value'), '2024-05-03');
    await userEvent.click(within(date).getByRole('button', { name: 'Apply' }));
    await expect(shownEmployees(canvasElement)).toEqual(['Dev Patel']);
    await expect(filters.getByRole('button', { name: 'Date: on 03 May 2024' })).toBeVisible();
  },
};
