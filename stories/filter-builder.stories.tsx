import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Badge } from '../design-system/badge/badge';
import { FilterBuilder } from '../design-system/filter-builder/filter-builder';
import {
  formatDateKey,
  toDateKey,
  type Filter,
  type FilterColumn,
  type FilterOption,
} from '../design-system/filter-builder/filter-builder-model';
import { applyFilters } from '../design-system/filter-builder/filter-matching';

type TimeCard = {
  id: number;
  employeeId: string;
  project: string;
  status: 'approved' | 'pending' | 'rejected';
  hours: number;
  /** Unix seconds, as the API sends them. */
  workedAt: number;
  notes: string;
};

const EMPLOYEES: FilterOption[] = [
  { value: 'emp-1', label: 'Ana Silva' },
  { value: 'emp-2', label: 'Ben Ortiz' },
  { value: 'emp-3', label: 'Carla Nguyen' },
  { value: 'emp-4', label: 'Dev Patel' },
  { value: 'emp-5', label: 'Eli Brooks' },
  { value: 'emp-6', label: 'Fatima Khan' },
];

const PROJECTS: FilterOption[] = [
  { value: 'harbor', label: 'Harbor Point Tower' },
  { value: 'elm', label: 'Elm Street Duplex' },
  { value: 'riverside', label: 'Riverside School Gym' },
  { value: 'mill', label: 'Old Mill Lofts' },
  { value: 'airport', label: 'Airport Hangar 4' },
  { value: 'clinic', label: 'Northside Clinic' },
  { value: 'bridge', label: 'Cedar Creek Bridge' },
  { value: 'depot', label: 'Transit Depot Roof' },
  { value: 'library', label: 'Westgate Library' },
];

const STATUSES: FilterOption[] = [
  { value: 'approved', label: 'Approved' },
  { value: 'pending', label: 'Pending' },
  { value: 'rejected', label: 'Rejected' },
];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The server's employee search, played by a spy: answers after 150 ms, like a quick API. */
const lookupEmployees = fn(async (keyword: string): Promise<FilterOption[]> => {
  await sleep(150);
  const needle = keyword.toLocaleLowerCase();
  return EMPLOYEES.filter((employee) => employee.label.toLocaleLowerCase().includes(needle));
}).mockName('lookupEmployees');

const COLUMNS: FilterColumn<TimeCard>[] = [
  {
    header: 'Employee',
    accessor: 'employee',
    kind: 'keyword',
    lookup: lookupEmployees,
    getRowValue: (card) => card.employeeId,
  },
  { header: 'Project', accessor: 'project', kind: 'options', options: PROJECTS },
  { header: 'Status', accessor: 'status', kind: 'options', options: STATUSES },
  { header: 'Hours', accessor: 'hours', kind: 'number' },
  { header: 'Date', accessor: 'workedAt', kind: 'date' },
  { header: 'Notes', accessor: 'notes', kind: 'text' },
];

const APPROVED: Filter = {
  header: 'Status',
  accessor: 'status',
  rule: 'is_any_of',
  searchKey: '',
  searchKeyArray: ['approved'],
  optionsHistory: [{ value: 'approved', label: 'Approved' }],
  displayLabels: ['Approved'],
};
const OVERTIME: Filter = {
  header: 'Hours',
  accessor: 'hours',
  rule: 'greater_than',
  searchKey: '8',
  searchKeyArray: [],
  optionsHistory: [],
  displayLabels: [],
};
const ANA_AND_BEN: Filter = {
  header: 'Employee',
  accessor: 'employee',
  rule: 'is_any_of',
  searchKey: '',
  searchKeyArray: ['emp-1', 'emp-2'],
  optionsHistory: [
    { value: 'emp-1', label: 'Ana Silva' },
    { value: 'emp-2', label: 'Ben Ortiz' },
  ],
  displayLabels: ['Ana Silva', 'Ben Ortiz'],
};

const meta = {
  title: 'Design System/Filter Builder',
  component: FilterBuilder,
  args: { columns: COLUMNS, onFiltersChange: fn() },
  beforeEach: () => {
    lookupEmployees.mockClear();
  },
} satisfies Meta<typeof FilterBuilder>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

/** The filter bar (every story's bar is named 'Filters' but the time-card list's). */
function bar(canvasElement: HTMLElement) {
  return within(within(canvasElement).getByRole('group', { name: /Filters$/i }));
}

/** Opens Add filter and picks a column; returns the editor that opens by itself. */
async function addFilter(canvasElement: HTMLElement, header: string) {
  await userEvent.click(bar(canvasElement).getByRole('button', { name: 'Add filter' }));
  await userEvent.click(await body.findByRole('menuitem', { name: header }));
  // The menu fades out (120 ms); a person does not reopen it within that time, so neither do we.
  await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
  const editor = await body.findByRole('dialog', { name: header });
  await waitFor(() => expect(editor).toBeVisible());
  return editor;
}

/** The headers the Add filter menu offers; closes the menu again. */
async function offeredColumns(canvasElement: HTMLElement): Promise<string[]> {
  await userEvent.click(bar(canvasElement).getByRole('button', { name: 'Add filter' }));
  const menu = await body.findByRole('menu');
  const headers = within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent ?? '');
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
  return headers;
}

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const filters = bar(canvasElement);
    await expect(filters.getByRole('button', { name: 'Add filter' })).toBeEnabled();
    await expect(filters.getByText('No filters applied')).toBeInTheDocument();
    await expect(await offeredColumns(canvasElement)).toEqual([
      'Employee',
      'Project',
      'Status',
      'Hours',
      'Date',
      'Notes',
    ]);
    await expect(args.onFiltersChange).not.toHaveBeenCalled();
  },
};

export const WithFilters: Story = {
  args: { defaultFilters: [APPROVED, OVERTIME, ANA_AND_BEN] },
  play: async ({ canvasElement }) => {
    const filters = bar(canvasElement);
    await expect(filters.getByRole('button', { name: 'Status: is Approved' })).toBeVisible();
    await expect(filters.getByRole('button', { name: 'Hours: greater than 8' })).toBeVisible();
    await expect(
      filters.getByRole('button', { name: 'Employee: is any of Ana Silva, Ben Ortiz' }),
    ).toBeVisible();
    await expect(filters.getByText('3 filters applied')).toBeInTheDocument();
    // Filtered columns are no longer offered.
    await expect(await offeredColumns(canvasElement)).toEqual(['Project', 'Date', 'Notes']);
  },
};

export const EditorOpen: Story = {
  args: { defaultFilters: [APPROVED, OVERTIME] },
  play: async ({ canvasElement }) => {
    const chip = bar(canvasElement).getByRole('button', { name: 'Status: is Approved' });
    await userEvent.click(chip);
    const editor = await body.findByRole('dialog', { name: 'Status' });
    await expect(chip).toHaveAttribute('aria-expanded', 'true');
    // The editor shows the applied rule and value, focus on the first box.
    await expect(within(editor).getByRole('combobox', { name: 'Rule' })).toHaveValue('is_any_of');
    await expect(within(editor).getByRole('checkbox', { name: 'Approved' })).toBeChecked();
    await expect(within(editor).getByRole('checkbox', { name: 'Approved' })).toHaveFocus();
    await expect(within(editor).getByRole('checkbox', { name: 'Pending' })).not.toBeChecked();
  },
};

export const AddsAFilterForAColumnNotFiltered: Story = {
  play: async ({ canvasElement, args }) => {
    const editor = await addFilter(canvasElement, 'Status');
    // The new filter opens by itself with focus inside, on its first choice.
    await expect(editor).toBeVisible();
    await expect(within(editor).getByRole('checkbox', { name: 'Approved' })).toHaveFocus();
    await expect(bar(canvasElement).getByRole('button', { name: 'Status' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    // Adding is not applying.
    await expect(args.onFiltersChange).not.toHaveBeenCalled();

    await userEvent.click(within(editor).getByRole('checkbox', { name: 'Pending' }));
    await userEvent.click(within(editor).getByRole('button', { name: 'Apply' }));
    await expect(args.onFiltersChange).toHaveBeenCalledTimes(1);
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith([
      expect.objectContaining({
        accessor: 'status',
        rule: 'is_any_of',
        searchKeyArray: ['pending'],
        displayLabels: ['Pending'],
      }),
    ]);
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(
      bar(canvasElement).getByRole('button', { name: 'Status: is Pending' }),
    ).toBeVisible();
    await expect(bar(canvasElement).getByText('1 filter applied')).toBeInTheDocument();
    // The menu no longer offers Status.
    await expect(await offeredColumns(canvasElement)).not.toContain('Status');
  },
};

export const SubmittingStoresTheRuleAndValue: Story = {
  play: async ({ canvasElement, args }) => {
    const editor = await addFilter(canvasElement, 'Hours');
    const value = within(editor).getByRole('spinbutton', { name: 'Value' });
    await expect(value).toHaveFocus();
    await userEvent.selectOptions(
      within(editor).getByRole('combobox', { name: 'Rule' }),
      'greater than',
    );
    await userEvent.type(value, '7.5{Enter}');
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith([
      expect.objectContaining({ accessor: 'hours', rule: 'greater_than', searchKey: '7.5' }),
    ]);
    await expect(
      bar(canvasElement).getByRole('button', { name: 'Hours: greater than 7.5' }),
    ).toBeVisible();

    // Reopening the chip edits the same filter in place.
    await userEvent.click(
      bar(canvasElement).getByRole('button', { name: 'Hours: greater than 7.5' }),
    );
    const again = await body.findByRole('dialog', { name: 'Hours' });
    await userEvent.selectOptions(
      within(again).getByRole('combobox', { name: 'Rule' }),
      'less than',
    );
    await userEvent.click(within(again).getByRole('button', { name: 'Apply' }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith([
      expect.objectContaining({ accessor: 'hours', rule: 'less_than', searchKey: '7.5' }),
    ]);
    await expect(
      bar(canvasElement).getByRole('button', { name: 'Hours: less than 7.5' }),
    ).toBeVisible();
  },
};

export const FiltersTextAndDates: Story = {
  play: async ({ canvasElement, args }) => {
    const notes = await addFilter(canvasElement, 'Notes');
    await expect(within(notes).getByRole('combobox', { name: 'Rule' })).toHaveValue('contains');
    await userEvent.type(within(notes).getByRole('textbox', { name: 'Value' }), 'rain{Enter}');
    await expect(
      bar(canvasElement).getByRole('button', { name: 'Notes: contains “rain”' }),
    ).toBeVisible();

    const date = await addFilter(canvasElement, 'Date');
    await userEvent.selectOptions(within(date).getByRole('combobox', { name: 'Rule' }), 'before');
    const day = within(date).getByLabelText('Value');
    await userEvent.type(day, '2024-05-03');
    await userEvent.click(within(date).getByRole('button', { name: 'Apply' }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith([
      expect.objectContaining({ accessor: 'notes', rule: 'contains', searchKey: 'rain' }),
      expect.objectContaining({ accessor: 'workedAt', rule: 'before', searchKey: '2024-05-03' }),
    ]);
    await expect(
      bar(canvasElement).getByRole('button', { name: 'Date: before 03 May 2024' }),
    ).toBeVisible();
  },
};

export const EscapeRemovesAnEmptyFilter: Story = {
  play: async ({ canvasElement, args }) => {
    const filters = bar(canvasElement);
    await addFilter(canvasElement, 'Notes');
    await expect(filters.getByRole('button', { name: 'Notes' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(filters.queryByRole('button', { name: 'Notes' })).not.toBeInTheDocument();
    await expect(args.onFiltersChange).not.toHaveBeenCalled();
    // Focus does not fall to the page: it lands on Add filter, which offers Notes again.
    await waitFor(() => expect(filters.getByRole('button', { name: 'Add filter' })).toHaveFocus());
    await expect(await offeredColumns(canvasElement)).toContain('Notes');
  },
};

export const ClosingAnEmptyFilterRemovesIt: Story = {
  play: async ({ canvasElement, args }) => {
    const filters = bar(canvasElement);
    // The close button…
    const status = await addFilter(canvasElement, 'Status');
    await userEvent.click(within(status).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(filters.queryByRole('button', { name: 'Status' })).not.toBeInTheDocument();
    // …a click outside…
    const hours = await addFilter(canvasElement, 'Hours');
    await userEvent.type(within(hours).getByRole('spinbutton', { name: 'Value' }), '8');
    await userEvent.click(document.body);
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    // (typed but never applied: still empty)
    await expect(filters.queryByRole('button', { name: /^Hours/ })).not.toBeInTheDocument();
    // …and Apply with nothing chosen all drop it without re-running filtering.
    const project = await addFilter(canvasElement, 'Project');
    await userEvent.click(within(project).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(filters.queryByRole('button', { name: 'Project' })).not.toBeInTheDocument();
    await expect(args.onFiltersChange).not.toHaveBeenCalled();
  },
};

export const EscapeKeepsAnAppliedFilter: Story = {
  args: { defaultFilters: [APPROVED] },
  play: async ({ canvasElement, args }) => {
    const chip = bar(canvasElement).getByRole('button', { name: 'Status: is Approved' });
    await userEvent.click(chip);
    const editor = await body.findByRole('dialog', { name: 'Status' });
    await userEvent.click(within(editor).getByRole('checkbox', { name: 'Rejected' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    // Unapplied edits are dropped; the filter stays as it was, focus back on its chip.
    await expect(chip).toBeInTheDocument();
    await waitFor(() => expect(chip).toHaveFocus());
    await expect(args.onFiltersChange).not.toHaveBeenCalled();
  },
};

export const RemovingAFilterReRunsFiltering: Story = {
  args: { defaultFilters: [APPROVED, OVERTIME, ANA_AND_BEN] },
  play: async ({ canvasElement, args }) => {
    const filters = bar(canvasElement);
    await userEvent.click(filters.getByRole('button', { name: 'Remove Hours filter' }));
    await expect(args.onFiltersChange).toHaveBeenCalledTimes(1);
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith([APPROVED, ANA_AND_BEN]);
    await expect(
      filters.queryByRole('button', { name: 'Hours: greater than 8' }),
    ).not.toBeInTheDocument();
    await expect(filters.getByText('2 filters applied')).toBeInTheDocument();
    await expect(filters.getByRole('button', { name: 'Add filter' })).toHaveFocus();
    await expect(await offeredColumns(canvasElement)).toContain('Hours');

    await userEvent.click(filters.getByRole('button', { name: 'Clear filters' }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith([]);
    await expect(filters.getByText('No filters applied')).toBeInTheDocument();
  },
};

export const KeywordLookupIsDebounced: Story = {
  play: async ({ canvasElement, args }) => {
    const editor = await addFilter(canvasElement, 'Employee');
    const search = within(editor).getByRole('searchbox', { name: 'Search Employee' });
    await expect(search).toHaveFocus();
    await expect(within(editor).getByText('Type to search')).toBeInTheDocument();

    // Several quick keystrokes: no lookup yet, one wait for the whole keyword.
    await userEvent.type(search, 'ana');
    const typedAt = performance.now();
    await expect(lookupEmployees).not.toHaveBeenCalled();
    await expect(within(editor).getByRole('status')).toHaveTextContent('Loading…');
    await sleep(600);
    await expect(lookupEmployees).not.toHaveBeenCalled();
    await waitFor(() => expect(lookupEmployees).toHaveBeenCalled(), { timeout: 2000 });
    await expect(performance.now() - typedAt).toBeGreaterThanOrEqual(950);
    await expect(lookupEmployees).toHaveBeenCalledTimes(1);
    await expect(lookupEmployees).toHaveBeenCalledWith('ana');

    const ana = await within(editor).findByRole('checkbox', { name: 'Ana Silva' });
    await userEvent.click(ana);
    await userEvent.click(within(editor).getByRole('button', { name: 'Apply' }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith([
      expect.objectContaining({
        accessor: 'employee',
        rule: 'is_any_of',
        searchKeyArray: ['emp-1'],
        optionsHistory: [{ value: 'emp-1', label: 'Ana Silva' }],
      }),
    ]);
    await expect(
      bar(canvasElement).getByRole('button', { name: 'Employee: is Ana Silva' }),
    ).toBeVisible();
  },
};

export const KeywordSearchWithNoResults: Story = {
  play: async ({ canvasElement }) => {
    const editor = await addFilter(canvasElement, 'Employee');
    await userEvent.type(within(editor).getByRole('searchbox', { name: 'Search Employee' }), 'zzz');
    await waitFor(
      () => expect(within(editor).getByRole('status')).toHaveTextContent('No results found'),
      { timeout: 2000 },
    );
    await expect(lookupEmployees).toHaveBeenCalledTimes(1);
    await expect(lookupEmployees).toHaveBeenCalledWith('zzz');
    await expect(within(editor).queryByRole('checkbox')).not.toBeInTheDocument();
  },
};

export const EnterSearchesAtOnce: Story = {
  play: async ({ canvasElement }) => {
    const editor = await addFilter(canvasElement, 'Employee');
    // The new filter's chip shows its column only, dashed, until a value is applied.
    await expect(bar(canvasElement).getByRole('button', { name: 'Employee' })).toBeVisible();
    const search = within(editor).getByRole('searchbox', { name: 'Search Employee' });
    // Enter in the search box searches now instead of waiting (and does not apply the filter).
    await userEvent.type(search, 'a{Enter}');
    await waitFor(() => expect(lookupEmployees).toHaveBeenCalledWith('a'), { timeout: 500 });
    await within(editor).findByRole('checkbox', { name: 'Carla Nguyen' });
    await expect(body.getByRole('dialog', { name: 'Employee' })).toBeVisible();
    await userEvent.click(within(editor).getByRole('checkbox', { name: 'Ana Silva' }));
    await expect(within(editor).getByRole('checkbox', { name: 'Ana Silva' })).toBeChecked();
    // Give the debounce time to pass: no second lookup for the same keyword.
    await sleep(1100);
    await expect(lookupEmployees).toHaveBeenCalledTimes(1);
  },
};

export const OptionSearchWithNoResults: Story = {
  play: async ({ canvasElement }) => {
    // Project has enough options to get a search box; it filters locally, at once.
    const editor = await addFilter(canvasElement, 'Project');
    const search = within(editor).getByRole('searchbox', { name: 'Search Project' });
    await expect(search).toHaveFocus();
    await userEvent.type(search, 'zzz');
    await expect(within(editor).getByRole('status')).toHaveTextContent('No results found');
    await expect(within(editor).queryByRole('checkbox')).not.toBeInTheDocument();

    await userEvent.clear(search);
    await userEvent.type(search, 'lib');
    await expect(
      within(editor)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['Westgate Library']);
    await expect(within(editor).getByRole('status')).toHaveTextContent('');
  },
};

export const KeepsLabelsOfEarlierKeywordChoices: Story = {
  args: {
    defaultFilters: [
      {
        ...ANA_AND_BEN,
        searchKeyArray: ['emp-1'],
        displayLabels: ['Ana Silva'],
        optionsHistory: [{ value: 'emp-1', label: 'Ana Silva' }],
      },
    ],
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      bar(canvasElement).getByRole('button', { name: 'Employee: is Ana Silva' }),
    );
    const editor = await body.findByRole('dialog', { name: 'Employee' });
    // Ana is listed (from the history) before any search, still ticked.
    await expect(within(editor).getByRole('checkbox', { name: 'Ana Silva' })).toBeChecked();
    await userEvent.type(within(editor).getByRole('searchbox', { name: 'Search Employee' }), 'ben');
    const ben = await within(editor).findByRole(
      'checkbox',
      { name: 'Ben Ortiz' },
      { timeout: 2000 },
    );
    // The lookup only returned Ben; Ana keeps her label.
    await expect(within(editor).getByRole('checkbox', { name: 'Ana Silva' })).toBeChecked();
    await userEvent.click(ben);
    await userEvent.click(within(editor).getByRole('button', { name: 'Apply' }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith([
      expect.objectContaining({
        searchKeyArray: ['emp-1', 'emp-2'],
        displayLabels: ['Ana Silva', 'Ben Ortiz'],
      }),
    ]);
    await expect(
      bar(canvasElement).getByRole('button', { name: 'Employee: is any of Ana Silva, Ben Ortiz' }),
    ).toBeVisible();
  },
};

export const AddIsDisabledWhenEveryColumnIsFiltered: Story = {
  args: {
    columns: COLUMNS.filter(
      (column) => column.accessor === 'status' || column.accessor === 'hours',
    ),
    defaultFilters: [APPROVED],
  },
  play: async ({ canvasElement }) => {
    const filters = bar(canvasElement);
    await expect(filters.getByRole('button', { name: 'Add filter' })).toBeEnabled();
    await addFilter(canvasElement, 'Hours');
    // The column being added is taken too: nothing is left to add.
    await expect(filters.getByRole('button', { name: 'Add filter' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(filters.getByRole('button', { name: 'Add filter' })).toBeEnabled());
  },
};

export const WorksWithTheKeyboardAlone: Story = {
  play: async ({ canvasElement, args }) => {
    const filters = bar(canvasElement);
    await userEvent.tab();
    await expect(filters.getByRole('button', { name: 'Add filter' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await body.findByRole('menu');
    // Typeahead to Status, then Enter: the editor opens with focus on the first box.
    await userEvent.keyboard('s');
    await waitFor(() => expect(body.getByRole('menuitem', { name: 'Status' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    const editor = await body.findByRole('dialog', { name: 'Status' });
    await waitFor(() =>
      expect(within(editor).getByRole('checkbox', { name: 'Approved' })).toHaveFocus(),
    );
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await expect(within(editor).getByRole('button', { name: 'Apply' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith([
      expect.objectContaining({ searchKeyArray: ['approved', 'rejected'] }),
    ]);
    const chip = filters.getByRole('button', { name: 'Status: is any of Approved, Rejected' });
    await waitFor(() => expect(chip).toHaveFocus());
    // The chip reopens its editor.
    await userEvent.keyboard('{Enter}');
    await body.findByRole('dialog', { name: 'Status' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(chip).toHaveFocus());
    await userEvent.tab();
    await expect(filters.getByRole('button', { name: 'Remove Status filter' })).toHaveFocus();
  },
};

/** The app's way: it owns the filters (e.g. in the URL) and passes them back in. */
function ControlledFilters(props: { onFiltersChange?: (filters: Filter[]) => void }) {
  const [filters, setFilters] = useState<Filter[]>([APPROVED]);
  return (
    <div className="flex flex-col gap-3">
      <FilterBuilder
        columns={COLUMNS}
        filters={filters}
        onFiltersChange={(next) => {
          setFilters(next);
          props.onFiltersChange?.(next);
        }}
      />
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

/** A small time-card list filtered in the browser with applyFilters. */
function TimeCardList(props: { onFiltersChange?: (filters: Filter[]) => void }) {
  const [filters, setFilters] = useState<Filter[]>([]);
  const rows = applyFilters(TIME_CARDS, filters, COLUMNS);
  return (
    <div className="flex flex-col gap-3">
      <FilterBuilder
        aria-label="Time card filters"
        columns={COLUMNS}
        filters={filters}
        onFiltersChange={(next) => {
          setFilters(next);
          props.onFiltersChange?.(next);
        }}
      />
      <p className="text-sm text-text-muted">
        Showing {rows.length} of {TIME_CARDS.length} time cards
      </p>
      <div className="overflow-hidden rounded-lg border border-border bg-surface">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Time cards</caption>
          <thead className="bg-surface-sunken text-xs font-medium text-text-muted">
            <tr>
              <th scope="col" className="px-3 py-2">
                Employee
              </th>
              <th scope="col" className="hidden px-3 py-2 sm:table-cell">
                Project
              </th>
              <th scope="col" className="hidden px-3 py-2 sm:table-cell">
                Date
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                Hours
              </th>
              <th scope="col" className="px-3 py-2">
                Status
              </th>
              <th scope="col" className="hidden px-3 py-2 md:table-cell">
                Notes
              </th>
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
